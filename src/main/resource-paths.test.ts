import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateAppResources } from './resource-paths';

describe('locateAppResources', () => {
  it('finds everything under out/ of the packaged app.asar', () => {
    const asar = join('/opt', 'Doca', 'resources', 'app.asar');
    expect(locateAppResources(asar)).toEqual({
      rendererDir: join(asar, 'out', 'renderer'),
      migrationsFolder: join(asar, 'out', 'main', 'migrations'),
      preloadPath: join(asar, 'out', 'preload', 'index.cjs'),
    });
  });

  it('uses the same layout from the repository in development', () => {
    expect(locateAppResources('/work/doca').rendererDir).toBe(join('/work/doca', 'out', 'renderer'));
  });
});
