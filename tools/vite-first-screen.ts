// A Vite plugin: once the renderer's web build is written, the same sources are built again
// for Node, from src/first-screen/render-on-server.tsx, into out/first-screen/render.js: the
// server draws a picker's picking screen with it (server/http/first-screen.ts). One file with
// every package inside, so the packaged app (whose node_modules hold no React nor Mantine)
// runs it too; beside out/renderer, not in it, so the server never serves it as an asset.
import type { InlineConfig, Plugin, PluginOption, build } from 'vite';

export interface FirstScreenBuild {
  /** The renderer's root (src/renderer). */
  root: string;
  entry: string;
  outDir: string;
  alias: Record<string, string>;
  /** The browser build's plugins that change what the code means (React's JSX, the zod stand-in). */
  plugins: PluginOption[];
  /** The `zustand` the server's render uses (src/first-screen/zustand-on-server.ts). */
  zustandOnServer: string;
}

/** The Node build's own config: what the browser's build does for Node, without its HTML and compression. */
export function firstScreenConfig({ root, entry, outDir, alias, plugins, zustandOnServer }: FirstScreenBuild): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins,
    // Exactly 'zustand': its middleware and shallow helpers stay zustand's own.
    resolve: { alias: [{ find: /^zustand$/, replacement: zustandOnServer }, ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))] },
    // React's production build, as the browser's (Vite leaves process.env to Node for SSR).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node22',
      rollupOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
    },
  };
}

/** `buildWith` is Vite's build, handed over by the config: tools/ imports no build-time package (runtime-dependencies.test.ts). */
export function firstScreenBuild(options: FirstScreenBuild, buildWith: typeof build): Plugin {
  let isWebBuild = false;
  return {
    name: 'doca:first-screen',
    apply: 'build',
    configResolved(config) {
      isWebBuild = !config.build.ssr;
    },
    async closeBundle() {
      if (isWebBuild) await buildWith(firstScreenConfig(options));
    },
  };
}
