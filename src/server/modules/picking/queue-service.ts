// New orders and recovery of unfinished work (spec/operator.md §4 'Picking screen flow' 1-3).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PICKING_MESSAGE, type NewOrderReply, type PickingState } from '../../../shared/contract/picking';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders, separationGroups, users, works } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { countQueue, isPeakDay, nextOrderId, type QueueQuery } from './queue';
import { loadState, openWorkOf } from './state';

const nothing = (message: string, remaining = 0): NewOrderReply => ({ message, remaining, work: null, order: null, steps: [] });

export async function getNewOrder(app: AppContext, userId: number, input: { step: number; separationGroup: number }): Promise<NewOrderReply> {
  const [[group], settings] = await Promise.all([
    app.db.select().from(separationGroups).where(eq(separationGroups.separationGroup, input.separationGroup)),
    readSettingsRow(app.db),
  ]);
  if (!group) throw notFound('Grupo de separação não encontrado.');
  const now = app.now();
  const query: QueueQuery = { group, step: input.step, peakDay: isPeakDay(settings.peakDays, now, settings.timeZone) };

  // The transaction only takes the order (five statements); the order's items are read after
  // it commits, so a hundred pickers asking at once hold the pool as briefly as possible.
  const taken = await app.db.transaction(async (tx) => {
    // One picker, one order: a double tap or two tabs wait here instead of taking two.
    const open = await lockPickerWithOpenWork(tx, userId);
    if (open) {
      if (open.order.permissionToSeparate === 'recused') {
        await tx.update(works).set({ end: now }).where(eq(works.id, open.work.id));
        return { message: PICKING_MESSAGE.canceled, held: null };
      }
      return { message: PICKING_MESSAGE.success, held: open };
    }
    const [order] = await tx
      .update(orders)
      .set({ checkingStatus: CHECKING_STATUS.inSeparation, separationGroup: group.separationGroup, updatedAt: now })
      .where(eq(orders.id, nextOrderId(query)))
      .returning();
    if (!order) return { message: PICKING_MESSAGE.ordersNotFound, held: null };
    const [work] = await tx
      .insert(works)
      .values({
        separatorId: userId,
        orderId: order.id,
        separationGroup: group.separationGroup,
        type: 'separation',
        begin: now,
        fastTrack: !(group.camScanner || group.infraredScanner),
      })
      .returning();
    await createSteps(tx, order.id);
    return { message: PICKING_MESSAGE.success, held: { work: work!, order } };
  });

  if (!taken.held) return nothing(taken.message);
  const [state, remaining] = await Promise.all([loadState(app.db, taken.held.work, taken.held.order), countQueue(app.db, query)]);
  return { message: taken.message, remaining, ...state };
}

/**
 * Locks the picker's row, then reads their open work. Two statements on purpose: under READ
 * COMMITTED a join read with the lock would see the work a concurrent request of the same
 * picker just committed only in a fresh statement, after the lock is granted.
 */
async function lockPickerWithOpenWork(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return openWorkOf(tx, userId);
}

/** The step rows of an order: one per level its items use (pre-boxed items have none); one statement. */
async function createSteps(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`insert into separation_steps (order_id, level)
    select distinct i.order_id, i.step from items i
    where i.order_id = ${orderId} and i.step is not null and not i.pre_boxed
    on conflict do nothing`);
}

export async function recoverWork(app: AppContext, userId: number): Promise<{ message: string; data: PickingState | null }> {
  const open = await openWorkOf(app.db, userId);
  if (!open) return { message: PICKING_MESSAGE.unfinishedNotFound, data: null };
  if (open.order.permissionToSeparate === 'recused') {
    await app.db.update(works).set({ end: app.now() }).where(and(eq(works.id, open.work.id), isNull(works.end)));
    return { message: PICKING_MESSAGE.canceled, data: null };
  }
  return { message: PICKING_MESSAGE.success, data: await loadState(app.db, open.work, open.order) };
}
