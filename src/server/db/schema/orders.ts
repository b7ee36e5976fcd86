// Customer orders and their delivery details (spec/operator.md §3, panel.md §3,
// loading.md §3). Every stage's box count has its own column (see shared/domain/box-counts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CLIENT_TYPES } from '../../../shared/domain/clients';
import { ROUTE_COLOUR_NAMES } from '../../../shared/domain/route-colours';
import { APPROVAL_STATUSES, CHECKING_STATUSES } from '../../../shared/domain/statuses';
import { atLeast, oneOf } from './checks';
import { users } from './auth';
import { clients } from './clients';
import { routes } from './routes';
import { separationGroups } from './settings';

const boxCount = (name: string) => integer(name);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order number everybody reads and scans (box labels start with it). */
    orderId: text('order_id').notNull().unique(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientType: text('client_type').notNull(),
    clientName: text('client_name').notNull(),
    clientTrade: text('client_trade'),
    /** iFood orders go in the client's own bag. */
    ifoodBag: boolean('ifood_bag').notNull().default(false),
    storeId: text('store_id'),
    /** Route code and colour as the order came; null = no route yet. */
    route: text('route'),
    colorRoute: text('color_route'),
    routeId: integer('route_id').references(() => routes.id, { onDelete: 'set null' }),
    scheduledDate: date('scheduled_date').notNull(),
    instructions: text('instructions'),
    isCritical: boolean('is_critical').notNull().default(false),
    /** Higher first; set by the panel's priority adjustment. */
    priority: integer('priority').notNull().default(0),
    isDynamicPrice: boolean('is_dynamic_price').notNull().default(false),
    /** Group the panel directed the order to (manual groups take only these). */
    directedGroup: integer('directed_group').references(() => separationGroups.separationGroup, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** Group that picks (or picked) it. */
    separationGroup: integer('separation_group').references(() => separationGroups.separationGroup, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** Payment approval: approved, pending, recused (= cancelled). The spec's status_order. */
    permissionToSeparate: text('permission_to_separate').notNull().default('approved'),
    /** 1 in separation, 2 conference, 3 separated, 4 loaded, 5 waiting reposition; null = waiting. */
    checkingStatus: smallint('checking_status'),
    isFirstOrder: boolean('is_first_order').notNull().default(false),
    isPalletized: boolean('is_palletized').notNull().default(false),
    isAlreadyPrintStickers: boolean('is_already_print_stickers').notNull().default(false),
    hasInvoice: boolean('has_invoice').notNull().default(false),
    releasedWithoutInvoiceById: integer('released_without_invoice_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    releasedWithoutInvoiceAt: timestamp('released_without_invoice_at', { withTimezone: true }),
    /** order_id of the order this one replaces ("Reposição do pedido ..."). */
    replacementOfOrderId: text('replacement_of_order_id'),
    /** Position in the picking queue; the panel sorts it descending. */
    queueIndex: integer('queue_index'),
    endTime: timestamp('end_time', { withTimezone: true }),
    boxesNumber: boxCount('boxes_number'),
    loadingBoxesNumber: boxCount('loading_boxes_number'),
    conferenceBoxesNumber: boxCount('conference_boxes_number'),
    boxesByConferencer: boxCount('boxes_by_conferencer'),
    adjustedBoxesNumber: boxCount('adjusted_boxes_number'),
    adjustedBoxesNumberConveyor: boxCount('adjusted_boxes_number_conveyor'),
    correctedBoxesNumber: boxCount('corrected_boxes_number'),
    /** Loaded without reading every box; the count shown is corrected_boxes_number. */
    skipped: boolean('skipped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_scheduled_date_checking_status_idx').on(table.scheduledDate, table.checkingStatus),
    index('orders_route_id_idx').on(table.routeId),
    index('orders_scheduled_date_route_idx').on(table.scheduledDate, table.route),
    // The panel's list pages a date's orders by number: without it the planner walks the
    // order numbers of every date (bench/year-of-data.ts, docs/performance.md).
    index('orders_scheduled_date_order_id_idx').on(table.scheduledDate, table.orderId),
    // The picking queue (orders no one took yet): a few hundred rows however long the history.
    index('orders_waiting_idx').on(table.scheduledDate).where(sql`${table.checkingStatus} is null`),
    // The panel's search with the date cleared: a text contained in the number, client, trade
    // name, store or route of any order (an ilike '%…%' on each), found by trigrams instead of
    // reading every order (migrations 0021, 0022; bench/year-of-data.ts). One index per column:
    // in one index over the five, every order number's common trigrams ('h26') share posting
    // lists with the other columns', and the planner priced it above reading the table.
    index('orders_order_id_trgm_idx').using('gin', table.orderId.op('gin_trgm_ops')),
    index('orders_client_name_trgm_idx').using('gin', table.clientName.op('gin_trgm_ops')),
    index('orders_client_trade_trgm_idx').using('gin', table.clientTrade.op('gin_trgm_ops')),
    index('orders_store_id_trgm_idx').using('gin', table.storeId.op('gin_trgm_ops')),
    index('orders_route_trgm_idx').using('gin', table.route.op('gin_trgm_ops')),
    index('orders_client_id_idx').on(table.clientId),
    index('orders_separation_group_idx').on(table.separationGroup),
    index('orders_updated_at_idx').on(table.updatedAt),
    check('orders_client_type', oneOf(table.clientType, CLIENT_TYPES)),
    check('orders_color_route', oneOf(table.colorRoute, ROUTE_COLOUR_NAMES)),
    check('orders_permission_to_separate', oneOf(table.permissionToSeparate, APPROVAL_STATUSES)),
    check('orders_checking_status', oneOf(table.checkingStatus, CHECKING_STATUSES)),
    check(
      'orders_box_counts',
      sql`coalesce(${table.boxesNumber}, 0) >= 0 and coalesce(${table.loadingBoxesNumber}, 0) >= 0
        and coalesce(${table.conferenceBoxesNumber}, 0) >= 0 and coalesce(${table.boxesByConferencer}, 0) >= 0
        and coalesce(${table.adjustedBoxesNumber}, 0) >= 0 and coalesce(${table.adjustedBoxesNumberConveyor}, 0) >= 0
        and coalesce(${table.correctedBoxesNumber}, 0) >= 0`,
    ),
    check('orders_queue_index', atLeast(table.queueIndex, 0)),
  ],
);

export const orderDeliveryDetails = pgTable('order_delivery_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  driver: text('driver'),
  neighborhood: text('neighborhood'),
  shippingStreetAndNumber: text('shipping_street_and_number'),
  city: text('city'),
  state: text('state'),
  /** Invoice (nota fiscal) number; null while the order has none. */
  billOfSaleId: text('bill_of_sale_id'),
  scheduledTimeFrom: time('scheduled_time_from'),
  scheduledTimeTo: time('scheduled_time_to'),
  observations: text('observations'),
});
