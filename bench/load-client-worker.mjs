// The worker side of load-client.ts, in plain JavaScript so the thread needs no TypeScript
// loader: runs one LoadRequest at a time and posts back its LoadResult.
import { parentPort } from 'node:worker_threads';

async function run({ clients, total, plan, collect }) {
  const latencies = [];
  const collected = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const { method, urls, repeatEach, headers, body } = plan[client];
      for (let n = 0; next < total; n += 1) {
        next += 1;
        const url = urls[Math.floor(n / repeatEach)];
        if (url === undefined) throw new Error(`client ${client} ran out of urls after ${n} requests`);
        const begin = performance.now();
        const reply = await fetch(url, { method, headers, body });
        const text = await reply.text();
        latencies.push(performance.now() - begin);
        if (!reply.ok) errors += 1;
        else if (collect) collected.push(collect.split('.').reduce((value, key) => value?.[key], JSON.parse(text)));
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, errors, collected };
}

parentPort.on('message', (request) => {
  run(request).then(
    (result) => parentPort.postMessage({ result }),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
});
