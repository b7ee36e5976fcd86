// The station's life as an Electron app: one instance whose second launch brings the window
// forward, a window whose close quits, a service manager's stop taking the same path, and a
// quit that first stops the embedded server, the readers, printers and journal, each within
// its limit (station-quit.ts), before the process ends.
import type { App, BrowserWindow } from 'electron';
import { quitStation } from './station-quit';

export interface StationLifecycle {
  /** True once the app is really leaving (signal, technician chord): the kiosk's window may close. */
  quitting(): boolean;
  /** The window the second launch brings forward. */
  setWindow(window: BrowserWindow | undefined): void;
  /** What the quit stops, set as each part starts. */
  stops: { closeServer?: () => Promise<void>; stopHardware?: () => Promise<void> };
}

export function manageLifecycle(app: App, log: (line: string) => void): StationLifecycle {
  let window: BrowserWindow | undefined;
  let quitting = false;
  let stopped = false;
  const stops: StationLifecycle['stops'] = {};

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  // A station is its window: closing it quits, on every platform.
  app.on('window-all-closed', () => app.quit());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());
  app.on('before-quit', (event) => {
    quitting = true;
    if (stopped) return;
    stopped = true;
    event.preventDefault();
    void quitStation({ closeServer: stops.closeServer, stopHardware: stops.stopHardware, log }).finally(() => app.quit());
  });

  return {
    quitting: () => quitting,
    setWindow: (next) => {
      window = next;
    },
    stops,
  };
}
