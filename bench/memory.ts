// The process's peak resident memory over a stretch of a benchmark, sampled every 20 ms (the
// benchmarks print it beside their time figures). The sampler runs on the thread that serves
// the benchmark's requests: it reads the resident size alone (`process.memoryUsage.rss()`),
// not `process.memoryUsage()`, which also gathers V8's heap statistics and cost the server's
// thread 3 ms of CPU in every burst of 100 new orders (a CPU profile, 2026-11-27).
const SAMPLE_MS = 20;
const rss = () => process.memoryUsage.rss();

export interface MemorySampler {
  /** Stops sampling; the highest resident set size seen, in bytes. */
  stop(): number;
}

export function sampleMemory(): MemorySampler {
  let peak = rss();
  const timer = setInterval(() => (peak = Math.max(peak, rss())), SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rss());
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
