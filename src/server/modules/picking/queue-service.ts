// New orders and recovery of unfinished work (spec/operator.md §4 'Picking screen flow' 1-3).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { PICKING_MESSAGE, type NewOrderReply, type PickingState } from '../../../shared/contract/picking';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { items, orders, separationGroups, separationSteps, users, works } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { countQueue, isPeakDay, lockNextOrder, type QueueQuery } from './queue';
import { loadState, openWorkOf } from './state';

const nothing = (message: string, remaining = 0): NewOrderReply => ({ message, remaining, work: null, order: null, steps: [] });

export async function getNewOrder(app: AppContext, userId: number, input: { step: number; separationGroup: number }): Promise<NewOrderReply> {
  const [group] = await app.db.select().from(separationGroups).where(eq(separationGroups.separationGroup, input.separationGroup));
  if (!group) throw notFound('Grupo de separação não encontrado.');
  const settings = await readSettingsRow(app.db);
  const now = app.now();
  const query: QueueQuery = { group, step: input.step, peakDay: isPeakDay(settings.peakDays, now, settings.timeZone) };

  const taken = await app.db.transaction(async (tx) => {
    // One picker, one order: a double tap or two tabs wait here instead of taking two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const open = await openWorkOf(tx, userId);
    if (open) {
      if (open.order.permissionToSeparate === 'recused') {
        await tx.update(works).set({ end: now }).where(eq(works.id, open.work.id));
        return { message: PICKING_MESSAGE.canceled, state: null };
      }
      return { message: PICKING_MESSAGE.success, state: await loadState(tx, open.work, open.order) };
    }
    const orderId = await lockNextOrder(tx, query);
    if (orderId === null) return { message: PICKING_MESSAGE.ordersNotFound, state: null };
    const [order] = await tx
      .update(orders)
      .set({ checkingStatus: CHECKING_STATUS.inSeparation, separationGroup: group.separationGroup, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    const [work] = await tx
      .insert(works)
      .values({
        separatorId: userId,
        orderId,
        separationGroup: group.separationGroup,
        type: 'separation',
        begin: now,
        fastTrack: !(group.camScanner || group.infraredScanner),
      })
      .returning();
    await createSteps(tx, orderId);
    return { message: PICKING_MESSAGE.success, state: await loadState(tx, work!, order!) };
  });

  if (!taken.state) return nothing(taken.message);
  return { message: taken.message, remaining: await countQueue(app.db, query), ...taken.state };
}

/** The step rows of an order: one per level its items use (pre-boxed items have none). */
async function createSteps(tx: Tx, orderId: number): Promise<void> {
  const levels = await tx
    .selectDistinct({ level: items.step })
    .from(items)
    .where(and(eq(items.orderId, orderId), isNotNull(items.step), eq(items.preBoxed, false)));
  if (levels.length === 0) return;
  await tx
    .insert(separationSteps)
    .values(levels.map(({ level }) => ({ orderId, level: level! })))
    .onConflictDoNothing();
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
