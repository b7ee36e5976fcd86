// The box-count divergence history: what the picker answered when the count differed from
// the expected total (spec/operator.md §4 'Picking screen flow' 7).
import { asc, eq } from 'drizzle-orm';
import type { BoxDivergenceAction } from '../../../shared/domain/alerts';
import type { AppContext } from '../../context';
import { boxDivergences, orders } from '../../db/schema';
import { notFound } from '../../http/errors';

type Row = typeof boxDivergences.$inferSelect;

const toWire = (row: Row, orderId: string) => ({
  id: row.id,
  action: row.action as BoxDivergenceAction,
  order: orderId,
  expected_boxes: row.expectedBoxes,
  inputed_boxes: row.inputedBoxes,
  inputed_by: row.inputedById,
  created_at: row.createdAt.toISOString(),
});

async function orderNamed(app: AppContext, orderId: string) {
  const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound('Pedido não encontrado.');
  return order;
}

export async function listBoxDivergences(app: AppContext, orderId: string) {
  const order = await orderNamed(app, orderId);
  const rows = await app.db.select().from(boxDivergences).where(eq(boxDivergences.orderId, order.id)).orderBy(asc(boxDivergences.id));
  return rows.map((row) => toWire(row, orderId));
}

export async function createBoxDivergence(
  app: AppContext,
  userId: number,
  input: { action: BoxDivergenceAction; order: string; expected_boxes: number; inputed_boxes: number },
) {
  const order = await orderNamed(app, input.order);
  const [row] = await app.db
    .insert(boxDivergences)
    .values({ action: input.action, orderId: order.id, expectedBoxes: input.expected_boxes, inputedBoxes: input.inputed_boxes, inputedById: userId, createdAt: app.now() })
    .returning();
  return toWire(row!, input.order);
}
