// The Content-Security-Policy of the app's pages: the server sends it with everything it
// serves (tablets' browsers) and the station's main process adds it to the pages it shows
// (Electron), from this one function. The page is the Doca web app served from one origin
// (API, sockets and assets together), so nearly everything is 'self'. Mantine writes <style>
// tags at run time, hence 'unsafe-inline' for styles only. Two inline scripts run, each
// allowed by its hash, both fixed texts: the one that reloads a page kept from a build whose
// files are gone (contract/web-build.ts, first in every page), and the one that keeps a
// reader's codes on the picking screen the server draws until the app takes over
// (first-screen.ts). Under the Vite dev server any inline script does, for its React refresh
// preamble (development builds only, never packaged).
import { createHash } from 'node:crypto';
import { STALE_PAGE_SCRIPT } from './contract/web-build';
import { EARLY_SCANS_SCRIPT } from './first-screen';

/** CSP's source expression for an inline script of exactly this text. */
export function inlineScriptSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface CspOptions {
  /**
   * Origin of the page the policy is for, e.g. http://127.0.0.1:3000. The server does not
   * know the address tablets use: without it, 'self' alone allows the same-origin socket.
   */
  pageOrigin?: string;
  /** Vite dev server only. */
  devServer?: boolean;
}

/** ws(s):// form of an http(s) origin: socket.io and Vite HMR connect there. */
function socketOrigin(pageOrigin: string): string {
  return pageOrigin.replace(/^http/, 'ws');
}

export function buildContentSecurityPolicy({ pageOrigin, devServer = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly only (never JS eval): the camera's code reader
    // (ZXing, barcode-detector) where the browser has no BarcodeDetector.
    // A hash beside 'unsafe-inline' would turn it off: the dev server's list has none.
    'script-src': devServer ? ["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"] : ["'self'", "'wasm-unsafe-eval'", inlineScriptSource(STALE_PAGE_SCRIPT), inlineScriptSource(EARLY_SCANS_SCRIPT)],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for generated QR codes and inline icons, blob: for label previews.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // Scan feedback sounds may be bundled as data: URLs.
    'media-src': ["'self'", 'data:', 'blob:'],
    // 'self' covers same-origin websockets in current Chromium; the explicit origin keeps
    // socket.io working regardless.
    'connect-src': pageOrigin ? ["'self'", socketOrigin(pageOrigin)] : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
