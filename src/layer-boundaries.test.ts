// The runtimes' boundaries are kept by the linter (eslint.config.js): an import planted
// across one fails `npm run lint`. Linted here in memory, at the paths where it would sit.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The planted files exist nowhere, so the type-aware rules (which need a file the TypeScript
// project knows) are off here: the boundary rule needs no types.
const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} could not be linted: ${fatal.map((message) => message.message).join('; ')}`);
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the layers', () => {
  it.each([
    ['the renderer importing the server', 'src/renderer/src/planted.ts', "import { buildApp } from '../../server/app';\nexport const planted = buildApp;\n"],
    ['the renderer importing the station', 'src/renderer/src/planted.ts', "import { run } from '../../main/index';\nexport const planted = run;\n"],
    ['the server importing the renderer', 'src/server/http/planted.ts', "import { call } from '../../renderer/src/api/http';\nexport const planted = call;\n"],
    ['shared importing the server', 'src/shared/planted.ts', "import { buildApp } from '../server/app';\nexport const planted = buildApp;\n"],
    ['the station importing the server past its entry', 'src/main/planted.ts', "import { buildApp } from '../server/app';\nexport const planted = buildApp;\n"],
  ])('refuse %s', async (_name, filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  });

  it('let the station start the embedded server through its entry, and shared import shared', async () => {
    expect(await refusals('src/main/planted.ts', "import type { ServerConfig } from '../server/start';\nexport type Planted = ServerConfig;\n")).toEqual([]);
    expect(await refusals('src/shared/contract/planted.ts', "import type { Permission } from '../domain/permissions';\nexport type Planted = Permission;\n")).toEqual([]);
  });
});
