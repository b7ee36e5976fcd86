import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { zodStandIn } from './vite-zod-stand-in';

const STAND_IN = resolve(import.meta.dirname, '../src/renderer/src/api/zod-stand-in.ts');
const ENTRY = '\0entry.js';

/** The code of a one-module build, in `mode`, of a module that builds a schema as a contract does. */
async function built(mode: 'production' | 'development'): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode,
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? ENTRY : null),
        load: (id) => (id === ENTRY ? 'import { z } from "zod";\nexport const item = z.object({ id: z.number().int() });' : null),
      },
      zodStandIn(STAND_IN),
    ],
    build: { write: false, minify: false, rollupOptions: { input: 'entry', preserveEntrySignatures: 'exports-only' } },
  })) as Rollup.RollupOutput;
  return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((chunk) => chunk.code).join('\n');
}

describe('zodStandIn', () => {
  it('builds for production with the stand-in, not zod', async () => {
    const code = await built('production');
    expect(code).toContain('SchemaNotBuilt');
    expect(code).not.toContain('ZodError');
  });

  it('keeps the real zod in development, where every reply is checked', async () => {
    const code = await built('development');
    expect(code).toContain('ZodError');
    expect(code).not.toContain('SchemaNotBuilt');
  });
});
