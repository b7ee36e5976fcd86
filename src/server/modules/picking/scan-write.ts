// The write of an accepted scan, in one round trip: pick_item_write (migrations 0009, 0011) locks
// the order, checks that nothing the scan was decided on changed since its context was read
// (the picker's work, the item row's version, its weighings, its step, the scanner lock, the
// tag still free), then spends the tag, adds the weighing and confirms a completed item, all
// in the statement's own transaction. No row back means something changed: read again.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ScanContext } from './scan-context';

export interface ScanWrite {
  userId: number;
  context: ScanContext;
  grams: number;
  /** The existing tag the code named, and whether it is a unique one to mark used. */
  tagId: number | null;
  spendTag: boolean;
  /** A scale label without a tag: one is made from it. */
  scaleLabel: { sku: number; scaleId: number | null; scaleLabelId: number | null; weighedAt: Date | null } | null;
  /** The item's confirmed quantity when this scan completes it; null otherwise. */
  confirmed: number | null;
  now: Date;
}

export async function writeScan(db: DbOrTx, write: ScanWrite): Promise<{ weighingId: number; tagId: number | null } | null> {
  const { context } = write;
  const last = context.weighings.at(-1)?.id ?? 0;
  const rows = await queryRows<{ weighing_id: number; tag_id: number | null }>(
    db,
    sql`select weighing_id, tag_id from pick_item_write(
      ${write.userId}::integer, ${context.held.work.id}::integer, ${context.item.id}::integer, ${context.itemVersion}::text,
      ${context.weighings.length}::integer, ${last}::integer, ${write.grams}::integer, ${write.tagId}::integer, ${write.spendTag}::boolean,
      ${write.scaleLabel?.sku ?? null}::integer, ${write.scaleLabel?.scaleId ?? null}::integer, ${write.scaleLabel?.scaleLabelId ?? null}::integer,
      ${write.scaleLabel?.weighedAt?.toISOString() ?? null}::timestamptz, ${write.confirmed}::integer, ${write.now.toISOString()}::timestamptz)`,
  );
  const [row] = rows;
  return row ? { weighingId: row.weighing_id, tagId: row.tag_id } : null;
}
