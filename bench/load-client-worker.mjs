// The worker side of load-client.ts, in plain JavaScript so the thread needs no TypeScript
// loader: runs one LoadRequest at a time and posts back its LoadResult.
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
        const begin = performance.now();
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

parentPort.on('message', (request) => {
  run(request).then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
});
