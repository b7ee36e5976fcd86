// The station's live state for the screen and the badges: the current value from the
// bridge, then every change it pushes. Undefined outside Electron.
import { useEffect, useState } from 'react';
import type { ConveyorLinkStatus, ReaderScan, ReaderStatus, ServerStatus, StationInfo } from '@shared/bridge';

export function useStationInfo(): StationInfo | undefined {
  const [info, setInfo] = useState<StationInfo>();
  useEffect(() => {
    void window.station?.getStationInfo().then(setInfo);
  }, []);
  return info;
}

export function useServerStatus(): ServerStatus | undefined {
  const [status, setStatus] = useState<ServerStatus>();
  useEffect(() => {
    const station = window.station;
    if (!station) return;
    void station.getStationInfo().then((info) => setStatus((current) => current ?? info.serverStatus));
    return station.onServerStatus(setStatus);
  }, []);
  return status;
}

export function useConveyorLink(): ConveyorLinkStatus | undefined {
  const [status, setStatus] = useState<ConveyorLinkStatus>();
  useEffect(() => {
    const station = window.station;
    if (!station) return;
    void station.getConveyorLink().then((current) => setStatus((latest) => latest ?? current));
    return station.onConveyorLink(setStatus);
  }, []);
  return status;
}

/** Each reader's state and the last code it read, keyed by reader id. */
export function useReaders(): { statuses: Record<string, ReaderStatus>; lastScans: Record<string, ReaderScan> } {
  const [statuses, setStatuses] = useState<Record<string, ReaderStatus>>({});
  const [lastScans, setLastScans] = useState<Record<string, ReaderScan>>({});
  useEffect(() => {
    const station = window.station;
    if (!station) return;
    void station.getReaderStatuses().then((list) =>
      setStatuses((current) => ({ ...Object.fromEntries(list.map((status) => [status.readerId, status])), ...current })),
    );
    const stopStatus = station.onReaderStatus((status) => setStatuses((current) => ({ ...current, [status.readerId]: status })));
    const stopScans = station.onScan((scan) => setLastScans((current) => ({ ...current, [scan.readerId]: scan })));
    return () => {
      stopStatus();
      stopScans();
    };
  }, []);
  return { statuses, lastScans };
}
