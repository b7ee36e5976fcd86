// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then Debian's package, then
// Playwright's own download. Shared by ensure-chromium.mjs and playwright.config.ts.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const { chromium } = require('@playwright/test');
    candidates.push(chromium.executablePath());
  } catch {
    // @playwright/test not installed: only the system candidates remain.
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** Flags this machine kind needs: no sandbox as root, no GPU, no calls to the outside. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
