// The write of an accepted scan, in one round trip: pick_item_write (migrations 0009, 0011, 0018) locks
// the order, checks that nothing the scan was decided on changed since its context was read
// (the picker's work, the item row's version, its weighings, its step, the scanner lock, the
// tag still free), then spends the tag, adds the weighing and confirms a completed item, all
// in the statement's own transaction. No row back means something changed: read again.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
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

/**
 * pick_item_write as a named prepared statement: the floor's most frequent write, so neither
 * Drizzle builds its SQL nor PostgreSQL parses it again on every scan (bench/picking.ts).
 */
const writeStatement = preparedSql<{ weighing_id: number; tag_id: number | null }>(
  'pick_item_write',
  sql`select weighing_id, tag_id from pick_item_write(
    ${sql.placeholder('userId')}::integer, ${sql.placeholder('workId')}::integer, ${sql.placeholder('itemId')}::integer,
    ${sql.placeholder('itemVersion')}::text, ${sql.placeholder('weighings')}::integer, ${sql.placeholder('lastWeighingId')}::integer,
    ${sql.placeholder('grams')}::integer, ${sql.placeholder('tagId')}::integer, ${sql.placeholder('spendTag')}::boolean,
    ${sql.placeholder('labelSku')}::integer, ${sql.placeholder('scaleId')}::integer, ${sql.placeholder('scaleLabelId')}::integer,
    ${sql.placeholder('gtin')}::text, ${sql.placeholder('serial')}::text, ${sql.placeholder('weighedAt')}::timestamptz,
    ${sql.placeholder('confirmed')}::integer, ${sql.placeholder('now')}::timestamptz)`,
);

export async function writeScan(db: DbOrTx, write: ScanWrite): Promise<{ weighingId: number; tagId: number | null } | null> {
  const { context, newLabel: label } = write;
  const [row] = await writeStatement(db).execute({
    userId: write.userId,
    workId: context.held.work.id,
    itemId: context.item.id,
    itemVersion: context.itemVersion,
    weighings: context.weighings.length,
    lastWeighingId: context.weighings.at(-1)?.id ?? 0,
    grams: write.grams,
    tagId: write.tagId,
    spendTag: write.spendTag,
    labelSku: label?.sku ?? null,
    scaleId: label?.scale?.id ?? null,
    scaleLabelId: label?.scale?.labelId ?? null,
    gtin: label?.gs1?.gtin ?? null,
    serial: label?.gs1?.serial ?? null,
    weighedAt: label?.weighedAt?.toISOString() ?? null,
    confirmed: write.confirmed,
    now: write.now.toISOString(),
  });
  return row ? { weighingId: row.weighing_id, tagId: row.tag_id } : null;
}

export async function makeLabelTag(db: DbOrTx, itemId: number, grams: number, label: NewLabel, now: Date): Promise<number | null> {
  const [created] = await queryRows<{ id: number | null }>(
    db,
    sql`select label_tag(${itemId}::integer, ${grams}::integer, ${label.sku}::integer, ${label.scale?.id ?? null}::integer,
      ${label.scale?.labelId ?? null}::integer, ${label.gs1?.gtin ?? null}::text, ${label.gs1?.serial ?? null}::text,
      ${label.weighedAt?.toISOString() ?? null}::timestamptz, ${now.toISOString()}::timestamptz) as id`,
  );
  return created?.id ?? null;
}
