// The station's one window: how it looks for each role, which URL it shows, and how it
// recovers on a floor where networks drop and renderers crash. Electron objects arrive as
// parameters; index.ts does the constructing.
import type { BrowserWindowConstructorOptions, WebContents, WebPreferences } from 'electron';
import type { StationRole } from '../shared/bridge';

export interface WindowOptionsInput {
  role: StationRole;
  webPreferences: WebPreferences;
}

export function buildWindowOptions({ role, webPreferences }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: 'Doca',
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    // Shown on ready-to-show, so the operator never sees a blank white frame.
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    // The conveyor screen is read from metres away and nobody there has a mouse: full
    // screen with no way out through window chrome.
    kiosk: role === 'conveyor-kiosk',
    webPreferences,
  };
}

/**
 * The URL the window opens: the server's web app, so page and API share one origin in
 * Electron as in a browser. Under `electron-vite dev` the Vite dev server instead (hot
 * reload), which proxies /api and sockets to the server on localhost:3000.
 */
export function chooseStartUrl({ serverUrl, devServerUrl }: { serverUrl: string; devServerUrl?: string }): string {
  return devServerUrl || serverUrl;
}

type Timer = (run: () => void, ms: number) => unknown;

/** Chromium's "navigation aborted": a newer load replaced this one, nothing failed. */
const ERR_ABORTED = -3;

/**
 * Keeps the page up: retries the start URL while the centre server is unreachable (a
 * kiosk may boot before the network), and reloads after a renderer crash.
 */
export function keepPageLoaded(
  contents: Pick<WebContents, 'on' | 'loadURL' | 'reload'>,
  startUrl: string,
  { retryMs = 5000, setTimer = setTimeout as Timer, log = (_message: string) => {} } = {},
): void {
  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedUrl, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED) return;
    log(`could not load ${validatedUrl} (${errorDescription}); retrying in ${retryMs} ms`);
    setTimer(() => void contents.loadURL(startUrl).catch(() => {}), retryMs);
  });
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    log(`page process gone (${details.reason}); reloading`);
    contents.reload();
  });
}

/**
 * The page's errors in the station's log: a screen that failed (the renderer's error
 * boundary writes to the console) is found in logs/doca.log, not only in a developer tool
 * nobody opens on a kiosk.
 */
export function logPageErrors(contents: Pick<WebContents, 'on'>, log: (message: string) => void): void {
  contents.on('console-message', (event) => {
    if (event.level !== 'error') return;
    log(`page error: ${event.message} (${event.sourceId}:${event.lineNumber})`);
  });
}

/**
 * Whether the role keeps Electron's default application menu. The kiosk has none: its
 * accelerators (reload, zoom, devtools, quit) would let anyone at the belt's keyboard change
 * or leave the screen the whole line reads from.
 */
export function keepsApplicationMenu(role: StationRole): boolean {
  return role !== 'conveyor-kiosk';
}
