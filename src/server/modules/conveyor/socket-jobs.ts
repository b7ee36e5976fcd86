// The order in which one socket's messages are handled: a box read waits for the previous
// read of the same order (from any socket), beside reads of other orders; a message that
// names no order (the switch, a route answer, an odd code) waits for everything the socket
// sent before it. A job's emissions reach the screens once it is done; a failure becomes a
// box error on the screens, and the job's `done` is not called.
import type { AppContext } from '../../context';
import { boxError, type Emission } from './emissions';

/** The last job of each order being read, shared by every socket of the process. */
export type OrderQueues = Map<string, Promise<void>>;

export interface SocketJobs {
  run(job: () => Promise<Emission[]>, done?: () => void, orderKey?: string): void;
  /** Whether a read of this order is still being handled. */
  orderBusy(orderKey: string): boolean;
  /** Whether a job that names no order (whose change a read must see) is pending. */
  unorderedPending(): boolean;
}

export function socketJobs(app: AppContext, orderQueues: OrderQueues): SocketJobs {
  /** Jobs of this socket still running: a job that names no order waits for them all. */
  const running = new Set<Promise<void>>();
  let unorderedJobs = 0;
  return {
    run(job, done, orderKey) {
      if (orderKey === undefined) unorderedJobs += 1;
      const after = orderKey !== undefined ? (orderQueues.get(orderKey) ?? Promise.resolve()) : Promise.all([...running]);
      const queued: Promise<void> = after
        .then(job)
        .then((emissions) => {
          app.events.raise({ kind: 'conveyor', messages: emissions });
          done?.();
        })
        .catch((error: unknown) => {
          console.error('conveyor engine', error);
          app.events.raise({ kind: 'conveyor', messages: [boxError('Erro ao processar leitura', 'Ocorreu um erro inesperado')] });
        })
        .finally(() => {
          if (orderKey === undefined) unorderedJobs -= 1;
          running.delete(queued);
          if (orderKey !== undefined && orderQueues.get(orderKey) === queued) orderQueues.delete(orderKey);
        });
      running.add(queued);
      if (orderKey !== undefined) orderQueues.set(orderKey, queued);
    },
    orderBusy: (orderKey) => orderQueues.has(orderKey),
    unorderedPending: () => unorderedJobs > 0,
  };
}
