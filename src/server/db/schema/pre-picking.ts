// Pre-picking tags: portions weighed and labelled before picking, and the weighings a
// picker scans into an item (spec/operator.md §3, panel.md §3 pre-picking tag).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalogue';
import { items, works } from './picking';

export const prePickingTags = pgTable(
  'pre_picking_tags',
  {
    /** The numeric id printed in the tag's code. */
    id: serial('id').primaryKey(),
    /** A unique tag is one labelled portion; a generic tag may be scanned many times. */
    uniqueTag: boolean('unique_tag').notNull().default(true),
    /** The universal "admin" tag a supervisor uses. */
    isAdmin: boolean('is_admin').notNull().default(false),
    batchId: text('batch_id'),
    sku: integer('sku')
      .notNull()
      .references(() => products.sku),
    productBaseId: integer('product_base_id').notNull(),
    /** Portion size copied from the product (grams or units). */
    purchaseValue: integer('purchase_value').notNull(),
    /** Weighed grams; null for a tag that was not weighed. */
    itemWeight: integer('item_weight'),
    scaleId: integer('scale_id'),
    scaleLabelId: integer('scale_label_id'),
    /** A GS1 case label with a serial number (AI 21): its GTIN-14 and serial name one case. */
    gs1Gtin: text('gs1_gtin'),
    gs1Serial: text('gs1_serial'),
    weighingTime: timestamp('weighing_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Item the (unique) tag went into, once scanned. */
    usedByItemId: integer('used_by_item_id').references(() => items.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('pre_picking_tags_sku_idx').on(table.sku),
    index('pre_picking_tags_used_by_item_id_idx').on(table.usedByItemId),
    /** One tag per printed scale label, so a label is never counted twice (migration 0011). */
    uniqueIndex('pre_picking_tags_scale_label_key').on(table.scaleId, table.scaleLabelId),
    /** One tag per serialised GS1 case label, so a case is never counted twice (migration 0018). */
    uniqueIndex('pre_picking_tags_gs1_label_key').on(table.gs1Gtin, table.gs1Serial),
    check('pre_picking_tags_item_weight', sql`${table.itemWeight} is null or ${table.itemWeight} > 0`),
    check('pre_picking_tags_purchase_value', sql`${table.purchaseValue} > 0`),
  ],
);

/** One scanned portion of an item: its grams (or units) and the tag it came from. */
export const weighings = pgTable(
  'weighings',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Grams for weight items, units for unit items. */
    grams: integer('grams').notNull(),
    prePickingTagId: integer('pre_picking_tag_id').references(() => prePickingTags.id, { onDelete: 'set null' }),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    scannedById: integer('scanned_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('weighings_item_id_idx').on(table.itemId),
    index('weighings_pre_picking_tag_id_idx').on(table.prePickingTagId),
    check('weighings_grams', sql`${table.grams} > 0`),
  ],
);
