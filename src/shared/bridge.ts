// What the Electron preload offers the page as `window.station`, and nothing more.
// The preload's object `satisfies` StationBridge, main's handlers answer the same channels,
// and the renderer reads `window.station` through this type. In a browser (pickers'
// tablets) there is no bridge: `window.station` is undefined and the UI must cope.
//
// This file holds types and constants only (no runtime imports), so the sandboxed preload
// bundles nothing but the channel names.

/** What a station is for; decides whether it runs the server and how its window behaves. */
export const STATION_ROLES = ['all-in-one', 'conveyor-kiosk', 'fixed-reader', 'supervisor'] as const;
export type StationRole = (typeof STATION_ROLES)[number];

/** The embedded server's life; a station on a centre server only ever reports `running`. */
export type ServerStatus =
  | { state: 'starting' }
  | { state: 'running'; url: string }
  | { state: 'stopping' }
  | { state: 'failed'; message: string };

export interface StationInfo {
  appVersion: string;
  /** Node's platform name: 'linux', 'win32', 'darwin'. */
  platform: string;
  role: StationRole;
  /** The server origin this window talks to (also the page's own origin outside dev). */
  serverUrl: string;
  /** True when this station runs the Doca server in its own process (all-in-one). */
  embeddedServer: boolean;
  /** The status at the time of the call; later changes arrive through onServerStatus. */
  serverStatus: ServerStatus;
  /** Whether the station key is sealed by the system's keychain at rest (station-secrets.ts). */
  keySealed: boolean;
}

/** Stops a listener; calling it twice is harmless. */
export type Unsubscribe = () => void;

// ---- Readers ---------------------------------------------------------------------------

/** How a serial reader ends each code; `any` takes CR, LF or CRLF. */
export const LINE_ENDINGS = ['cr', 'lf', 'crlf', 'any'] as const;
export type LineEnding = (typeof LINE_ENDINGS)[number];

/**
 * What a reader is for: a hand scanner's codes go to the screen (the scanner hook); a
 * fixed reader's codes go to the conveyor link (and are shown on the screen too).
 */
export const READER_USES = ['hand', 'fixed'] as const;
export type ReaderUse = (typeof READER_USES)[number];

export interface SerialReaderSettings {
  kind: 'serial';
  id: string;
  use: ReaderUse;
  /** /dev/ttyACM0, COM3 ... */
  path: string;
  baudRate: number;
  dataBits: 7 | 8;
  parity: 'none' | 'even' | 'odd';
  stopBits: 1 | 2;
  lineEnding: LineEnding;
}

/**
 * How a HID reader reports: `pos` is the HID POS (barcode scanner) mode, readable on every
 * system and never typed into the page; `keyboard` reads a keyboard-mode reader directly,
 * which Windows does not allow and which Linux also types into the focused field.
 */
export const HID_FORMATS = ['pos', 'keyboard'] as const;
export type HidFormat = (typeof HID_FORMATS)[number];

/** A USB HID reader, opened by vendor and product id (no keyboard focus needed). */
export interface HidReaderSettings {
  kind: 'hid';
  id: string;
  use: ReaderUse;
  vendorId: number;
  productId: number;
  format: HidFormat;
}

export type ReaderSettings = SerialReaderSettings | HidReaderSettings;

/**
 * A label printer: raw ZPL to a network printer (port 9100), a serial/USB-serial port, or a
 * USB printer-class device (Linux `/dev/usb/lp0`; Windows a shared printer `\\localhost\Zebra`).
 */
export type PrinterSettings =
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'serial'; path: string; baudRate: number }
  | { kind: 'usb'; path: string };

/** What the settings screen edits; main validates it again before saving. */
export interface StationSettingsInput {
  role: StationRole;
  /** Required for every role except all-in-one. */
  serverUrl?: string;
  readers: ReaderSettings[];
  printer?: PrinterSettings;
  /**
   * The station key the conveyor link sends the fixed reader's codes with (Tech creates it in
   * the panel's Estações). Never read back: getSettings says only whether one is kept
   * (`stationKeyKept`); a save without it keeps the stored one, '' removes it.
   */
  stationKey?: string;
  stationKeyKept?: boolean;
}

export interface SerialPortInfo {
  path: string;
  manufacturer?: string;
  serialNumber?: string;
  vendorId?: string;
  productId?: string;
}

