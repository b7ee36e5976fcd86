// Names the build in index.html (vite.renderer.config.ts): `<meta name="doca-build">` with a
// hash of every file the build wrote. The server reads it from the index.html it serves and
// sends it with each API reply, and a page whose own differs (a cached index.html of the
// build before an update) reloads (src/shared/contract/web-build.ts).
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { WEB_BUILD_META } from '../src/shared/contract/web-build';

/** A short hash of the bundle's file names: each carries its content's hash, so any change shows. */
export function buildIdOf(bundle: Rollup.OutputBundle): string {
  const names = Object.keys(bundle).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

export function buildId(): Plugin {
  return {
    name: 'doca:build-id',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [{ tag: 'meta', attrs: { name: WEB_BUILD_META, content: buildIdOf(bundle) }, injectTo: 'head' }];
      },
    },
  };
}
