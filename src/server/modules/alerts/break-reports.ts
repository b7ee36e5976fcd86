// Pre-picking break reports (spec/operator.md §7 'Alerts'): a picker reports that the
// pre-picked portions of an item broke; a supervisor closes the report. One pending report
// per item: a retry returns the report already made.
import { and, eq } from 'drizzle-orm';
import type { Alert } from '../../../shared/contract/alerts';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { alerts, items } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { openWorkOf } from '../picking/state';
import { answer, isAnswerer } from './service';
import { loadAlert, loadAlerts, ownedBy } from './wire';

export async function listBreakReports(app: AppContext, user: AuthUser, query: { itemId: number; separationWorkId?: number }): Promise<Alert[]> {
  return loadAlerts(
    app.db,
    and(
      eq(alerts.kind, 'pre_picking_break'),
      eq(alerts.itemId, query.itemId),
      query.separationWorkId ? eq(alerts.workId, query.separationWorkId) : undefined,
      isAnswerer(user) ? undefined : ownedBy(user.id),
    ),
  );
}

export async function reportBreak(app: AppContext, user: AuthUser, body: { orderId: string; itemId: number }): Promise<Alert> {
  return app.db.transaction(async (tx) => {
    const held = await openWorkOf(tx, user.id);
    if (!held || held.order.orderId !== body.orderId) throw notFound('Pedido não encontrado nas suas separações em aberto.');
    // Locks the item: two reports of one item at once make one.
    const [item] = await tx.select({ id: items.id }).from(items).where(and(eq(items.id, body.itemId), eq(items.orderId, held.order.id))).for('update');
    if (!item) throw notFound('Item não encontrado neste pedido.');
    const [open] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.kind, 'pre_picking_break'), eq(alerts.itemId, item.id), eq(alerts.status, 'pendente')))
      .limit(1);
    const id =
      open?.id ??
      (
        await tx
          .insert(alerts)
          .values({ kind: 'pre_picking_break', status: 'pendente', userRequestId: user.id, separationGroup: held.work.separationGroup, orderId: held.order.id, itemId: item.id, workId: held.work.id, createdAt: app.now() })
          .returning({ id: alerts.id })
      )[0]!.id;
    return (await loadAlert(tx, id))!;
  });
}

export async function closeBreakReport(app: AppContext, user: AuthUser, id: number, body: { itemId: number }): Promise<Alert> {
  const [row] = await app.db.select({ itemId: alerts.itemId }).from(alerts).where(and(eq(alerts.id, id), eq(alerts.kind, 'pre_picking_break')));
  if (!row) throw notFound('Relato de quebra de pre picking não encontrado.');
  if (row.itemId !== body.itemId) throw badRequest('O item não é o deste relato de quebra.');
  return answer(app, user, id, 'concluido', ['pre_picking_break']);
}
