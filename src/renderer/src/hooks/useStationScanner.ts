// Codes from the station's own readers (serial/HID, opened by Electron's main process)
// reach the page through the bridge. In a browser there is no bridge and nothing arrives:
// the readers there type into the hidden scan inputs like a keyboard.
// subscribeStationScans is the plain function the general scanner hook (useScanner) calls
// to take these codes like any other source; useStationScanner is the React form.
import { useEffect, useRef } from 'react';
import type { ReaderScan, ReaderUse, Unsubscribe } from '@shared/bridge';

export interface StationScanFilter {
  /** Only codes of hand readers, or only of the conveyor's fixed reader. */
  use?: ReaderUse;
}

/** Calls `listener` with every code the station's readers read; a no-op outside Electron. */
export function subscribeStationScans(listener: (scan: ReaderScan) => void, { use }: StationScanFilter = {}): Unsubscribe {
  const station = typeof window === 'undefined' ? undefined : window.station;
  if (!station) return () => {};
  return station.onScan((scan) => {
    if (use === undefined || scan.use === use) listener(scan);
  });
}

/** Whether this page runs inside the Doca desktop app (with readers and printers). */
export function hasStationBridge(): boolean {
  return typeof window !== 'undefined' && window.station !== undefined;
}

/** Runs `onCode` for each code of the station's readers while the component is mounted. */
export function useStationScanner(onCode: (code: string, scan: ReaderScan) => void, { use, enabled = true }: StationScanFilter & { enabled?: boolean } = {}): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeStationScans((scan) => latest.current(scan.code, scan), { use });
  }, [enabled, use]);
}
