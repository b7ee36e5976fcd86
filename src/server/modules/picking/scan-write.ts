// The write of an accepted scan, in one round trip: pick_item_write (migrations 0009, 0011, 0018) locks
// the order, checks that nothing the scan was decided on changed since its context was read
// (the picker's work, the item row's version, its weighings, its step, the scanner lock, the
// tag still free), then spends the tag, adds the weighing and confirms a completed item, all
// in the statement's own transaction. No row back means something changed: read again.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ScanContext } from './scan-context';

export interface NewLabel {
  sku: number;
  scale: { id: number | null; labelId: number | null } | null;
  gs1: { gtin: string; serial: string } | null;
  weighedAt: Date | null;
}

export interface ScanWrite {
  userId: number;
  context: ScanContext;
  grams: number;
  /** The existing tag the code named, and whether it is a unique one to mark used. */
  tagId: number | null;
  spendTag: boolean;
  /** A printed label without a tag, a scale label or a serialised GS1 case label: one is made from it. */
  newLabel: NewLabel | null;
  /** The item's confirmed quantity when this scan completes it; null otherwise. */
  confirmed: number | null;
  now: Date;
}

export async function writeScan(db: DbOrTx, write: ScanWrite): Promise<{ weighingId: number; tagId: number | null } | null> {
  const { context, newLabel: label } = write;
  const last = context.weighings.at(-1)?.id ?? 0;
  const rows = await queryRows<{ weighing_id: number; tag_id: number | null }>(
    db,
    sql`select weighing_id, tag_id from pick_item_write(
      ${write.userId}::integer, ${context.held.work.id}::integer, ${context.item.id}::integer, ${context.itemVersion}::text,
      ${context.weighings.length}::integer, ${last}::integer, ${write.grams}::integer, ${write.tagId}::integer, ${write.spendTag}::boolean,
      ${label?.sku ?? null}::integer, ${label?.scale?.id ?? null}::integer, ${label?.scale?.labelId ?? null}::integer,
      ${label?.gs1?.gtin ?? null}::text, ${label?.gs1?.serial ?? null}::text,
      ${label?.weighedAt?.toISOString() ?? null}::timestamptz, ${write.confirmed}::integer, ${write.now.toISOString()}::timestamptz)`,
  );
  const [row] = rows;
  return row ? { weighingId: row.weighing_id, tagId: row.tag_id } : null;
}

/**
 * The tag of a printed label spent on an item outside a picker's scan (a reposition), by the
 * same label_tag the scan's write uses; null when the label has a tag already.
 */
export async function makeLabelTag(db: DbOrTx, itemId: number, grams: number, label: NewLabel, now: Date): Promise<number | null> {
  const [created] = await queryRows<{ id: number | null }>(
    db,
    sql`select label_tag(${itemId}::integer, ${grams}::integer, ${label.sku}::integer, ${label.scale?.id ?? null}::integer,
      ${label.scale?.labelId ?? null}::integer, ${label.gs1?.gtin ?? null}::text, ${label.gs1?.serial ?? null}::text,
      ${label.weighedAt?.toISOString() ?? null}::timestamptz, ${now.toISOString()}::timestamptz) as id`,
  );
  return created?.id ?? null;
}
