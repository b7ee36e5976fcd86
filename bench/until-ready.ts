// A benchmark's first request goes to a server that says it is ready (GET /api/ready), as a
// balancer or a station's screens would wait for it: the server warms its HTTP path once it
// listens (src/server/warm-up-http.ts) and answers 503 until then.
export async function untilReady(base: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await fetch(`${base}/api/ready`).catch(() => null);
    if (reply?.ok) return;
    await reply?.body?.cancel();
    if (Date.now() > deadline) throw new Error(`${base} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
