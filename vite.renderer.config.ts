// The renderer's Vite config, shared by electron-vite (desktop build) and the plain web
// build the server serves to tablets and browsers. Both write to out/renderer.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { build, type Plugin, type UserConfig } from 'vite';
import { appPreloads } from './tools/vite-app-preloads';
import { buildId } from './tools/vite-build-id';
import { stalePageRescue } from './tools/vite-stale-page';
import { compileHints } from './tools/vite-compile-hints';
import { firstScreenBuild } from './tools/vite-first-screen';
import { zodStandIn } from './tools/vite-zod-stand-in';

const root = resolve(import.meta.dirname, 'src/renderer');
const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(root, 'src'),
};
const zodStandInFile = resolve(root, 'src/api/zod-stand-in.ts');

/**
 * electron-vite rewrites the renderer's base to './' for file:// windows. Doca's window loads
 * the app from its server (embedded or the centre's) like any browser, and deep links such as
 * /painel/dashboard need absolute asset paths, so the base is put back to '/' last.
 */
function absoluteBase(): Plugin {
  return { name: 'doca:absolute-base', enforce: 'post', config: () => ({ base: '/' }) };
}

export const rendererConfig: UserConfig = {
  root,
  // Absolute asset paths: the browser router serves index.html for deep paths like /painel/x.
  base: '/',
  // Tablets load the app over the centre's Wi-Fi: the server sends these brotli and gzip
  // copies to browsers that accept them (preCompressed in http/web-app.ts), the camera
  // decoder's wasm included. Brotli at its best quality (11): 21 kB (7%) fewer than quality 9
  // on the picking screen's first load, about 0.1 s of a 1.6 Mb/s Wi-Fi, for a few seconds
  // more of build (bench/first-load.ts).
  plugins: [
    react(),
    // No zod in production: the renderer checks no schema there (src/api/zod-stand-in.ts).
    zodStandIn(zodStandInFile),
    absoluteBase(),
    appPreloads('src/renderer/src/main.tsx'),
    buildId(),
    stalePageRescue(),
    compileHints(),
    compression({
      include: /\.(html|css|js|mjs|svg|json|wasm)$/,
      threshold: 1024,
      algorithms: ['gzip', defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })],
    }),
    // The picking screen the server draws for a picker's tablet, built for Node beside this build.
    firstScreenBuild(
      {
        root,
        entry: resolve(root, 'src/first-screen/render-on-server.tsx'),
        outDir: resolve(import.meta.dirname, 'out/first-screen'),
        alias,
        plugins: [react(), zodStandIn(zodStandInFile)],
        zustandOnServer: resolve(root, 'src/first-screen/zustand-on-server.ts'),
      },
      build,
    ),
  ],
  resolve: { alias },
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    // electron-vite leaves the renderer unminified by default (1.1 MB entry instead of about
    // 0.5 MB), and the station's embedded server sends this same build to the tablets.
    minify: true,
    // Tablets run whatever browser they shipped with, not the station's Electron (electron-vite
    // would target its Chrome): the syntax of 2020 and the CSS of browsers from 2022 on.
    target: 'es2020',
    cssTarget: ['chrome100', 'safari15', 'firefox100'],
    emptyOutDir: true,
    rollupOptions: {
      input: resolve(root, 'index.html'),
      output: {
        codeSplitting: {
          groups: [
            // The UI kit every screen stands on, in one file instead of some forty small ones:
            // over a weak Wi-Fi each request costs a round trip, and HTTP/1.1 asks six at a time.
            { name: 'ui', test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API and sockets live on the Doca server (npm run server).
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
};

export default rendererConfig;
