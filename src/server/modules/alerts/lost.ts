// The refusal of a unique pre-picking tag already scanned into another order: the package
// it labels is missing from that order (a lost pre-picking). The picker's scanner locks until
// a supervisor answers 'Liberar separador' (spec/operator.md §4 'Scanner lock', §8 'Server
// message mappings'). Thrown inside the scan's transaction; the alert is raised after it.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { items, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** The text the screen recognises as "report to the supervisor" (a lock check follows). */
export const LOST_PRE_PICKING_MESSAGE = 'Pacote de pre picking perdido: informe o supervisor';
export const SCANNER_LOCKED_MESSAGE = 'Leitor bloqueado: aguarde o supervisor liberar o separador';

export class LostPrePickingError extends HttpError {
  constructor(
    readonly tagId: number,
    readonly usedInOrderId: string,
  ) {
    super(409, LOST_PRE_PICKING_MESSAGE, { detail: 'lostPrePicking' });
  }
}

export const scannerLocked = () => new HttpError(423, SCANNER_LOCKED_MESSAGE, { detail: 'scannerLocked' });

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
