import { describe, expect, it, vi } from 'vitest';
import { SchemaNotBuilt, z } from './zod-stand-in';

type Inert = Record<string, (...args: unknown[]) => Inert>;
const stand = z as Inert;

/** Each endpoint of the whole contract as `METHOD path`, by area and name. */
async function routesOfContract(): Promise<Record<string, string>> {
  const { contract } = await import('@shared/contract');
  const routes: Record<string, string> = {};
  for (const [area, endpoints] of Object.entries(contract)) {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, { method: string; path: string }>)) {
      routes[`${area}.${name}`] = `${endpoint.method} ${endpoint.path}`;
    }
  }
  return routes;
}

describe("zod's stand-in in the renderer's production build", () => {
  it('leaves every endpoint of the contract its method and path, all the renderer calls with', async () => {
    const real = await routesOfContract();
    vi.resetModules();
    vi.doMock('zod', () => import('./zod-stand-in'));
    try {
      expect(await routesOfContract()).toEqual(real);
    } finally {
      vi.doUnmock('zod');
      vi.resetModules();
    }
    expect(Object.keys(real).length).toBeGreaterThan(100);
  });

  it('refuses to check: a renderer that starts to check a schema in production fails at once', () => {
    const schema = stand.object!({ id: stand.number!().int!() });
    expect(() => schema.parse!({ id: 1 })).toThrow(SchemaNotBuilt);
    expect(() => schema.safeParse!({ id: 1 })).toThrow(SchemaNotBuilt);
  });

  it('is not mistaken for a promise or for data', async () => {
    const schema = stand.string!().nullable!();
    await expect(Promise.resolve(schema)).resolves.toBe(schema);
    expect(JSON.stringify({ schema })).toBe('{}');
  });
});
