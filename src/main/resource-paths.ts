// Where the built app's files are, from Electron's app path alone:
//   packaged:     <install>/resources/app.asar   (electron-builder packs out/** there)
//   development:  the repository root            (electron-vite dev / `electron .`)
// Both hold the same `out/` tree written by `electron-vite build`:
//   out/main/index.js          this process
//   out/main/migrations/       the SQL migrations, copied from src/server/db/migrations
//                              by the copy step in electron.vite.config.ts
//   out/preload/index.cjs      the sandboxed preload
//   out/renderer/              the web app the embedded server serves
// Files inside app.asar are read through Electron's patched fs, which the migrator
// (readFileSync) and @fastify/static (stat + read streams) use, so nothing needs
// unpacking for them.
import { join } from 'node:path';

export interface AppResources {
  rendererDir: string;
  migrationsFolder: string;
  preloadPath: string;
}

export function locateAppResources(appPath: string): AppResources {
  const out = join(appPath, 'out');
  return {
    rendererDir: join(out, 'renderer'),
    migrationsFolder: join(out, 'main', 'migrations'),
    preloadPath: join(out, 'preload', 'index.cjs'),
  };
}
