// The station's one window: where it opens (a desk where it was left, a kiosk on the whole
// screen), the bridge's events forwarded to its page, the kiosk's keys and its close refused
// until the app is really quitting, and the page kept loaded (window.ts).
import { BrowserWindow, Menu, screen } from 'electron';
import { BRIDGE_CHANNELS, type StationRole } from '../shared/bridge';
import { forwardEvents, forwardServerStatus } from './ipc';
import { kioskKeyAction } from './kiosk';
import type { ServerStatusFeed } from './server-status';
import type { StationHardware } from './station-hardware';
import { openWindowStateStore } from './station-store';
import { buildWindowOptions, keepPageLoaded, keepsApplicationMenu, logPageErrors } from './window';
import { restorableState } from './window-state';

export interface StationWindowInput {
  role: StationRole;
  startUrl: string;
  webPreferences: Electron.WebPreferences;
  isTrustedUrl: (url: string) => boolean;
  status: ServerStatusFeed;
  hardware: StationHardware;
  quitting: () => boolean;
  quit: () => void;
  onClosed: () => void;
  log: (line: string) => void;
}

export function openStationWindow(input: StationWindowInput): BrowserWindow {
  const { role, startUrl, isTrustedUrl, hardware, log } = input;
  const kiosk = role === 'conveyor-kiosk';
  const windowState = openWindowStateStore();
  const restored = kiosk ? undefined : restorableState(windowState.read(), screen.getAllDisplays().map((d) => d.workArea));
  if (!keepsApplicationMenu(role)) Menu.setApplicationMenu(null);
  const window = new BrowserWindow({
    ...buildWindowOptions({ role, webPreferences: input.webPreferences }),
    ...(restored && { x: restored.x, y: restored.y, width: restored.width, height: restored.height }),
  });
  const contents = window.webContents;
  const stopForwarding = [
    forwardServerStatus(input.status, contents, isTrustedUrl),
    forwardEvents(hardware.scans.subscribe, BRIDGE_CHANNELS.scan, contents, isTrustedUrl),
    forwardEvents(hardware.readerStatus.subscribe, BRIDGE_CHANNELS.readerStatus, contents, isTrustedUrl),
    forwardEvents(hardware.conveyorLink.subscribe, BRIDGE_CHANNELS.conveyorLink, contents, isTrustedUrl),
  ];
  if (kiosk) {
    contents.on('before-input-event', (event, keys) => {
      const action = kioskKeyAction(keys);
      if (action === 'allow') return;
      event.preventDefault();
      if (action === 'quit') {
        log('kiosk closed with the technician chord');
        input.quit();
      }
    });
  }
  window.on('close', (event) => {
    if (kiosk) {
      // Alt+F4 or a window manager's close: the belt's screen stays up.
      if (!input.quitting()) event.preventDefault();
      return;
    }
    windowState.write({ ...window.getNormalBounds(), maximized: window.isMaximized() });
  });
  window.on('closed', () => {
    for (const stop of stopForwarding) stop();
    input.onClosed();
  });
  window.once('ready-to-show', () => {
    // A desk opens where it was left; a first start (or a kiosk) fills the screen.
    if (!kiosk && (!restored || restored.maximized)) window.maximize();
    window.show();
  });
  keepPageLoaded(contents, startUrl, { log });
  logPageErrors(contents, log);
  return window;
}
