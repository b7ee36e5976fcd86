// The Electron main process: one instance, one window, and the embedded server on an
// all-in-one station. This file only wires Electron to the plain modules next to it
// (settings, security, IPC, server, window), which hold the logic and its tests.
import { app, BrowserWindow, dialog, ipcMain, session } from 'electron';
import type { StationInfo } from '../shared/bridge';
import { embeddedServerConfig, planServer, startEmbeddedServer } from './embedded-server';
import { forwardServerStatus, registerStationIpc } from './ipc';
import { locateAppResources } from './resource-paths';
import { applySecurity, buildWebPreferences } from './security';
import { createServerStatusFeed } from './server-status';
import { resolveStationSettings } from './station';
import { openStationStore } from './station-store';
import { createTrustedUrlCheck } from './trusted-url';
import { buildWindowOptions, chooseStartUrl, keepPageLoaded } from './window';

const log = (message: string) => console.log(`[doca] ${message}`);

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

  // A service manager's stop (systemd, Windows shutdown) takes the same clean path.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());

  // Stop the embedded server (and its database) before the process ends.
  app.on('before-quit', (event) => {
    const close = closeServer;
    if (!close) return;
    closeServer = undefined;
    event.preventDefault();
    close()
      .catch((error: unknown) => log(`server did not close cleanly: ${String(error)}`))
      .finally(() => app.quit());
  });

  await app.whenReady();

  const store = openStationStore();
  const settings = resolveStationSettings(store.read(), process.env);
  if (!settings.ok) fail('configuração da estação inválida', `${settings.problem}\n\nArquivo: ${store.path}`);
  const { role } = settings.settings;
  const plan = planServer(settings.settings);
  const resources = locateAppResources(app.getAppPath());

  const status = createServerStatusFeed(plan.kind === 'embedded' ? { state: 'starting' } : { state: 'running', url: plan.url });
  let serverUrl: string;
  if (plan.kind === 'embedded') {
    // Loaded only here, so the other roles never load the server and its database.
    const { startServer, configFromEnv } = await import('../server/start');
    const config = embeddedServerConfig({ plan, env: process.env, userDataDir: app.getPath('userData'), resources, configFromEnv });
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
  });
  registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo: stationInfo });

  const webPreferences = buildWebPreferences({ preloadPath: resources.preloadPath, devTools: !app.isPackaged });
  const window = new BrowserWindow(buildWindowOptions({ role, webPreferences }));
  mainWindow = window;
  const stopForwarding = forwardServerStatus(status, window.webContents, isTrustedUrl);
  window.on('closed', () => {
    stopForwarding();
    mainWindow = undefined;
  });
  window.once('ready-to-show', () => {
    if (role !== 'conveyor-kiosk') window.maximize();
    window.show();
  });
  keepPageLoaded(window.webContents, startUrl, { log });
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
