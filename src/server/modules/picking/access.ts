// The picker's hold on an order: every change goes through the caller's own open work, with
// the order row locked so two requests on one order (a retry, two tabs) apply one by one.
import { eq } from 'drizzle-orm';
import { PICKING_MESSAGE } from '../../../shared/contract/picking';
import type { Tx } from '../../db/client';
import { orders, separationGroups, works } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { OrderRow, WorkRow } from './state';

export const CANCELLED_MESSAGE = 'Este pedido foi cancelado e os pre pickings foram resetados!';

/** A 409 the screen recognises by its detail (the spec's English server message). */
export const orderCancelled = () => new HttpError(409, CANCELLED_MESSAGE, { detail: PICKING_MESSAGE.canceled });

export interface Held {
  work: WorkRow;
  order: OrderRow;
  group: typeof separationGroups.$inferSelect | null;
}

export async function holdWork(tx: Tx, workId: number, userId: number, options: { allowClosed?: boolean } = {}): Promise<Held> {
  // One round trip: the work, its order (locked) and its group.
  const [row] = await tx
    .select({ work: works, order: orders, group: separationGroups })
    .from(works)
    .innerJoin(orders, eq(orders.id, works.orderId))
    .leftJoin(separationGroups, eq(separationGroups.separationGroup, works.separationGroup))
    .where(eq(works.id, workId))
    .for('update', { of: orders });
  return checkHeld(row, userId, options);
}

/** What deciding a hold needs of the work and its order (a scan reads no more: scan-context.ts). */
export interface HoldRow {
  work: Pick<WorkRow, 'separatorId' | 'end'>;
  order: Pick<OrderRow, 'permissionToSeparate'>;
}

/** The picker's own open work on an order that was not cancelled, or the refusal. */
export function checkHeld<Row extends HoldRow>(row: Row | undefined, userId: number, options: { allowClosed?: boolean } = {}): Row {
  if (!row || row.work.separatorId !== userId) throw notFound('Separação não encontrada.');
  if (row.work.end && !options.allowClosed) throw conflict('Esta separação já foi finalizada.');
  if (row.order.permissionToSeparate === 'recused') throw orderCancelled();
  return row;
}

/** The held work must be on this order (path parameter order_id). */
export function ensureOrder(held: Held, orderId: string): void {
  if (held.order.orderId !== orderId) throw notFound('Pedido não encontrado nesta separação.');
}

/** Whole seconds between two instants. */
export function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}
