// Whether a supervisor let the picker scan another SKU of the product into an item (spec/
// operator.md §3 'Bipar outro SKU'): the newest request for the item decides. The scan check
// reads it here; the alerts module makes and answers the requests.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OTHER_SKU_STATUSES } from '../../../shared/domain/alerts';
import type { DbOrTx } from '../../db/client';
import { alerts } from '../../db/schema';

type AlertRow = typeof alerts.$inferSelect;

/** The newest request to scan another SKU into the item, if any. */
export async function latestOtherSku(db: DbOrTx, itemId: number): Promise<AlertRow | null> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.itemId, itemId), eq(alerts.kind, 'support'), inArray(alerts.status, [...OTHER_SKU_STATUSES])))
    .orderBy(sql`${alerts.createdAt} desc, ${alerts.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The item's authorization flag: null not asked (or still awaiting), true accepted, false declined. */
export function authorizationOf(row: Pick<AlertRow, 'status'> | null): boolean | null {
  if (row?.status === 'accept') return true;
  if (row?.status === 'declined') return false;
  return null;
}

/** Whether a supervisor let another SKU be scanned into the item (the scan check reads it). */
export async function isOtherSkuAuthorized(db: DbOrTx, itemId: number): Promise<boolean> {
  return authorizationOf(await latestOtherSku(db, itemId)) === true;
}
