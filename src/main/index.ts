// The Electron main process: one instance, one window, and the embedded server on an
// all-in-one station. This file only wires Electron to the modules next to it: the app's
// lifecycle (app-lifecycle.ts), the settings, security, IPC and server, and the window
// (station-window.ts); the plain ones hold the logic and its tests.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { app, dialog, ipcMain, session } from 'electron';
import { HIDAsync, devicesAsync } from 'node-hid';
import { SerialPort } from 'serialport';
import type { StationInfo, StationRole } from '../shared/bridge';
import { manageLifecycle, type StationLifecycle } from './app-lifecycle';
import { embeddedServerConfig, planServer, startEmbeddedServer, type ServerPlan } from './embedded-server';
import { registerStationIpc } from './ipc';
import { listUsbPrinters } from './printers/usb-printer';
import { createFileLog, logFilePath } from './log-file';
import { applyLinuxAutostart, startsAtLogin } from './login-item';
import { locateAppResources, type AppResources } from './resource-paths';
import { applySecurity, buildWebPreferences } from './security';
import { createServerStatusFeed, type ServerStatusFeed } from './server-status';
import { resolveStationSettings } from './station';
import { startStationHardware } from './station-hardware';
import { keychainCodec, openStationStore } from './station-store';
import { createTrustedUrlCheck } from './trusted-url';
import { openStationWindow } from './station-window';
import { chooseStartUrl } from './window';

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

/** The server this station talks to: its own embedded one, or the centre's. */
async function startServerFor(plan: ServerPlan, resources: AppResources, status: ServerStatusFeed, lifecycle: StationLifecycle): Promise<string> {
  if (plan.kind !== 'embedded') return plan.url;
  // Loaded only here, so the other roles never load the server and its database.
  const { startServer, configFromEnv } = await import('../server/start');
  // A packaged station is a real centre's: no demo unless its environment asks (SEED_DEMO).
  const env = app.isPackaged ? { NODE_ENV: 'production', ...process.env } : process.env;
  const config = embeddedServerConfig({ plan, env, userDataDir: app.getPath('userData'), resources, configFromEnv, log });
  try {
    const server = await startEmbeddedServer({ config, startServer, status });
    lifecycle.stops.closeServer = server.close;
    log(`embedded server at ${server.url}`);
    return server.url;
  } catch (error) {
    fail('o servidor não iniciou', error instanceof Error ? error.message : String(error));
  }
}

async function run(): Promise<void> {
  const lifecycle = manageLifecycle(app, log);
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
  const serverUrl = await startServerFor(plan, resources, status, lifecycle);

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
  lifecycle.stops.stopHardware = hardware.stop;
  const restartApp = () => {
    log('restarting on request of the station screen');
    app.relaunch();
    app.quit();
  };
  registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo: stationInfo, restartApp, hardware });

  const window = openStationWindow({
    role,
    startUrl,
    webPreferences: buildWebPreferences({ preloadPath: resources.preloadPath, devTools: !app.isPackaged }),
    isTrustedUrl,
    status,
    hardware,
    quitting: lifecycle.quitting,
    quit: () => app.quit(),
    onClosed: () => lifecycle.setWindow(undefined),
    log,
  });
  lifecycle.setWindow(window);
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
