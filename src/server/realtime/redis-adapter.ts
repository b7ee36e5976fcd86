// With several server processes behind a load balancer, socket.io rooms and events must
// reach clients connected to any process: the Redis adapter carries them between processes
// (PostgreSQL stays the only source of truth). Each socket server has its own channel prefix.
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import { closeRedisClient } from './redis-close';

export interface AttachedAdapter {
  /** Whether every Redis connection is up now; node-redis reconnects a lost one by itself. */
  healthy(): boolean;
  detach(): Promise<void>;
}

export async function attachRedisAdapter(url: string, servers: { name: string; server: Server }[]): Promise<AttachedAdapter> {
  const clients: { close(): Promise<unknown>; destroy(): void; isReady: boolean }[] = [];
  for (const { name, server } of servers) {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    publisher.on('error', (error: unknown) => console.error(`redis (${name})`, error));
    subscriber.on('error', (error: unknown) => console.error(`redis (${name})`, error));
    // Not awaited: a Redis that is down must not hold the server's start. Until it answers,
    // events stay in this process (and /api/ready says so); node-redis keeps reconnecting.
    for (const client of [publisher, subscriber]) client.connect().catch((error: unknown) => console.error(`redis (${name})`, error));
    // The adapter is typed against an older node-redis; the client API it uses is the same.
    server.adapter(createAdapter(publisher as never, subscriber as never, { key: `doca:${name}` }));
    clients.push(publisher, subscriber);
  }
  return {
    healthy: () => clients.every((client) => client.isReady),
    detach: async () => {
      // The adapters stop publishing first; a client quit under a live adapter makes it throw.
      for (const { server } of servers) await server.of('/').adapter.close();
      await Promise.all(clients.map((client) => closeRedisClient(client)));
    },
  };
}
