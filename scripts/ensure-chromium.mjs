// Makes sure a Chromium exists for Playwright on a fresh machine: Playwright's own download
// where the network allows it, Debian's `chromium` package where it does not.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

function run(command) {
  console.log(`[doca] ${command}`);
  execSync(command, { stdio: 'inherit', timeout: 15 * 60 * 1000 });
}

function asRoot(command) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? command : `sudo -n ${command}`;
}

let found = findChromium();
if (!found) {
  try {
    run('npx playwright install chromium');
  } catch {
    console.log('[doca] Playwright could not download its Chromium; installing Debian\'s chromium package');
  }
  found = findChromium();
}
if (!found) {
  run(asRoot('apt-get update'));
  run(asRoot('env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'));
  found = findChromium();
}
if (!found) {
  console.error('[doca] no Chromium found or installable; set CHROMIUM_PATH to a Chromium executable');
  process.exit(1);
}
console.log(`[doca] Chromium: ${found}`);
