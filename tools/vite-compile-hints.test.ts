import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './vite-compile-hints';

const ENTRY = '\0entry.js';
const PAGE = '\0page.js';

/** A minified build of an entry and a lazy page, as the renderer's is; its chunks' code. */
async function builtChunks(): Promise<string[]> {
  const sources: Record<string, string> = {
    [ENTRY]: 'export function greet(name) { return "Olá, " + name; }\nimport("page").then((page) => page.show(greet));',
    [PAGE]: 'export function show(greet) { document.title = greet("Doca"); }',
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      { name: 'sources', resolveId: (id) => (id === 'entry' ? ENTRY : id === 'page' ? PAGE : null), load: (id) => sources[id] ?? null },
      compileHints(),
    ],
    build: { write: false, minify: true, rollupOptions: { input: 'entry' } },
  })) as Rollup.RollupOutput;
  return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((chunk) => chunk.code);
}

describe('compileHints', () => {
  it('starts every minified chunk with the hint, so V8 compiles (and caches) all of its functions', async () => {
    const chunks = await builtChunks();
    expect(chunks).toHaveLength(2);
    for (const code of chunks) expect(code.startsWith(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n`)).toBe(true);
  });
});
