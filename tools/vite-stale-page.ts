// Puts the stale page's rescue first in index.html's head (src/shared/contract/web-build.ts
// STALE_PAGE_SCRIPT): before any script or stylesheet of the build can fail to load, its
// listener is in place. The text goes in as it is, so its hash in the Content-Security-Policy
// matches.
import type { Plugin } from 'vite';
import { STALE_PAGE_SCRIPT } from '../src/shared/contract/web-build';

export function stalePageRescue(): Plugin {
  return {
    name: 'doca:stale-page-rescue',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', children: STALE_PAGE_SCRIPT, injectTo: 'head-prepend' }],
  };
}
