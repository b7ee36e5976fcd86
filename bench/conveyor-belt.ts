// The conveyor benchmark's belt: the fixed reader sending reads and a screen hearing them, in
// a worker thread (conveyor-belt-worker.mjs). On one event loop with the server, a busy server
// or a GC pause delayed the sending and the screen's stamp of each message (a real screen is
// another machine), and the simulator's 1 ms ticker put 1,000 timer callbacks a second on the
// server's loop. Here the server's thread runs the server alone.
import { Worker } from 'node:worker_threads';

export interface BeltRun {
  /** Reads in sending order (a repeated label appears more than once). */
  plan: string[];
  /** Reads per second: read i is due at the run's start + i / rate. */
  rate: number;
  /** How long after the last send the screen may still hear reads before the run ends. */
  drainMs: number;
}

export interface BeltResult {
  /** Due moment → the screen hearing its readTag, in ms, ascending; one per read heard. */
  latencies: number[];
  /** p50 and p99 by the label's box number, ascending: a tail in the last boxes of an order is its queue's. */
  byBox: { box: string; p50: number; p99: number }[];
  sent: number;
  /** From the first read's due moment to the last one heard. */
  seconds: number;
  /** How late the sender itself sent reads after their due moment (p99 and max, ms). */
  sendLagP99: number;
  sendLagMax: number;
}

export interface Belt {
  /** Connects the screen (room 'frontend', greeted) and the reader (room 'conveyor'). */
  open(server: { url: string; path: string; token: string }): Promise<void>;
  run(request: BeltRun): Promise<BeltResult>;
  close(): Promise<void>;
}

export function startBelt(): Belt {
  const worker = new Worker(new URL('./conveyor-belt-worker.mjs', import.meta.url));
  const ask = <T>(kind: string, request?: unknown) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', (message: { result?: T; error?: string }) => (message.error === undefined ? resolve(message.result as T) : reject(new Error(message.error))));
      worker.postMessage({ kind, request });
    });
  return {
    open: (server) => ask('open', server),
    run: (request) => ask('run', request),
    close: async () => {
      await ask('close');
      await worker.terminate();
    },
  };
}
