// The benchmarks' HTTP load, sent from a worker thread: tablets and stations are other
// machines, so their requests must not take turns with the server on its own event loop
// (an in-process client made the server look slower than it is, most at 100 requests at once).
//
// runLoad({ clients, total, plan }) starts `clients` loops (load-client-worker.mjs) that send
// one request at a time until `total` have been sent; client c's n-th request goes to
// plan[c].urls[floor(n / repeatEach)].
import { Worker } from 'node:worker_threads';

export interface ClientPlan {
  method: 'GET' | 'POST';
  urls: string[];
  /** How many requests each url takes before the client moves to the next. */
  repeatEach: number;
  headers?: Record<string, string>;
  body?: string;
  /** A body per url (instead of `body`), for a client whose requests differ (a mix of scans). */
  bodies?: string[];
  /** A name per url: the result's latencies are also given by name (byKind). */
  kinds?: string[];
}

export interface LoadRequest {
  clients: number;
  total: number;
  plan: ClientPlan[];
  /** A JSON path ('order.order_id') read from each successful reply and returned. */
  collect?: string;
}

export interface LoadResult {
  /** Latencies in ms, sorted. */
  latencies: number[];
  seconds: number;
  errors: number;
  collected: unknown[];
  /** Latencies in ms, sorted, by the plan's kinds (when it names them). */
  byKind: Record<string, number[]>;
  /** The first refusals' status and reply, to say what went wrong. */
  errorSamples: string[];
}

/** A load client in its own thread; `close()` ends it. */
export function startLoadClient(): { runLoad(request: LoadRequest): Promise<LoadResult>; close(): Promise<number> } {
  const worker = new Worker(new URL('./load-client-worker.mjs', import.meta.url));
  return {
    runLoad: (request) =>
      new Promise((resolve, reject) => {
        worker.once('message', (message: { result?: LoadResult; error?: string }) =>
          message.result ? resolve(message.result) : reject(new Error(message.error)),
        );
        worker.postMessage(request);
      }),
    close: () => worker.terminate(),
  };
}
