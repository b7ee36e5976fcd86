import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildId } from './vite-build-id';

/** The tags the plugin adds to index.html for a bundle of these file names. */
function tagsFor(fileNames: string[]): IndexHtmlTransformResult | void {
  const bundle = Object.fromEntries(fileNames.map((fileName) => [fileName, { fileName } as Rollup.OutputAsset]));
  const transform = buildId().transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => IndexHtmlTransformResult | void };
  return transform.handler('<html></html>', { path: '/index.html', filename: 'index.html', bundle } as IndexHtmlTransformContext);
}

const buildOf = (fileNames: string[]) => {
  const tags = tagsFor(fileNames);
  if (!Array.isArray(tags) || tags.length !== 1) throw new Error('expected one tag');
  expect(tags[0]).toMatchObject({ tag: 'meta', attrs: { name: 'doca-build' }, injectTo: 'head' });
  return String(tags[0]!.attrs!.content);
};

describe('buildId', () => {
  it('names the build in index.html, the same for the same files in any order', () => {
    const today = buildOf(['assets/index-aaa.js', 'assets/ui-bbb.js', 'assets/ui-ccc.css']);
    expect(today).toMatch(/^[0-9a-f]{16}$/);
    expect(buildOf(['assets/ui-ccc.css', 'assets/index-aaa.js', 'assets/ui-bbb.js'])).toBe(today);
  });

  it('names another build when any one file changed, a lazy page or a stylesheet too', () => {
    const today = buildOf(['assets/index-aaa.js', 'assets/PickingPage-bbb.js', 'assets/ui-ccc.css']);
    expect(buildOf(['assets/index-aaa.js', 'assets/PickingPage-bb2.js', 'assets/ui-ccc.css'])).not.toBe(today);
    expect(buildOf(['assets/index-aaa.js', 'assets/PickingPage-bbb.js', 'assets/ui-cc2.css'])).not.toBe(today);
  });
});
