// The app's code asked for by index.html itself (vite.renderer.config.ts): the page's first
// module (boot.ts) loads the app with a dynamic import, so without these links the browser
// learns of the app's chunks only once boot.ts has arrived and run, a round trip later on a
// tablet's Wi-Fi (bench/first-load.ts). Every page needs them: the app (main.tsx) and what it
// imports, the same on every route; a route's own page still comes with its route.
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunk built from `entry` (a path ending), and every chunk it imports statically. */
function staticClosure(bundle: OutputBundle, entry: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
  if (!root) throw new Error(`app-preloads: no chunk for ${entry}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (closure.has(chunk.fileName)) return;
    closure.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) visit(byName.get(imported)!);
  };
  visit(root);
  return [...closure.values()];
}

/**
 * Adds to index.html a modulepreload for each chunk of `entry`'s static closure and a style
 * preload for its CSS. The CSS is only fetched early: Vite's loader still inserts the
 * stylesheets, in its order, when the app is imported.
 */
export function appPreloads(entry: string): Plugin {
  return {
    name: 'doca:app-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        // The page's own script (an entry) is already in index.html.
        const chunks = staticClosure(bundle, entry).filter((chunk) => !chunk.isEntry);
        const css = [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
        return [
          ...chunks.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
