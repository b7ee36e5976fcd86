import type { App, Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { applySecurity, buildWebPreferences, guardSession, guardWebContents, type SecurityOptions } from './security';
import { createTrustedUrlCheck } from './trusted-url';

type Listener = (...args: unknown[]) => unknown;

/** Records `on(...)` listeners so a test can emit events by name. */
function fakeEmitter() {
  const listeners = new Map<string, Listener[]>();
  return {
    on(name: string, listener: Listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return this;
    },
    emit(name: string, ...args: unknown[]) {
      for (const listener of listeners.get(name) ?? []) listener(...args);
    },
  };
}

function fakeContents() {
  let windowOpenHandler: Listener | undefined;
  const contents = {
    ...fakeEmitter(),
    setWindowOpenHandler: (handler: Listener) => (windowOpenHandler = handler),
    openWindow: (url: string) => windowOpenHandler?.({ url }),
  };
  return contents;
}

function fakeSession() {
  const handlers: Record<string, Listener> = {};
  const session = {
    setPermissionRequestHandler: (h: Listener) => (handlers.request = h),
    setPermissionCheckHandler: (h: Listener) => (handlers.check = h),
    setDevicePermissionHandler: (h: Listener) => (handlers.device = h),
    webRequest: { onHeadersReceived: (h: Listener) => (handlers.headers = h) },
  };
  return { session, handlers };
}

const options: SecurityOptions = {
  isTrustedUrl: createTrustedUrlCheck(['http://127.0.0.1:3000']),
  devServer: false,
};

function navigation(url: string) {
  return { url, preventDefault: vi.fn() };
}

describe('buildWebPreferences', () => {
  const preferences = buildWebPreferences({ preloadPath: '/app/out/preload/index.cjs', devTools: false });

  it('isolates the page from Node and Electron', () => {
    expect(preferences.contextIsolation).toBe(true);
    expect(preferences.sandbox).toBe(true);
    expect(preferences.nodeIntegration).toBe(false);
    expect(preferences.nodeIntegrationInSubFrames).toBe(false);
    expect(preferences.nodeIntegrationInWorker).toBe(false);
    expect(preferences.webviewTag).toBe(false);
  });

  it('keeps web security on', () => {
    expect(preferences.webSecurity).toBe(true);
    expect(preferences.allowRunningInsecureContent).toBe(false);
  });

  it('uses the given preload and devTools choice', () => {
    expect(preferences.preload).toBe('/app/out/preload/index.cjs');
    expect(preferences.devTools).toBe(false);
    expect(buildWebPreferences({ preloadPath: 'x', devTools: true }).devTools).toBe(true);
  });
});

describe('guardWebContents', () => {
  function guarded() {
    const contents = fakeContents();
    guardWebContents(contents as unknown as WebContents, options);
    return contents;
  }

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('%s: stays on the app origin', (name) => {
    const contents = guarded();
    const inside = navigation('http://127.0.0.1:3000/panel');
    const outside = navigation('https://evil.example/');
    contents.emit(name, inside);
    contents.emit(name, outside);
    expect(inside.preventDefault).not.toHaveBeenCalled();
    expect(outside.preventDefault).toHaveBeenCalled();
  });

  it('denies every new window, trusted or not', () => {
    const contents = guarded();
    expect(contents.openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.openWindow('http://127.0.0.1:3000/other')).toEqual({ action: 'deny' });
  });

  it('refuses webviews', () => {
    const contents = guarded();
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('guardSession', () => {
  function guarded(devServer = false) {
    const { session, handlers } = fakeSession();
    guardSession(session as unknown as Session, { ...options, devServer });
    return handlers;
  }

  it('refuses permission requests, checks and devices', () => {
    const handlers = guarded();
    for (const permission of ['media', 'notifications', 'hid', 'serial']) {
      const callback = vi.fn();
      handlers.request?.({}, permission, callback, { requestingUrl: 'http://127.0.0.1:3000/' });
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.check?.({}, permission, 'http://127.0.0.1:3000', {})).toBe(false);
    }
    expect(handlers.device?.({ deviceType: 'hid' })).toBe(false);
  });

  it('lets the app origin, and only it, use the camera (video without microphone)', () => {
    const handlers = guarded();
    const ask = (requestingUrl: string, mediaTypes: string[]) => {
      const callback = vi.fn();
      handlers.request?.({}, 'media', callback, { requestingUrl, mediaTypes });
      return callback.mock.calls[0]?.[0] as boolean;
    };
    expect(ask('http://127.0.0.1:3000/operacao/separacao', ['video'])).toBe(true);
    expect(ask('http://127.0.0.1:3000/', ['video', 'audio'])).toBe(false);
    expect(ask('http://127.0.0.1:3000/', ['audio'])).toBe(false);
    expect(ask('http://127.0.0.1:3000/', [])).toBe(false);
    expect(ask('https://evil.example/', ['video'])).toBe(false);
    expect(handlers.check?.({}, 'media', 'http://127.0.0.1:3000', { mediaType: 'video' })).toBe(true);
    expect(handlers.check?.({}, 'media', 'https://evil.example', { mediaType: 'video' })).toBe(false);
  });

  it('adds the CSP to app pages and keeps their other headers', () => {
    const handlers = guarded();
    const callback = vi.fn();
    handlers.headers?.({ url: 'http://127.0.0.1:3000/', responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    const { responseHeaders } = callback.mock.calls[0]?.[0] as { responseHeaders: Record<string, string[]> };
    expect(responseHeaders['Content-Type']).toEqual(['text/html']);
    expect(responseHeaders['Content-Security-Policy']?.[0]).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*'){2}(;|$)/);
  });

  it('leaves foreign responses untouched', () => {
    const handlers = guarded();
    const callback = vi.fn();
    handlers.headers?.({ url: 'https://cdn.example/x.js', responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({});
  });
});

describe('applySecurity', () => {
  it('guards every webContents created later', () => {
    const app = fakeEmitter();
    const { session } = fakeSession();
    applySecurity(app as unknown as App, session as unknown as Session, options);
    const contents = fakeContents();
    app.emit('web-contents-created', {}, contents);
    const outside = navigation('file:///etc/passwd');
    contents.emit('will-navigate', outside);
    expect(outside.preventDefault).toHaveBeenCalled();
  });
});
