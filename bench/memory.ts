// The process's peak resident memory over a stretch of a benchmark, sampled every 20 ms (the
// benchmarks print it beside their time figures).
const SAMPLE_MS = 20;

export interface MemorySampler {
  /** Stops sampling; the highest resident set size seen, in bytes. */
  stop(): number;
}

export function sampleMemory(): MemorySampler {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
