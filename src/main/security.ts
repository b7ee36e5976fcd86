// Every window's security settings in one place. Nothing here is ever loosened for tests or
// development except the CSP's inline scripts under the Vite dev server (see
// content-security-policy.ts). Electron objects arrive as parameters so the unit tests can
// drive these guards with fakes.
import type { App, Session, WebContents, WebPreferences } from 'electron';
import { buildContentSecurityPolicy } from '../shared/content-security-policy';
import { originOf, type UrlCheck } from './trusted-url';

export interface WebPreferencesOptions {
  /** Absolute path of the bundled CommonJS preload (out/preload/index.cjs). */
  preloadPath: string;
  /** DevTools in development builds only; a floor station's user has no use for them. */
  devTools: boolean;
}

export function buildWebPreferences({ preloadPath, devTools }: WebPreferencesOptions): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    // Typing on a kiosk is order numbers and codes; spell-check only adds noise.
    spellcheck: false,
    devTools,
  };
}

export interface SecurityOptions {
  isTrustedUrl: UrlCheck;
  /** The page comes from the Vite dev server (development only). */
  devServer: boolean;
  log?: (message: string) => void;
}

/** Keeps one webContents on the app's own pages: no foreign navigation, popups or webviews. */
export function guardWebContents(contents: WebContents, { isTrustedUrl, log = () => {} }: SecurityOptions): void {
  const blockUntrusted = (event: { url: string; preventDefault(): void }, what: string) => {
    if (isTrustedUrl(event.url)) return;
    event.preventDefault();
    log(`blocked ${what} to ${event.url}`);
  };
  contents.on('will-navigate', (event) => blockUntrusted(event, 'navigation'));
  contents.on('will-frame-navigate', (event) => blockUntrusted(event, 'frame navigation'));
  contents.on('will-redirect', (event) => blockUntrusted(event, 'redirect'));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('blocked a <webview>');
  });
  // New windows are never opened, not even for trusted URLs: a station has one window.
  contents.setWindowOpenHandler(({ url }) => {
    log(`blocked window.open of ${url}`);
    return { action: 'deny' };
  });
}

/**
 * The one permission the app's pages get: the camera (pickers scan codes with it), asked
 * by the app's own origin, video only. Microphone, notifications, WebHID/WebSerial/WebUSB,
 * geolocation and everything asked by any other origin are refused: readers and printers
 * belong to the main process (src/main/devices, src/main/printers).
 */
export function mayUseCamera(
  isTrustedUrl: UrlCheck,
  permission: string,
  requestingUrl: string | undefined,
  mediaTypes: readonly string[] | undefined,
): boolean {
  if (permission !== 'media' || !requestingUrl || !isTrustedUrl(requestingUrl)) return false;
  return mediaTypes !== undefined && mediaTypes.length > 0 && mediaTypes.every((type) => type === 'video');
}

/** Refuses every permission and device request but the camera, and adds the CSP to the app's pages. */
export function guardSession(session: Session, { isTrustedUrl, devServer }: SecurityOptions): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(mayUseCamera(isTrustedUrl, permission, details.requestingUrl, mediaTypes));
  });
  // Checks carry one media type; a check for the camera from the app passes, so the page
  // can tell whether a camera may be offered before asking.
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const mediaType = 'mediaType' in details ? details.mediaType : undefined;
    return mayUseCamera(isTrustedUrl, permission, requestingOrigin, mediaType ? [mediaType] : undefined);
  });
  session.setDevicePermissionHandler(() => false);

  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isTrustedUrl(details.url)) {
      callback({});
      return;
    }
    // Added next to any policy the server sends: the browser enforces both.
    const policy = buildContentSecurityPolicy({ pageOrigin: originOf(details.url), devServer });
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}

/** Guards the session and every webContents the app will ever create. Call before any window. */
export function applySecurity(app: App, session: Session, options: SecurityOptions): void {
  guardSession(session, options);
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, options));
}
