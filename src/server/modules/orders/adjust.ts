// The bulk adjustment of 'Lista de pedidos' (spec/panel.md §4 'Order adjustment modes'):
// priority, critical and directed group change only orders nobody started; reset sends an
// order in separation back to the queue. Orders the adjustment does not fit are reported
// with the spec's outcome ('iniciado' or 'canceled') and left untouched; the rest change in
// one transaction, their rows locked so a picker taking one meanwhile is seen.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AdjustmentReply, OrderAdjustment } from '../../../shared/contract/orders';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { pluralPt, pluralWord } from '../../../shared/format/plural';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders, separationGroups, works } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { secondsBetween } from '../picking/access';
import { tellPickers, type NoticeToPicker } from '../picking/notices';

type Order = typeof orders.$inferSelect;
type Refusal = AdjustmentReply['refused'][number];

/** Priority given by the panel: above every order the integration sends without one. */
export const PANEL_PRIORITY = 1;

function refusalOf(order: Order, adjustment: OrderAdjustment): Refusal | null {
  const id = order.orderId;
  if (order.permissionToSeparate === 'recused') return { order_id: id, outcome: 'canceled', message: `Pedido ${id} cancelado` };
  if (adjustment.reset) {
    if (order.checkingStatus === null) return { order_id: id, outcome: 'iniciado', message: `Pedido ${id} ainda não iniciado` };
    if (order.checkingStatus !== CHECKING_STATUS.inSeparation) {
      return { order_id: id, outcome: 'iniciado', message: `Pedido ${id} já separado: não pode ser resetado` };
    }
    return null;
  }
  if (order.checkingStatus !== null) return { order_id: id, outcome: 'iniciado', message: `Pedido ${id} já iniciado` };
  return null;
}

/** '1 pedido priorizado com sucesso; 2 não alterados', each word agreeing with its count. */
function summary(adjustment: OrderAdjustment, updated: number, refused: number): string {
  const [one, many] = adjustment.reset
    ? ['resetado', 'resetados']
    : adjustment.priority
      ? ['priorizado', 'priorizados']
      : adjustment.critical
        ? ['marcado como crítico', 'marcados como críticos']
        : [`direcionado ao grupo ${adjustment.directedGroup}`, `direcionados ao grupo ${adjustment.directedGroup}`];
  const left = refused ? `; ${pluralPt(refused, 'não alterado', 'não alterados')}` : '';
  return updated ? `${pluralPt(updated, 'pedido', 'pedidos')} ${pluralWord(updated, one, many)} com sucesso${left}` : `Nenhum pedido alterado${left}`;
}

async function ensureGroup(tx: Tx, group: number): Promise<void> {
  const [row] = await tx.select({ n: separationGroups.separationGroup }).from(separationGroups).where(eq(separationGroups.separationGroup, group));
  if (!row) throw badRequest(`O grupo ${group} não existe`, [{ field: 'body.directedGroup', message: `O grupo ${group} não existe` }]);
}

/** Closes the open works of the orders and puts them back in the queue; returns who held them. */
export async function resetOrders(tx: Tx, ids: number[], now: Date): Promise<{ separatorId: number; orderId: number }[]> {
  const open = await tx
    .select({ id: works.id, begin: works.begin, separatorId: works.separatorId, orderId: works.orderId })
    .from(works)
    .where(and(inArray(works.orderId, ids), isNull(works.end)));
  for (const work of open) {
    await tx.update(works).set({ end: now, workingTimeSecs: secondsBetween(work.begin, now) }).where(eq(works.id, work.id));
  }
  // What was already picked stays picked: the next picker finds those items done.
  await tx.update(orders).set({ checkingStatus: null, separationGroup: null, updatedAt: now }).where(inArray(orders.id, ids));
  return open;
}

export async function adjustOrders(app: AppContext, adjustment: OrderAdjustment): Promise<AdjustmentReply> {
  const wanted = [...new Set(adjustment.ordersId.map((id) => id.trim()))];
  const { reply, notices } = await app.db.transaction(async (tx): Promise<{ reply: AdjustmentReply; notices: NoticeToPicker[] }> => {
    if (adjustment.directedGroup !== undefined) await ensureGroup(tx, adjustment.directedGroup);
    const found = await tx.select().from(orders).where(inArray(orders.orderId, wanted)).orderBy(orders.id).for('update');
    if (found.length === 0) throw notFound(wanted.length > 1 ? 'Pedidos não encontrados' : 'Pedido não encontrado');
    const known = new Set(found.map((order) => order.orderId));
    const refused: Refusal[] = [];
    const fit: Order[] = [];
    for (const order of found) {
      const refusal = refusalOf(order, adjustment);
      if (refusal) refused.push(refusal);
      else fit.push(order);
    }
    const ids = fit.map((order) => order.id);
    const now = app.now();
    const notices: NoticeToPicker[] = [];
    if (ids.length && adjustment.reset) {
      const held = await resetOrders(tx, ids, now);
      const numberOf = new Map(fit.map((order) => [order.id, order.orderId]));
      for (const work of held) {
        notices.push({ separatorId: work.separatorId, notice: { orderId: numberOf.get(work.orderId)!, message: 'Order reseted' } });
      }
    } else if (ids.length) {
      const change = adjustment.priority
        ? { priority: PANEL_PRIORITY }
        : adjustment.critical
          ? { isCritical: true }
          : { directedGroup: adjustment.directedGroup! };
      await tx.update(orders).set({ ...change, updatedAt: now }).where(inArray(orders.id, ids));
    }
    const reply: AdjustmentReply = {
      message: summary(adjustment, fit.length, refused.length),
      updated: fit.map((order) => order.orderId),
      refused,
      not_found: wanted.filter((id) => !known.has(id)),
    };
    return { reply, notices };
  });
  // The pickers whose order was reset under them hear of it.
  tellPickers(app, notices);
  return reply;
}