export interface HidDeviceInfo {
  vendorId: number;
  productId: number;
  product?: string;
  manufacturer?: string;
}

export interface DeviceList {
  serialPorts: SerialPortInfo[];
  hidDevices: HidDeviceInfo[];
  /** USB printer-class devices plugged in (Linux: /dev/usb/lp*). */
  usbPrinters: string[];
}

/** One code read by one reader. */
export interface ReaderScan {
  readerId: string;
  use: ReaderUse;
  code: string;
  /** ISO time the code was complete. */
  at: string;
}

export interface ReaderStatus {
  readerId: string;
  state: 'connecting' | 'connected' | 'disconnected';
  /** Why it is not connected, in Portuguese, for the screen. */
  message?: string;
}

// ---- Conveyor link and printers --------------------------------------------------------

/** The conveyor link: the fixed reader's codes on their way to the server's box-count socket. */
export interface ConveyorLinkStatus {
  /** `off` on stations that have no fixed reader to forward. */
  state: 'off' | 'connecting' | 'connected' | 'offline';
  /** Reads kept on disk, not yet acknowledged by the server. */
  pending: number;
  /** Of those, the reads the disk refused (full or failing): kept only in memory until it takes them. */
  unsaved?: number;
}

export interface PrinterStatus {
  ok: boolean;
  /** The faults the printer reported (or the lack of an answer), in Portuguese. */
  faults: string[];
}

export interface StationBridge {
  getStationInfo(): Promise<StationInfo>;
  /** Device-style event: the listener runs on every change until unsubscribed. */
  onServerStatus(listener: (status: ServerStatus) => void): Unsubscribe;

  /** The saved settings the screen edits. */
  getSettings(): Promise<StationSettingsInput>;
  /** Saves and applies readers and printer at once; role and server apply on restart. */
  /** Needs the station owner's code, checked by main; a wrong one rejects with the reason. */
  saveSettings(settings: StationSettingsInput, adminCode: string): Promise<{ restartNeeded: boolean }>;
  /** Serial ports and HID devices present now, for the user to choose from. */
  listDevices(): Promise<DeviceList>;
  /** Each configured reader's state now; changes arrive through onReaderStatus. */
  getReaderStatuses(): Promise<ReaderStatus[]>;
  onReaderStatus(listener: (status: ReaderStatus) => void): Unsubscribe;
  /** Every code any configured reader reads. */
  onScan(listener: (scan: ReaderScan) => void): Unsubscribe;
  getConveyorLink(): Promise<ConveyorLinkStatus>;
  onConveyorLink(listener: (status: ConveyorLinkStatus) => void): Unsubscribe;
  /** Asks the printer for its status (~HS). */
  printerStatus(printer: PrinterSettings): Promise<PrinterStatus>;
  /** Prints a test label, then asks the status. */
  printTestLabel(printer: PrinterSettings): Promise<PrinterStatus>;
  /** Closes and reopens the app, so a new role or server takes effect. */
  restartApp(): Promise<void>;
}

/** Every IPC channel between main and preload, named once. */
export const BRIDGE_CHANNELS = {
  /** invoke: () => StationInfo */
  getStationInfo: 'station:get-info',
  /** main -> page event: ServerStatus */
  serverStatus: 'station:server-status',
  getSettings: 'station:get-settings',
  saveSettings: 'station:save-settings',
  listDevices: 'station:list-devices',
  getReaderStatuses: 'station:get-reader-statuses',
  /** main -> page event: ReaderStatus */
  readerStatus: 'station:reader-status',
  /** main -> page event: ReaderScan */
  scan: 'station:scan',
  getConveyorLink: 'station:get-conveyor-link',
  /** main -> page event: ConveyorLinkStatus */
  conveyorLink: 'station:conveyor-link',
  printerStatus: 'station:printer-status',
  printTestLabel: 'station:print-test-label',
  restartApp: 'station:restart-app',
} as const;

export type BridgeChannel = (typeof BRIDGE_CHANNELS)[keyof typeof BRIDGE_CHANNELS];

/** The property of `window` the preload defines. */
export const BRIDGE_GLOBAL_NAME = 'station';

declare global {
  interface Window {
    /** Present only inside the Doca desktop app. */
    readonly station?: StationBridge;
  }
}
