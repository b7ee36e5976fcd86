// A fake Electron bridge for Playwright: `window.station` built against the same
// StationBridge type the preload satisfies, installed with page.addInitScript before the
// app loads. The test drives it through `window.__fakeStation` (emit device events, read
// what the page saved or printed).
import type { Page } from '@playwright/test';
import type {
  ConveyorLinkStatus,
  DeviceList,
  PrinterStatus,
  ReaderScan,
  ReaderStatus,
  StationBridge,
  StationInfo,
  StationSettingsInput,
} from '../../../src/shared/bridge';

export interface FakeStationSeed {
  info: StationInfo;
  settings: StationSettingsInput;
  devices: DeviceList;
  printerAnswer: PrinterStatus;
  conveyorLink: ConveyorLinkStatus;
  /** The owner's code main would accept (station-admin-code.ts). */
  adminCode: string;
}

export interface FakeStationControl {
  saved: StationSettingsInput[];
  restarts: number;
  printed: unknown[];
  emitScan(scan: ReaderScan): void;
  emitReaderStatus(status: ReaderStatus): void;
  emitConveyorLink(status: ConveyorLinkStatus): void;
}

/** The page's global as seen by page.evaluate callbacks (this tsconfig has no DOM types). */
export type FakeStationWindow = typeof globalThis & { __fakeStation: FakeStationControl; station: StationBridge };

/** Runs in the page: must not use anything from this module's scope but its argument. */
function installInPage(seed: FakeStationSeed): void {
  const listeners: Record<'scan' | 'reader' | 'link' | 'server', Set<(payload: never) => void>> = {
    scan: new Set(),
    reader: new Set(),
    link: new Set(),
    server: new Set(),
  };
  const on =
    <T>(kind: keyof typeof listeners) =>
    (listener: (payload: T) => void) => {
      listeners[kind].add(listener as (payload: never) => void);
      return () => void listeners[kind].delete(listener as (payload: never) => void);
    };
  const emit = (kind: keyof typeof listeners, payload: unknown) => {
    for (const listener of listeners[kind]) listener(payload as never);
  };
  let settings = seed.settings;
  let link = seed.conveyorLink;
  const readerStatuses = new Map<string, ReaderStatus>();
  const control: FakeStationControl = {
    saved: [],
    restarts: 0,
    printed: [],
    emitScan: (scan) => emit('scan', scan),
    emitReaderStatus: (status) => {
      readerStatuses.set(status.readerId, status);
      emit('reader', status);
    },
    emitConveyorLink: (status) => {
      link = status;
      emit('link', status);
    },
  };
  const station: StationBridge = {
    getStationInfo: () => Promise.resolve(seed.info),
    onServerStatus: on('server'),
    getSettings: () => Promise.resolve(settings),
    saveSettings: (next, adminCode) => {
      // As Electron relays main's refusal (station-hardware.ts checks the code).
      if (adminCode !== seed.adminCode) {
        return Promise.reject(new Error("Error invoking remote method 'station:save-settings': Error: Código do administrador da estação incorreto."));
      }
      control.saved.push(next);
      const restartNeeded = next.role !== settings.role || next.serverUrl !== settings.serverUrl;
      // As main does: the key is never read back, only whether one is kept.
      const { stationKey, ...rest } = next;
      settings = { ...rest, ...(stationKey || (stationKey === undefined && settings.stationKeyKept) ? { stationKeyKept: true } : {}) };
      return Promise.resolve({ restartNeeded });
    },
    listDevices: () => Promise.resolve(seed.devices),
    getReaderStatuses: () => Promise.resolve([...readerStatuses.values()]),
    onReaderStatus: on('reader'),
    onScan: on('scan'),
    getConveyorLink: () => Promise.resolve(link),
    onConveyorLink: on('link'),
    printerStatus: () => Promise.resolve(seed.printerAnswer),
    printTestLabel: (printer) => {
      control.printed.push(printer);
      return Promise.resolve(seed.printerAnswer);
    },
    restartApp: () => {
      control.restarts += 1;
      return Promise.resolve();
    },
  };
  Object.defineProperty(globalThis, 'station', { value: station });
  Object.defineProperty(globalThis, '__fakeStation', { value: control });
}

export async function installFakeStation(page: Page, seed: FakeStationSeed): Promise<void> {
  await page.addInitScript(installInPage, seed);
}
