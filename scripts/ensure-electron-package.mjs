// Electron is optional: on machines where its binary cannot be downloaded, npm drops the
// whole package when its install script fails. The typecheck and electron-vite still need
// the package and its types, so reinstall it without the binary. Nothing to do when the
// package is already present (with or without its binary).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = require('../package.json');
if (existsSync(new URL('../node_modules/electron/package.json', import.meta.url))) process.exit(0);
const spec = `electron@${pkg.optionalDependencies.electron}`;
console.log(`[doca] electron's binary is not available here; installing ${spec} without it`);
try {
  execSync(`npm install --no-save --ignore-scripts --no-audit --no-fund ${spec}`, {
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1', npm_config_ignore_scripts: 'true' },
  });
} catch {
  console.warn('[doca] could not install the electron package; the desktop window will not be available');
}
