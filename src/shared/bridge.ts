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
}

/** Stops a listener; calling it twice is harmless. */
export type Unsubscribe = () => void;

export interface StationBridge {
  getStationInfo(): Promise<StationInfo>;
  /** Device-style event: the listener runs on every change until unsubscribed. */
  onServerStatus(listener: (status: ServerStatus) => void): Unsubscribe;
}

/** Every IPC channel between main and preload, named once. */
export const BRIDGE_CHANNELS = {
  /** invoke: () => StationInfo */
  getStationInfo: 'station:get-info',
  /** main -> page event: ServerStatus */
  serverStatus: 'station:server-status',
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
