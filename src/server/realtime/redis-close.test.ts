// A server leaving while Redis is away must not hang on its Redis clients (a 60 s hang in CI).
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { expect, it } from 'vitest';
import { closeRedisClient } from './redis-close';

async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it('closes a client whose Redis is away, at once', async () => {
  const client = createClient({ url: `redis://127.0.0.1:${await deadPort()}` });
  client.on('error', () => undefined);
  client.connect().catch(() => undefined);
  await expect.poll(() => client.isOpen).toBe(true);

  const started = Date.now();
  await closeRedisClient(client, 200);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(client.isOpen).toBe(false);
});
