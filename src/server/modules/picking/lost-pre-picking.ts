// The scanner lock (spec/operator.md §4 'Scanner lock', §8 'Server message mappings'): a
// unique pre-picking tag already scanned into another order is refused as a lost pre-picking
// (the package it labels is missing from that order), the lost pre-picking alert is raised,
// and the picker's scans are refused until a supervisor answers it with 'Liberar separador'.
// A rule of picking: the alerts module reads and answers the alert, and depends on picking,
// never the other way round (issue 22).
import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { alerts, items, orders, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { openWorkOf } from './state';

/** The text the screen recognises as "report to the supervisor" (a lock check follows). */
export const LOST_PRE_PICKING_MESSAGE = 'Pacote de pre picking perdido: informe o supervisor';
export const SCANNER_LOCKED_MESSAGE = 'Leitor bloqueado: aguarde o supervisor liberar o separador';

/** Thrown inside the scan's transaction; the alert is raised after it (reportingLostPrePicking). */
export class LostPrePickingError extends HttpError {
  constructor(
    readonly tagId: number,
    readonly usedInOrderId: string,
  ) {
    super(409, LOST_PRE_PICKING_MESSAGE, { detail: 'lostPrePicking' });
  }
}

export const scannerLocked = () => new HttpError(423, SCANNER_LOCKED_MESSAGE, { detail: 'scannerLocked' });

/** The picker's lost pre-picking that no supervisor released yet: it locks their scanner. */
export const pendingLostPrePickingOf = (userId: number | Placeholder): SQL =>
  and(eq(alerts.userRequestId, userId), eq(alerts.kind, 'lost_pre_picking'), eq(alerts.status, 'pendente'))!;

/** Refuses a unique tag already scanned into an item of another order as a lost pre-picking. */
export async function refuseIfLost(tx: DbOrTx, tag: { id: number; usedByItemId: number | null }, item: { orderId: number }): Promise<void> {
  if (tag.usedByItemId === null) return;
  const [usedIn] = await tx
    .select({ orderId: orders.id, code: orders.orderId })
    .from(items)
    .innerJoin(orders, eq(orders.id, items.orderId))
    .where(eq(items.id, tag.usedByItemId));
  if (usedIn && usedIn.orderId !== item.orderId) throw new LostPrePickingError(tag.id, usedIn.code);
}

/** Raises the lost pre-picking behind a refused scan, one pending per picker; its id, or null. */
async function raiseLostPrePicking(
  app: AppContext,
  userId: number,
  input: { workId: number; itemId: number; tagId: number; usedInOrderId: string },
): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    // Two refused scans at once raise one alert.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx.select({ id: alerts.id }).from(alerts).where(pendingLostPrePickingOf(userId)).limit(1);
    if (pending) return null;
    const [item] = await tx.select({ id: items.id, orderId: items.orderId }).from(items).where(eq(items.id, input.itemId));
    const held = await openWorkOf(tx, userId);
    const [created] = await tx
      .insert(alerts)
      .values({
        kind: 'lost_pre_picking',
        status: 'pendente',
        userRequestId: userId,
        separationGroup: held?.work.separationGroup ?? null,
        reason: `Etiqueta ${input.tagId} já bipada no pedido ${input.usedInOrderId}`,
        orderId: item?.orderId ?? null,
        itemId: item?.id ?? null,
        workId: held?.work.id === input.workId ? input.workId : null,
        createdAt: app.now(),
      })
      .returning({ id: alerts.id });
    return created!.id;
  });
}

/** Runs a scan; when it is refused as a lost pre-picking, raises the alert after it wrote nothing. */
export async function reportingLostPrePicking<T>(
  app: AppContext,
  userId: number,
  target: { workId: number; itemId: number },
  scan: () => Promise<T>,
): Promise<T> {
  try {
    return await scan();
  } catch (error) {
    if (error instanceof LostPrePickingError) {
      const alertId = await raiseLostPrePicking(app, userId, { ...target, tagId: error.tagId, usedInOrderId: error.usedInOrderId });
      if (alertId !== null) {
        app.events.raise({ kind: 'alert', alert: { id: alertId, kind: 'lost_pre_picking', status: 'pendente' }, requesterId: userId });
        // Raised by a refused (4xx) scan, whose endpoint's `changes` are not raised.
        app.events.raise({ kind: 'panelChanged', areas: ['alerts'] });
      }
    }
    throw error;
  }
}
