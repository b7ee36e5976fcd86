// The pre-picking break (spec/operator.md §4 'Picking screen flow' 9, §7 'Alerts': POST
// /alert/pre-picking-break-report): the picker declares that the pre-picked portions of an
// item broke, and a supervisor closes the report. A partial break declares it by itself; the
// alerts module's call declares it on request. One pending report per item: a second
// declaration returns the one already made. A rule of picking: the alerts module uses it,
// never the other way round (issue 22).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { alerts, items } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { OrderRow, WorkRow } from './state';

export interface DeclaredBreak {
  id: number;
  /** false: a pending report of the item already existed. */
  created: boolean;
}

export async function declarePrePickingBreak(
  tx: Tx,
  held: { work: WorkRow; order: OrderRow },
  input: { itemId: number; userId: number; now: Date },
): Promise<DeclaredBreak> {
  // Locks the item: two declarations of one item at once make one report.
  const [item] = await tx.select({ id: items.id }).from(items).where(and(eq(items.id, input.itemId), eq(items.orderId, held.order.id))).for('update');
  if (!item) throw notFound('Item não encontrado neste pedido.');
  const [open] = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.kind, 'pre_picking_break'), eq(alerts.itemId, item.id), eq(alerts.status, 'pendente')))
    .limit(1);
  if (open) return { id: open.id, created: false };
  const [created] = await tx
    .insert(alerts)
    .values({
      kind: 'pre_picking_break',
      status: 'pendente',
      userRequestId: input.userId,
      separationGroup: held.work.separationGroup,
      orderId: held.order.id,
      itemId: item.id,
      workId: held.work.id,
      createdAt: input.now,
    })
    .returning({ id: alerts.id });
  return { id: created!.id, created: true };
}

/** After the commit: the supervisors' bells and the panel's alert lists hear of a new report at once. */
export function announcePrePickingBreak(app: AppContext, declared: DeclaredBreak, userId: number): void {
  if (!declared.created) return;
  app.events.raise({ kind: 'alert', alert: { id: declared.id, kind: 'pre_picking_break', status: 'pendente' }, requesterId: userId });
  app.events.raise({ kind: 'panelChanged', areas: ['alerts'] });
}
