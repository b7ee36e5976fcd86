// Box reads of one order are handled in batches: while an order's batch is being counted, the
// reads of that order that arrive wait (their lookup already runs), then are handled
// together, with one lookup and one commit (docs/conveyor-engine.md 'Batches'). On a belt an
// order's boxes pass one after the other, so handling them one at a time made the belt's pace
// one database round trip per box. Reads of other orders run beside. Shared by every socket
// of the process.
import type { AppContext } from '../../context';
import type { BoxRead } from './count-boxes';
import { tellReadFailed } from './emissions';
import { handleReads, startLookup, type ReadLookup } from './engine';

export interface QueuedRead {
  read: BoxRead;
  /** The link's id of the read: a resend of a read already handled counts nothing. */
  readId?: string;
  /** Whether a read with this id was handled already (a resend that waited behind its first try). */
  handledBefore: () => boolean;
  /** Called once the read is handled (counted, or refused for a reason); never when it failed. */
  done: () => void;
}

interface Batch {
  reads: QueuedRead[];
  /** The batch's lookup, started by its first read while the order's previous batch is counted. */
  lookup?: ReadLookup;
  finished: Promise<void>;
  finish: () => void;
}

function newBatch(): Batch {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return { reads: [], finished, finish };
}

export class OrderReads {
  /** Orders with a batch under way, each with the batch that waits for it. */
  private readonly waiting = new Map<string, Batch>();

  constructor(private readonly app: AppContext) {}

  /** Queues a read of the order; settles once its batch was handled (or failed). */
  push(orderKey: string, queued: QueuedRead): Promise<void> {
    const next = this.waiting.get(orderKey);
    if (next) {
      next.reads.push(queued);
      next.lookup ??= startLookup(this.app, orderKey);
      return next.finished;
    }
    const first = newBatch();
    first.reads.push(queued);
    this.waiting.set(orderKey, newBatch());
    void this.drain(orderKey, first);
    return first.finished;
  }

  private async drain(orderKey: string, first: Batch): Promise<void> {
    let batch = first;
    for (;;) {
      await this.handle(batch);
      batch.finish();
      const next = this.waiting.get(orderKey)!;
      if (next.reads.length === 0) break;
      this.waiting.set(orderKey, newBatch());
      batch = next;
    }
    this.waiting.delete(orderKey);
  }

  /** Handles a batch; a failure (the database refused the write) leaves every read unacknowledged. */
  private async handle({ reads, lookup }: Batch): Promise<void> {
    const ids = new Set<string>();
    const fresh = reads.filter((queued) => {
      const repeat = queued.readId !== undefined && (ids.has(queued.readId) || queued.handledBefore());
      if (queued.readId !== undefined) ids.add(queued.readId);
      return !repeat;
    });
    try {
      const answers = fresh.length === 0 ? [] : await handleReads(this.app, fresh.map((queued) => queued.read), lookup);
      fresh.forEach((queued, index) => this.app.events.raise({ kind: 'conveyor', messages: answers[index]! }));
    } catch (error) {
      tellReadFailed(this.app, error);
      return;
    }
    for (const queued of reads) queued.done();
  }
}
