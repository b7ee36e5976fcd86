// The order in which one socket's messages are handled: a box read is handled with its order's
// other reads (order-reads.ts, from any socket), beside reads of other orders; a message that
// names no order (the switch, a route answer, an odd code) waits for everything the socket
// sent before it. A job's emissions reach the screens once it is done; a failure becomes a
// box error on the screens, and the job's `done` is not called.
import type { AppContext } from '../../context';
import { tellReadFailed, type Emission } from './emissions';
import type { OrderReads, QueuedRead } from './order-reads';

export interface SocketJobs {
  /** A job that names no order: it waits for everything this socket sent before it. */
  run(job: () => Promise<Emission[]>, done?: () => void): void;
  /** A box read of an order. */
  read(orderKey: string, queued: QueuedRead): void;
}

export function socketJobs(app: AppContext, orderReads: OrderReads): SocketJobs {
  /** Jobs and reads of this socket still running: a job that names no order waits for them all. */
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  return {
    run(job, done) {
      track(
        Promise.all([...running])
          .then(job)
          .then((emissions) => {
            app.events.raise({ kind: 'conveyor', messages: emissions });
            done?.();
          })
          .catch((error: unknown) => tellReadFailed(app, error)),
      );
    },
    read(orderKey, queued) {
      track(orderReads.push(orderKey, queued));
    },
  };
}
