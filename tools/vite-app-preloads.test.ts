import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appPreloads } from './vite-app-preloads';

/** A built chunk as Rolldown hands it to the plugin: only the fields the plugin reads. */
function chunk(fileName: string, options: { entry?: boolean; module?: string; imports?: string[]; css?: string[] }): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.module ?? null,
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { entry: true, module: '/app/src/renderer/index.html' }),
    chunk('assets/main.js', { module: '/app/src/renderer/src/main.tsx', imports: ['assets/ui.js', 'assets/index.js', 'assets/http.js'], css: ['assets/main.css'] }),
    chunk('assets/ui.js', { css: ['assets/ui.css'] }),
    chunk('assets/http.js', { imports: ['assets/ui.js'] }),
    // A route's page, imported dynamically by the router: it comes with its route.
    chunk('assets/PickingPage.js', { module: '/app/src/renderer/src/features/PickingPage.tsx', imports: ['assets/ui.js'], css: ['assets/PickingPage.css'] }),
  ].map((output) => [output.fileName, output]),
);

function linksOf(result: IndexHtmlTransformResult | void): string[] {
  if (!Array.isArray(result)) return [];
  return result.map((tag) => `${tag.attrs?.rel} ${tag.attrs?.as ?? ''} ${tag.attrs?.href}`.replace('  ', ' '));
}

describe('appPreloads', () => {
  it("asks index.html for the app's chunks and styles, not for the page's own script nor a route's page", () => {
    const plugin = appPreloads('src/renderer/src/main.tsx');
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => IndexHtmlTransformResult | void };
    const result = transform.handler('<html></html>', { path: '/index.html', filename: 'index.html', bundle } as IndexHtmlTransformContext);
    expect(linksOf(result).sort()).toEqual(
      [
        'modulepreload /assets/main.js',
        'modulepreload /assets/ui.js',
        'modulepreload /assets/http.js',
        // Only fetched: Vite's loader inserts the stylesheets, in its order, when the app is imported.
        'preload style /assets/main.css',
        'preload style /assets/ui.css',
      ].sort(),
    );
  });
});
