// The worker side of load-client.ts, in plain JavaScript so the thread needs no TypeScript
// loader: runs one LoadRequest at a time and posts back its LoadResult.
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';

async function run({ clients, total, plan, collect }) {
  const latencies = [];
  const collected = [];
  const byKind = {};
  const errorSamples = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const { method, urls, repeatEach, headers, body, bodies, kinds } = plan[client];
      for (let n = 0; next < total; n += 1) {
        next += 1;
        const url = urls[Math.floor(n / repeatEach)];
        if (url === undefined) throw new Error(`client ${client} ran out of urls after ${n} requests`);
        // A request's clock starts when it was due: a client's first one when the load
        // starts (a burst's requests are all due at once, and the ones sent last wait on the
        // sending of the others), each later one when the answer before it arrived.
        const begin = n === 0 ? started : performance.now();
        const at = Math.floor(n / repeatEach);
        const reply = await fetch(url, { method, headers, body: bodies ? bodies[at] : body });
        const text = await reply.text();
        const latency = performance.now() - begin;
        latencies.push(latency);
        if (kinds) (byKind[kinds[at]] ??= []).push(latency);
        if (!reply.ok) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(`${reply.status} ${kinds?.[at] ?? ''} ${text.slice(0, 200)}`);
        }
        else if (collect) collected.push(collect.split('.').reduce((value, key) => value?.[key], JSON.parse(text)));
      }
    }),
  );
  for (const samples of Object.values(byKind)) samples.sort((a, b) => a - b);
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, errors, collected, byKind, errorSamples };
}

/**
 * The client's own cold start, paid before it sends anything: Node's fetch (undici) is loaded
 * and compiled in this thread on first use, which made a fresh client's first burst of 100
 * take 110 to 180 ms at p95 against a server that only answers (45 ms once warm). Tablets
 * are other machines whose browsers are long warm, so that cost is the bench's, not the
 * server's. These bursts go to a server of this thread's own: the server under test runs in
 * another thread, with its own V8 isolate, and receives none of them.
 */
async function warmOwnFetch() {
  const own = createServer((_request, response) => response.end('{"ok":true}'));
  await new Promise((resolve) => own.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${own.address().port}/`;
  for (let burst = 0; burst < 3; burst += 1) {
    await run({ clients: 100, total: 100, plan: Array.from({ length: 100 }, () => ({ method: 'GET', urls: [url], repeatEach: 1 })), collect: 'ok' });
  }
  own.closeAllConnections();
  await new Promise((resolve) => own.close(resolve));
}

const warm = warmOwnFetch();

parentPort.on('message', (request) => {
  warm.then(() => run(request)).then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
});
