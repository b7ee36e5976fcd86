// What a production install carries (issue 19): the server, the station's main process and
// the tools need their packages in `dependencies` (an `npm ci --omit=dev` or the packaged app
// would miss them otherwise), and nothing that only the renderer uses belongs there (Vite
// bundles the renderer, so React, Mantine and the charts would ship twice, unused).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

/** Code that runs outside the browser, in production: no tests, no benchmarks, no test scripts. */
const RUNTIME_ROOTS = ['src/server', 'src/main', 'src/preload', 'src/shared', 'tools', 'scripts/start.mjs', 'scripts/ensure-electron-package.mjs'];

function sourceFiles(dir: string): string[] {
  if (/\.m?[jt]sx?$/.test(dir)) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The package an import names: 'fastify' for 'fastify', '@fastify/static' for '@fastify/static/x'. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function importedPackages(files: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    // Type-only imports vanish at build time: they need no runtime package.
    for (const match of source.matchAll(/^\s*import\s+(?!type\s)[^;]*?from\s+'([^']+)'|import\('([^']+)'\)|require\('([^']+)'\)/gm)) {
      const name = packageOf(match[1] ?? match[2] ?? match[3]!);
      if (name) found.add(name);
    }
  }
  return found;
}

const runtimeImports = importedPackages(RUNTIME_ROOTS.flatMap(sourceFiles));

describe('the runtime dependencies', () => {
  it('hold every package the server, the station and the tools import', () => {
    const missing = [...runtimeImports].filter((name) => !(name in pkg.dependencies) && name !== 'electron');
    expect(missing).toEqual([]);
  });

  it('hold nothing that only the renderer uses', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !runtimeImports.has(name));
    expect(unused).toEqual([]);
  });
});
