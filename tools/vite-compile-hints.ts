// V8's explicit compile hints (Chrome 136 and later) on the renderer's chunks
// (vite.renderer.config.ts). Chrome writes a script's code cache at its second load, with
// only the functions compiled by then: the module's top level, not the components and hooks
// the first render calls a task later. So every morning a tablet compiled them again, one by
// one on the main thread as React first called them (about a third of the daily opening's
// main thread besides running the code, bench/first-load.ts). The magic comment
// `//# allFunctionsCalledOnLoad` first in a file makes V8 compile all its functions eagerly,
// on the thread that streams the download, and they all go into the code cache.
import type { Plugin } from 'vite';

export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in every JavaScript chunk, after minification (Rolldown's postBanner:
 * the minifier drops comments). Browsers without compile hints read it as a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'doca:compile-hints',
    apply: 'build',
    outputOptions(options) {
      return { ...options, postBanner: ALL_FUNCTIONS_CALLED_ON_LOAD };
    },
  };
}
