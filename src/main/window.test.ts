import type { WebContents, WebPreferences } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildWindowOptions, chooseStartUrl, keepPageLoaded, keepsApplicationMenu, logPageErrors } from './window';

const webPreferences: WebPreferences = { contextIsolation: true, sandbox: true, nodeIntegration: false };

describe('buildWindowOptions', () => {
  it('puts only the conveyor kiosk in kiosk mode', () => {
    expect(buildWindowOptions({ role: 'conveyor-kiosk', webPreferences }).kiosk).toBe(true);
    for (const role of ['all-in-one', 'fixed-reader', 'supervisor'] as const) {
      expect(buildWindowOptions({ role, webPreferences }).kiosk).toBe(false);
    }
  });

  it('passes the given webPreferences through untouched', () => {
    expect(buildWindowOptions({ role: 'supervisor', webPreferences }).webPreferences).toBe(webPreferences);
  });
});

describe('keepsApplicationMenu', () => {
  it('takes the menu and its accelerators away from the conveyor kiosk only', () => {
    expect(keepsApplicationMenu('conveyor-kiosk')).toBe(false);
    for (const role of ['all-in-one', 'fixed-reader', 'supervisor'] as const) expect(keepsApplicationMenu(role)).toBe(true);
  });
});

describe('chooseStartUrl', () => {
  it('opens the server web app, or the dev server in development', () => {
    expect(chooseStartUrl({ serverUrl: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(chooseStartUrl({ serverUrl: 'http://127.0.0.1:3000', devServerUrl: 'http://localhost:5173' })).toBe('http://localhost:5173');
  });
});

describe('keepPageLoaded', () => {
  function setup() {
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const contents = {
      on: (name: string, listener: (...args: unknown[]) => void) => listeners.set(name, listener),
      loadURL: vi.fn(async () => {}),
      reload: vi.fn(),
    };
    const timers: Array<() => void> = [];
    keepPageLoaded(contents as unknown as WebContents, 'http://10.0.0.2:3000', {
      setTimer: (run) => timers.push(run),
    });
    return { emit: (name: string, ...args: unknown[]) => listeners.get(name)?.(...args), contents, timers };
  }

  it('retries the start URL when the main frame fails to load', () => {
    const { emit, contents, timers } = setup();
    emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', 'http://10.0.0.2:3000/', true);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(contents.loadURL).toHaveBeenCalledWith('http://10.0.0.2:3000');
  });

  it('ignores aborted loads and subframes', () => {
    const { emit, timers } = setup();
    emit('did-fail-load', {}, -3, 'ERR_ABORTED', 'http://10.0.0.2:3000/', true);
    emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', 'http://10.0.0.2:3000/frame', false);
    expect(timers).toHaveLength(0);
  });

  it('reloads after a crash, not after a clean exit', () => {
    const { emit, contents } = setup();
    emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(contents.reload).not.toHaveBeenCalled();
    emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    expect(contents.reload).toHaveBeenCalledTimes(1);
  });
});

describe('logPageErrors', () => {
  it("writes the page's console errors to the station log, and nothing else", () => {
    let listener: ((event: Record<string, unknown>) => void) | undefined;
    const contents = { on: (_name: string, handler: (event: Record<string, unknown>) => void) => (listener = handler) };
    const lines: string[] = [];
    logPageErrors(contents as unknown as WebContents, (line) => lines.push(line));
    listener?.({ level: 'info', message: 'carregado', sourceId: 'app.js', lineNumber: 1 });
    listener?.({ level: 'error', message: '[doca] a página falhou ao abrir /painel/pedidos/1', sourceId: 'app.js', lineNumber: 9 });
    expect(lines).toEqual(['page error: [doca] a página falhou ao abrir /painel/pedidos/1 (app.js:9)']);
  });
});
