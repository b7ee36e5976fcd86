// Products (SKUs) as the picking floor needs them (spec/panel.md §3 SKU, operator.md §3).
import { boolean, check, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PORTION_TYPES, PRODUCT_STATUSES } from '../../../shared/domain/products';
import { atLeast, oneOf } from './checks';
import { users } from './auth';

export const products = pgTable(
  'products',
  {
    /** The SKU number printed on labels and searched by digits. */
    sku: integer('sku').primaryKey(),
    /** Product family shared by SKUs of the same base product (scan codes carry it). */
    productBaseId: integer('product_base_id').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    /** Relative URL the renderer loads, e.g. /api/products/image/100001.svg. */
    imagePath: text('image_path'),
    /** GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14) as the company sent it; scans compare it as GTIN-14. */
    barcode: text('barcode'),
    /** 1 peso (weight), 2 unidade (unit). */
    portionType: smallint('portion_type').notNull(),
    /** Size of one portion: grams for weight products, units for unit products. */
    purchaseValue: integer('purchase_value').notNull().default(1),
    /** Separation order: the picking step (1..settings.separations); null = no step. */
    step: smallint('step'),
    isWholesale: boolean('is_wholesale').notNull().default(false),
    uniqueTagOnly: boolean('unique_tag_only').notNull().default(false),
    needAuthorization: boolean('need_authorization').notNull().default(false),
    batchRequired: boolean('batch_required').notNull().default(false),
    /** Fractions (0..1) the picker may go below / above the ordered quantity. */
    minimumExtraOrder: numeric('minimum_extra_order', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    maximumExtraOrder: numeric('maximum_extra_order', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('active'),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_product_base_id_idx').on(table.productBaseId),
    index('products_step_idx').on(table.step),
    index('products_barcode_idx').on(table.barcode),
    check('products_portion_type', oneOf(table.portionType, PORTION_TYPES)),
    check('products_status', oneOf(table.status, PRODUCT_STATUSES)),
    check('products_step', atLeast(table.step, 1)),
    check('products_purchase_value', atLeast(table.purchaseValue, 1)),
    check(
      'products_extra_order',
      sql`${table.minimumExtraOrder} between 0 and 1 and ${table.maximumExtraOrder} between 0 and 1`,
    ),
  ],
);
