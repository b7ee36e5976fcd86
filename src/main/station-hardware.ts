// Everything the station's hardware does, put together from the plain modules: the readers
// (devices/), the conveyor link (fixed-reader codes to the server), the label printer, and
// the settings that drive them. Electron is not imported here: index.ts hands in the real
// drivers and the store, tests hand in mocks.
import { join } from 'node:path';
import type {
  ConveyorLinkStatus,
  DeviceList,
  PrinterSettings,
  PrinterStatus,
  ReaderScan,
  ReaderStatus,
  StationRole,
  StationSettingsInput,
} from '../shared/bridge';
import { openReadJournal } from './conveyor-journal';
import { startConveyorLink, type ConveyorLink } from './conveyor-link';
import { listDevices, type DeviceListers } from './devices/device-list';
import { createReaders, type ReaderDrivers } from './devices/readers';
import { createFeed, type Feed } from './feed';
import { askPrinterStatus, exchangeFor, printLabel, testLabel, type PrinterDrivers } from './printers/printer';
import { assertServerAddressAllowed, mergeSettingsInput, needsRestart, settingsInputOf, type StationSettings } from './station';
import { createAdminCodeCheck } from './station-admin-code';

export interface StationHardwareInput {
  /** The stored settings (what the screen edits and saves). */
  settings: StationSettings;
  /** The role this run has, which DOCA_STATION_ROLE may override; it applies until restart. */
  role: StationRole;
  /** The server this station talks to (its own, on an all-in-one). */
  serverUrl: string;
  /** Writes the settings file (electron-store). */
  store: (settings: StationSettings) => void;
  readerDrivers: ReaderDrivers;
  listers: Omit<DeviceListers, 'log'>;
  printerDrivers: PrinterDrivers;
  /** Folder of the conveyor journal (inside the user data folder). */
  dataDir: string;
  log?: (message: string) => void;
}

export interface StationHardware {
  scans: Feed<ReaderScan>;
  readerStatus: Feed<ReaderStatus>;
  conveyorLink: Feed<ConveyorLinkStatus>;
  getSettings(): StationSettingsInput;
  /** Saves the screen's settings, only with the owner's code (station-admin-code.ts). */
  saveSettings(input: StationSettingsInput, adminCode: string): Promise<{ restartNeeded: boolean }>;
  listDevices(): Promise<DeviceList>;
  readerStatuses(): ReaderStatus[];
  conveyorLinkStatus(): ConveyorLinkStatus;
  printerStatus(printer: PrinterSettings): Promise<PrinterStatus>;
  printTestLabel(printer: PrinterSettings): Promise<PrinterStatus>;
  /** Prints on the configured printer; a station without one answers with that fault. */
  stop(): Promise<void>;
}

const LINK_OFF: ConveyorLinkStatus = { state: 'off', pending: 0 };

/** The link runs where a fixed reader is configured, on every role but the supervisor's desk. */
function wantsConveyorLink(role: StationRole, settings: StationSettings): boolean {
  return role !== 'supervisor' && settings.readers.some((reader) => reader.use === 'fixed') && settings.stationKey !== undefined;
}

export async function startStationHardware(input: StationHardwareInput): Promise<StationHardware> {
  const { role, serverUrl, store, readerDrivers, listers, printerDrivers, dataDir, log = () => {} } = input;
  let settings = input.settings;
  const scans = createFeed<ReaderScan>();
  const readerStatus = createFeed<ReaderStatus>();
  const conveyorLink = createFeed<ConveyorLinkStatus>();
  const journal = openReadJournal(join(dataDir, 'conveyor', 'reads.jsonl'));
  const checkAdminCode = createAdminCodeCheck();
  let link: ConveyorLink | undefined;

  const applyLink = () => {
    link?.stop();
    link = undefined;
    const { stationKey } = settings;
    if (wantsConveyorLink(role, settings) && stationKey) {
      link = startConveyorLink({ serverUrl, stationKey, journal, log });
      link.subscribe((status) => conveyorLink.emit(status));
    }
    conveyorLink.emit(link?.status() ?? LINK_OFF);
  };

  const readers = createReaders({
    drivers: readerDrivers,
    log,
    onStatus: (status) => readerStatus.emit(status),
    onScan: (scan) => {
      if (scan.use === 'fixed') link?.read(scan.code);
      scans.emit(scan);
    },
  });
  await readers.apply(settings.readers);
  applyLink();

  return {
    scans,
    readerStatus,
    conveyorLink,
    getSettings: () => settingsInputOf(settings),
    async saveSettings(screenInput, adminCode) {
      checkAdminCode(adminCode, settings.adminCodeHash);
      assertServerAddressAllowed(settings, screenInput);
      const next = mergeSettingsInput(settings, screenInput);
      const restartNeeded = needsRestart(settings, next);
      store(next);
      settings = next;
      // Readers, printer and station key apply now; role and server on the next start.
      await readers.apply(next.readers);
      if (!restartNeeded) applyLink();
      return { restartNeeded };
    },
    listDevices: () => listDevices({ ...listers, log }),
    readerStatuses: () => readers.statuses(),
    conveyorLinkStatus: () => link?.status() ?? LINK_OFF,
    printerStatus: (printer) => askPrinterStatus(exchangeFor(printer, printerDrivers)),
    printTestLabel: (printer) => printLabel(exchangeFor(printer, printerDrivers), testLabel(new Date())),
    async stop() {
      link?.stop();
      await readers.stop();
      journal.close();
    },
  };
}
