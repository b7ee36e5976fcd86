// The revision a picker owes (spec/operator.md §4 'Session'): finishing an order of a
// conference group opens a work of type 'revision' for its picker, who owes the conference of
// their own order. While it is open the picker gets no new order and sign-in leads them to
// that conference; finishing the order's conference (theirs or a checker's) closes it. A
// cancelled order holds nobody: its revision is closed the next time the picker is looked
// up, as an open separation work of a cancelled order is.
import { and, eq, isNull } from 'drizzle-orm';
import { PICKING_MESSAGE } from '../../../shared/contract/picking';
import type { DbOrTx, Tx } from '../../db/client';
import { works } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { secondsBetween } from './access';
import type { OrderRow, WorkRow } from './state';

/** A new order refused: the detail is the English message the picking screen recognises. */
export const revisionPending = (orderId: string) =>
  new HttpError(409, `Conferência do pedido #${orderId} pendente: confira o seu pedido antes de pegar outro.`, {
    detail: PICKING_MESSAGE.revisionPending,
  });

export async function openRevision(tx: Tx, finished: { separatorId: number; orderId: number; separationGroup: number | null }, now: Date): Promise<void> {
  await tx.insert(works).values({ ...finished, type: 'revision', begin: now, fastTrack: false });
}

async function closeWorks(db: DbOrTx, open: { id: number; begin: Date }[], now: Date): Promise<void> {
  for (const work of open) {
    await db
      .update(works)
      .set({ end: now, workingTimeSecs: secondsBetween(work.begin, now) })
      .where(and(eq(works.id, work.id), isNull(works.end)));
  }
}

/** Ends the open revision works of an order (its conference is done), with their working time. */
export async function closeRevisions(tx: Tx, orderPk: number, now: Date): Promise<void> {
  const open = await tx
    .select({ id: works.id, begin: works.begin })
    .from(works)
    .where(and(eq(works.orderId, orderPk), eq(works.type, 'revision'), isNull(works.end)));
  await closeWorks(tx, open, now);
}

export interface OwedRevision {
  work: WorkRow;
  order: OrderRow;
}

/**
 * Of open revision works already read with their orders (oldest first), the one each picker
 * owes; those of cancelled orders are closed on the way. For a caller that read them in a
 * statement of its own (a line's new orders read them with the open picking works).
 */
export async function owedAmong(db: DbOrTx, open: readonly OwedRevision[], now: Date): Promise<Map<number, OwedRevision>> {
  const cancelled = open.filter((row) => row.order.permissionToSeparate === 'recused');
  await closeWorks(db, cancelled.map((row) => row.work), now);
  const owed = new Map<number, OwedRevision>();
  for (const row of open) {
    if (row.order.permissionToSeparate !== 'recused' && !owed.has(row.work.separatorId)) owed.set(row.work.separatorId, row);
  }
  return owed;
}
