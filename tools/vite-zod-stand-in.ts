// A Vite plugin: in a production build, `zod` resolves to `standIn` (the renderer's is
// src/renderer/src/api/zod-stand-in.ts, which says why). Development (the dev server, the
// unit tests, a build in development mode) keeps the real zod, which checks every reply.
import type { Plugin } from 'vite';

export function zodStandIn(standIn: string): Plugin {
  return {
    name: 'doca:zod-stand-in',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && config.mode !== 'development',
    resolveId: (source) => (source === 'zod' ? standIn : null),
  };
}
