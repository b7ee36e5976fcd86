// Pre-picking break reports (spec/operator.md §7 'Alerts'): a picker reports that the
// pre-picked portions of an item broke (picking/pre-picking-break.ts: one pending report per
// item); a supervisor closes the report.
import { and, eq } from 'drizzle-orm';
import type { Alert } from '../../../shared/contract/alerts';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { alerts } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { declarePrePickingBreak } from '../picking/pre-picking-break';
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
    const declared = await declarePrePickingBreak(tx, held, { itemId: body.itemId, userId: user.id, now: app.now() });
    return (await loadAlert(tx, declared.id))!;
  });
}

export async function closeBreakReport(app: AppContext, user: AuthUser, id: number, body: { itemId: number }): Promise<Alert> {
  const [row] = await app.db.select({ itemId: alerts.itemId }).from(alerts).where(and(eq(alerts.id, id), eq(alerts.kind, 'pre_picking_break')));
  if (!row) throw notFound('Relato de quebra de pre picking não encontrado.');
  if (row.itemId !== body.itemId) throw badRequest('O item não é o deste relato de quebra.');
  return answer(app, user, id, 'concluido', ['pre_picking_break']);
}
