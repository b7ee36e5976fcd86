// Codes from the station's own readers (serial/HID, opened by Electron's main process)
// reach the page through the bridge. In a browser there is no bridge and nothing arrives:
// the readers there type into the hidden scan inputs like a keyboard. The scanner hook
// (useScanner) takes these codes like any other source.
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
