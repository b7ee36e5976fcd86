// 'Liberar pedido' (spec/panel.md §4 'Releasing an order'): every open break of the order is
// released. A separated order that waited for reposition goes on as separated; boxes added
// while replenishing raise the picker's count and the count the conveyor expects, so the
// new box's label ('orderId;n') is counted there. An order still in separation is released
// for its picker, who finishes it as separated.
import { and, asc, eq } from 'drizzle-orm';
import type { BoxCountField } from '../../../shared/domain/box-counts';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { boxCountChanges, breaks, orders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { pendingAlertOf } from '../conveyor/alerts';
import { emit, tellConveyorScreens } from '../conveyor/emissions';
import { isOrderSeparated } from './list-service';

type OrderRow = typeof orders.$inferSelect;

export const RELEASE_MESSAGE = {
  released: 'Pedido liberado com sucesso!',
  releasedInSeparation: 'Pedido liberado. Avise o separador para finalizar a separação.',
  nothingToRelease: 'Este pedido não tem quebras a liberar.',
  boxesWhileSeparating: 'O pedido ainda está em separação: as caixas são contadas pelo separador.',
} as const;

/** Columns of a box count, by the name the change history uses. */
const COUNT_COLUMN = {
  boxes_number: 'boxesNumber',
  adjusted_boxes_number: 'adjustedBoxesNumber',
  boxes_by_conferencer: 'boxesByConferencer',
  conference_boxes_number: 'conferenceBoxesNumber',
} as const satisfies Partial<Record<BoxCountField, keyof OrderRow>>;
type RaisedField = keyof typeof COUNT_COLUMN;

/**
 * The counts added boxes raise: the picker's count, and the one the conveyor takes as
 * expected when another stage has counted since (adjusted, else by-conferencer, else conference).
 */
function fieldsToRaise(order: OrderRow): RaisedField[] {
  const expected = (['adjusted_boxes_number', 'boxes_by_conferencer', 'conference_boxes_number'] as const).find(
    (field) => order[COUNT_COLUMN[field]] !== null,
  );
  return expected ? ['boxes_number', expected] : ['boxes_number'];
}

async function addBoxes(tx: Tx, order: OrderRow, added: number, userId: number, now: Date): Promise<OrderRow> {
  const set: Partial<Pick<OrderRow, (typeof COUNT_COLUMN)[RaisedField]>> = {};
  for (const field of fieldsToRaise(order)) {
    const column = COUNT_COLUMN[field];
    const oldValue = order[column];
    set[column] = (oldValue ?? 0) + added;
    await tx.insert(boxCountChanges).values({ orderId: order.id, field, oldValue, newValue: set[column], userId, source: 'panel', createdAt: now });
  }
  return { ...order, ...set };
}

export interface ReleaseReply {
  message: string;
  order_id: string;
  checking_status: number | null;
  boxes_number: number | null;
}

export async function releaseOrder(app: AppContext, userId: number, orderId: string, addedBoxes: number | undefined): Promise<ReleaseReply> {
  const { reply, emissions } = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!order) throw notFound(`Pedido ${orderId} não encontrado.`);
    const open = await tx
      .select({ id: breaks.id })
      .from(breaks)
      .where(and(eq(breaks.orderId, order.id), eq(breaks.released, false)))
      .orderBy(asc(breaks.id));
    if (open.length === 0) throw conflict(RELEASE_MESSAGE.nothingToRelease);
    const separated = isOrderSeparated(order);
    if (addedBoxes !== undefined && !separated) throw conflict(RELEASE_MESSAGE.boxesWhileSeparating);

    const now = app.now();
    await tx
      .update(breaks)
      .set({ released: true, releasedById: userId, releasedAt: now })
      .where(and(eq(breaks.orderId, order.id), eq(breaks.released, false)));
    // The added boxes belong to the release, recorded once (on its first break).
    if (addedBoxes !== undefined) await tx.update(breaks).set({ addedBoxes }).where(eq(breaks.id, open[0]!.id));

    let updated = addedBoxes !== undefined ? await addBoxes(tx, order, addedBoxes, userId, now) : order;
    const resumed = order.checkingStatus === CHECKING_STATUS.waitingReposition;
    if (resumed) updated = { ...updated, checkingStatus: CHECKING_STATUS.separated };
    await tx
      .update(orders)
      .set({
        checkingStatus: updated.checkingStatus,
        boxesNumber: updated.boxesNumber,
        adjustedBoxesNumber: updated.adjustedBoxesNumber,
        boxesByConferencer: updated.boxesByConferencer,
        conferenceBoxesNumber: updated.conferenceBoxesNumber,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));

    // The conveyor's pending-order hold (picking not finished) is lifted for this order.
    const emissions = resumed ? [emit('pendingOrderResolved', await pendingAlertOf(tx, order, 'pendingOrder'))] : [];
    return {
      reply: {
        message: separated ? RELEASE_MESSAGE.released : RELEASE_MESSAGE.releasedInSeparation,
        order_id: order.orderId,
        checking_status: updated.checkingStatus,
        boxes_number: updated.boxesNumber,
      },
      emissions,
    };
  });
  // The conveyor screens close their pending-order alert for it.
  tellConveyorScreens(app, emissions);
  return reply;
}
