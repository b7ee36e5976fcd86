// `npm start`: the all-in-one. Builds what is out of date, then opens the Electron window
// (which starts the server in-process) when Electron's binary is installed, or else runs
// the server alone and prints the address to open in a browser. PORT, DATA_DIR and
// DATABASE_URL are honoured either way. It also runs the demo centre's label printer on
// 127.0.0.1:9100 (tools/demo-printer.ts), so picking a demo order to the end prints.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** The Electron executable, or undefined when only the package (no binary) is installed. */
function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const electron = electronBinary();
const sources = Math.max(newestMtime('src/renderer'), newestMtime('src/shared'), newestMtime('src/main'), newestMtime('src/preload'));
const built = Math.min(newestMtime('out/renderer/index.html'), electron ? newestMtime('out/main/index.js') : Infinity);
if (built < sources) {
  console.log('[doca] building the app (first start or sources changed)...');
  execSync(electron ? 'npx electron-vite build' : 'npm run build:web', { stdio: 'inherit' });
}

const env = { ...process.env, PORT: process.env.PORT ?? '3000' };
const { startDemoPrinter } = await tsImport('../tools/demo-printer.ts', import.meta.url);
await startDemoPrinter({ log: (line) => console.log(`[doca] ${line}`) });
const child = electron
  ? spawn(electron, ['.'], { stdio: 'inherit', env })
  : spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit', env });
if (!electron) console.log('[doca] Electron is not installed here; open the address below in a browser.');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
