// The Electron main process: one instance, one window, and the embedded server on an
// all-in-one station. This file only wires Electron to the plain modules next to it
// (settings, security, IPC, server, window), which hold the logic and its tests.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session } from 'electron';
import { HIDAsync, devicesAsync } from 'node-hid';
import { SerialPort } from 'serialport';
import { BRIDGE_CHANNELS, type StationInfo, type StationRole } from '../shared/bridge';
import { embeddedServerConfig, planServer, startEmbeddedServer } from './embedded-server';
import { forwardEvents, forwardServerStatus, registerStationIpc } from './ipc';
import { kioskKeyAction } from './kiosk';
import { listUsbPrinters } from './printers/usb-printer';
import { createFileLog, logFilePath } from './log-file';
import { applyLinuxAutostart, startsAtLogin } from './login-item';
import { locateAppResources } from './resource-paths';
import { applySecurity, buildWebPreferences } from './security';
import { createServerStatusFeed } from './server-status';
import { resolveStationSettings } from './station';
import { startStationHardware } from './station-hardware';
import { keychainCodec, openStationStore, openWindowStateStore } from './station-store';
import { createTrustedUrlCheck } from './trusted-url';
import { quitStation } from './station-quit';
import { buildWindowOptions, chooseStartUrl, keepPageLoaded, keepsApplicationMenu, logPageErrors } from './window';
import { restorableState } from './window-state';

// Everything the station does goes to logs/doca.log in the user data folder (log-file.ts).
const log = createFileLog(logFilePath(app.getPath('userData')), { echo: (line) => console.log(`[doca] ${line}`) });

/** Start at login for the conveyor kiosk only (login-item.ts). */
function applyStartAtLogin(role: StationRole): void {
  const enabled = startsAtLogin(role) && app.isPackaged;
  if (process.platform === 'linux') {
    const configDir = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
    applyLinuxAutostart({ enabled, configDir, executable: process.env.APPIMAGE || process.execPath });
  } else {
    app.setLoginItemSettings({ openAtLogin: enabled });
  }
}

/** Set by `electron-vite dev` only; a packaged app never follows it. */
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;

/** Errors the operator must see before the app exits (the UI speaks Portuguese). */
function fail(title: string, detail: string): never {
  dialog.showErrorBox(`Doca: ${title}`, detail);
  app.exit(1);
  throw new Error(`${title}: ${detail}`);
}

