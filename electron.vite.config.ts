// Desktop build: main and preload for Node/Electron, the renderer shared with the web build.
// Everything lands in out/, which electron-builder packs into app.asar; the main process
// finds its files there from app.getAppPath() (src/main/resource-paths.ts).
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererConfig } from './vite.renderer.config';

/**
 * The embedded server runs its SQL migrations at start, so the main build carries them:
 * src/server/db/migrations -> out/main/migrations (read from app.asar in a packaged app).
 */
function copyMigrations(): Plugin {
  const source = resolve(import.meta.dirname, 'src/server/db/migrations');
  return {
    name: 'doca:copy-migrations',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) throw new Error('doca:copy-migrations needs build.outDir');
      cpSync(source, join(options.dir, 'migrations'), { recursive: true });
    },
  };
}

export default defineConfig({
  main: {
    plugins: [copyMigrations()],
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be a single CommonJS file.
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: rendererConfig,
});
