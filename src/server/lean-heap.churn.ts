// The child process of lean-heap.test.ts: a server started as a centre starts it (or none, the
// control), then work that makes garbage faster than a scavenge clears it, as an export does.
// Prints the largest heap V8 reserved meanwhile, in MB.
import { startServer } from './start';

const withServer = process.argv[2] === 'server';
const server = withServer
  ? await startServer({ port: 0, host: '127.0.0.1', inMemory: true, logLevel: 'silent', jwtSecret: 'lean-heap-test-secret-of-enough-length' })
  : undefined;

// About 70 MB alive at any moment, 700 MB made over the run: each piece outlives a few scavenges.
const ring = new Array<unknown>(2000);
let peak = 0;
for (let i = 0; i < 20_000; i += 1) {
  ring[i % ring.length] = Array.from({ length: 1000 }, (_, j) => ({ i, j }));
  if (i % 100 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
}
await server?.close();
console.log(Math.round(peak / 1024 / 1024));
