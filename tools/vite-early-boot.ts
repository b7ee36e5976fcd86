// Writes index.html's one inline script (src/shared/early-boot.ts) at the top of its head,
// right after the charset (which must stay in the first 1,024 bytes): it starts the first
// screen's calls before the app's first module has come from the cache. Its text is fixed,
// and the Content-Security-Policy allows exactly that text by its hash.
import type { Plugin } from 'vite';
import { EARLY_BOOT_SCRIPT } from '../src/shared/early-boot';

const CHARSET = /<meta charset="UTF-8"\s*\/?>/i;

export function withEarlyBoot(html: string): string {
  if (!CHARSET.test(html)) throw new Error('index.html has no <meta charset="UTF-8">: the early calls go right after it');
  return html.replace(CHARSET, (charset) => `${charset}\n    <script>${EARLY_BOOT_SCRIPT}</script>`);
}

export function earlyBoot(): Plugin {
  return { name: 'doca:early-boot', transformIndexHtml: { order: 'pre', handler: withEarlyBoot } };
}