async function run(): Promise<void> {
  let mainWindow: BrowserWindow | undefined;
  let closeServer: (() => Promise<void>) | undefined;

  // A second launch brings the running window forward instead of opening another station.
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // A station is its window: closing it quits, on every platform.
  app.on('window-all-closed', () => app.quit());

  // Set once the app is really leaving (signal, technician chord), so the kiosk's window
  // may close then and only then.
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });

  // A service manager's stop (systemd, Windows shutdown) takes the same clean path.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());

  // Filled once the readers run.
  const running: { stopHardware?: () => Promise<void> } = {};
  // Stop the embedded server (and its database), then the readers, printers and journal,
  // each within its limit (station-quit.ts), before the process ends.
  let stopped = false;
  app.on('before-quit', (event) => {
    if (stopped) return;
    stopped = true;
    event.preventDefault();
    void quitStation({ closeServer, stopHardware: running.stopHardware, log }).finally(() => app.quit());
  });

  await app.whenReady();
  log(`Doca ${app.getVersion()} starting; log file ${logFilePath(app.getPath('userData'))}`);

  const keychain = keychainCodec();
  const store = openStationStore(keychain, log);
  if (!keychain.available()) log('sem cofre de senhas do sistema: a chave da estação fica em station.json sem proteção');
  const settings = resolveStationSettings(store.read(), process.env);
  if (!settings.ok) fail('configuração da estação inválida', `${settings.problem}\n\nArquivo: ${store.path}`);
  const { role } = settings.settings;
  applyStartAtLogin(role);
  const plan = planServer(settings.settings);
  const resources = locateAppResources(app.getAppPath());

  const status = createServerStatusFeed(plan.kind === 'embedded' ? { state: 'starting' } : { state: 'running', url: plan.url });
  let serverUrl: string;
  if (plan.kind === 'embedded') {
    // Loaded only here, so the other roles never load the server and its database.
    const { startServer, configFromEnv } = await import('../server/start');
    // A packaged station is a real centre's: no demo unless its environment asks (SEED_DEMO).
    const env = app.isPackaged ? { NODE_ENV: 'production', ...process.env } : process.env;
    const config = embeddedServerConfig({ plan, env, userDataDir: app.getPath('userData'), resources, configFromEnv, log });
    try {
      const server = await startEmbeddedServer({ config, startServer, status });
      closeServer = server.close;
      serverUrl = server.url;
      log(`embedded server at ${serverUrl}`);
    } catch (error) {
      fail('o servidor não iniciou', error instanceof Error ? error.message : String(error));
    }
  } else {
    serverUrl = plan.url;
  }

  const startUrl = chooseStartUrl({ serverUrl, devServerUrl });
  const isTrustedUrl = createTrustedUrlCheck([startUrl]);
  applySecurity(app, session.defaultSession, { isTrustedUrl, devServer: devServerUrl !== undefined, log });

  const stationInfo = (): StationInfo => ({
    appVersion: app.getVersion(),
    platform: process.platform,
    role,
    serverUrl,
    embeddedServer: plan.kind === 'embedded',
    serverStatus: status.current(),
    keySealed: keychain.available(),
  });
  // Settings saved from the screen are stored without the environment's overrides.
  const stored = resolveStationSettings(store.read());
  const hardware = await startStationHardware({
    settings: stored.ok ? stored.settings : settings.settings,
    role,
    serverUrl,
    store: (next) => store.write(next),
    readerDrivers: {
      createSerialPort: (options) => new SerialPort(options),
      openHid: (vendorId, productId) => HIDAsync.open(vendorId, productId),
    },
    listers: { listSerial: () => SerialPort.list(), listHid: () => devicesAsync(), listUsbPrinters: () => listUsbPrinters() },
    printerDrivers: { createSerialPort: (options) => new SerialPort(options) },
    dataDir: app.getPath('userData'),
    log,
  });
  running.stopHardware = hardware.stop;
  const restartApp = () => {
    log('restarting on request of the station screen');
    app.relaunch();
    app.quit();
  };
  registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo: stationInfo, restartApp, hardware });

  const windowState = openWindowStateStore();
  const restored = role === 'conveyor-kiosk' ? undefined : restorableState(windowState.read(), screen.getAllDisplays().map((d) => d.workArea));
  if (!keepsApplicationMenu(role)) Menu.setApplicationMenu(null);
  const webPreferences = buildWebPreferences({ preloadPath: resources.preloadPath, devTools: !app.isPackaged });
  const window = new BrowserWindow({ ...buildWindowOptions({ role, webPreferences }), ...(restored && { x: restored.x, y: restored.y, width: restored.width, height: restored.height }) });
  mainWindow = window;
  const contents = window.webContents;
  const stopForwarding = [
    forwardServerStatus(status, contents, isTrustedUrl),
    forwardEvents(hardware.scans.subscribe, BRIDGE_CHANNELS.scan, contents, isTrustedUrl),
    forwardEvents(hardware.readerStatus.subscribe, BRIDGE_CHANNELS.readerStatus, contents, isTrustedUrl),
    forwardEvents(hardware.conveyorLink.subscribe, BRIDGE_CHANNELS.conveyorLink, contents, isTrustedUrl),
  ];
  if (role === 'conveyor-kiosk') {
    contents.on('before-input-event', (event, input) => {
      const action = kioskKeyAction(input);
      if (action === 'allow') return;
      event.preventDefault();
      if (action === 'quit') {
        log('kiosk closed with the technician chord');
        app.quit();
      }
    });
  }
  window.on('close', (event) => {
    if (role === 'conveyor-kiosk') {
      // Alt+F4 or a window manager's close: the belt's screen stays up.
      if (!quitting) event.preventDefault();
      return;
    }
    windowState.write({ ...window.getNormalBounds(), maximized: window.isMaximized() });
  });
  window.on('closed', () => {
    for (const stop of stopForwarding) stop();
    mainWindow = undefined;
  });
  window.once('ready-to-show', () => {
    // A desk opens where it was left; a first start (or a kiosk) fills the screen.
    if (role !== 'conveyor-kiosk' && (!restored || restored.maximized)) window.maximize();
    window.show();
  });
  keepPageLoaded(window.webContents, startUrl, { log });
  logPageErrors(window.webContents, log);
  await window.loadURL(startUrl).catch((error: unknown) => log(`first load failed: ${String(error)}`));
}

if (app.requestSingleInstanceLock()) {
  run().catch((error: unknown) => {
    log(`startup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    app.exit(1);
  });
} else {
  app.quit();
}
