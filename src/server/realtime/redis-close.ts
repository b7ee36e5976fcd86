// Closing a Redis client on the way out. A graceful close waits for every queued command,
// and while Redis is away or just back the queue may never drain: a shutdown then hangs
// (seen as a 60 s hang in CI after a Redis restart). Wait a moment, then drop the socket.
interface ClosableRedisClient {
  close(): Promise<unknown>;
  destroy(): void;
}

const GRACE_MS = 1_000;

export async function closeRedisClient(client: ClosableRedisClient, graceMs = GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const closed = client.close().then(
    () => 'closed' as const,
    () => 'late' as const,
  );
  const outcome = await Promise.race([closed, gaveUp]);
  clearTimeout(timer);
  if (outcome === 'late') {
    try {
      client.destroy();
    } catch {
      // Already closed: nothing is left to drop.
    }
  }
}
