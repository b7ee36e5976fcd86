// The centre's configuration: one settings row, the separation groups and the printer of
// each route colour (spec/panel.md §3).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ROUTE_COLOUR_NAMES } from '../../../shared/domain/route-colours';
import { DEFAULT_CENTRE_TIME_ZONE, WEEKDAY_NAMES } from '../../../shared/domain/operation-day';
import { atLeast, oneOf } from './checks';

/** Exactly one row (id = 1): the services read and update it in place. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    numberOfSeparators: integer('number_of_separators').notNull().default(0),
    /** Orders each picker should finish in a day. */
    goalSeparate: integer('goal_separate').notNull().default(1),
    /** English weekday names (Sunday..Saturday) of the peak days. */
    peakDays: text('peak_days').array().notNull().default(sql`'{}'::text[]`),
    /** An order is palletized from this weight (grams) ... */
    palletLimitWeight: integer('pallet_limit_weight').notNull().default(0),
    /** ... or from this number of wholesale boxes. */
    palletLimitWholesaleBox: integer('pallet_limit_wholesale_box').notNull().default(0),
    prePickingValidityCheck: boolean('pre_picking_validity_check').notNull().default(true),
    /** The conveyor refuses a truck loading while a route has pending orders. */
    pendingOrderBlocksLoading: boolean('pending_order_blocks_loading').notNull().default(true),
    stickersByBox: integer('stickers_by_box').notNull().default(1),
    /** Number of picking steps: steps are 1..separations. */
    separations: integer('separations').notNull().default(4),
    /** The admin code scanned to confirm box counts on the conveyor. */
    token: text('token').notNull(),
    conveyorEnabled: boolean('conveyor_enabled').notNull().default(true),
    timeZone: text('time_zone').notNull().default(DEFAULT_CENTRE_TIME_ZONE),
    /** The demo centre (src/server/demo): every screen marks it, so nobody takes it for the real one. */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check('settings_stickers_by_box', atLeast(table.stickersByBox, 1)),
    check('settings_separations', atLeast(table.separations, 1)),
    check('settings_number_of_separators', atLeast(table.numberOfSeparators, 0)),
    check('settings_goal_separate', atLeast(table.goalSeparate, 0)),
    check('settings_pallet_limits', sql`${table.palletLimitWeight} >= 0 and ${table.palletLimitWholesaleBox} >= 0`),
    check('settings_peak_days', sql`${table.peakDays} <@ array[${sql.raw(WEEKDAY_NAMES.map((d) => `'${d}'`).join(', '))}]::text[]`),
  ],
);

export const separationGroups = pgTable(
  'separation_groups',
  {
    id: serial('id').primaryKey(),
    /** The group number the floor sees ("Grupo 3"); other tables refer to it. */
    separationGroup: integer('separation_group').notNull().unique(),
    marketNumber: integer('market_number').notNull(),
    receivePjOrders: boolean('receive_pj_orders').notNull().default(true),
    receivePfOrders: boolean('receive_pf_orders').notNull().default(true),
    receiveKaOrders: boolean('receive_ka_orders').notNull().default(true),
    receiveCriticalOrders: boolean('receive_critical_orders').notNull().default(true),
    receiveIfoodOrders: boolean('receive_ifood_orders').notNull().default(true),
    receiveDynamicPriceOrders: boolean('receive_dynamic_price_orders').notNull().default(true),
    /** true: the group takes orders by the receive_* rules; false: orders are directed by hand. */
    separationGroupCommands: boolean('separation_group_commands').notNull().default(true),
    hasConference: boolean('has_conference').notNull().default(false),
    camScanner: boolean('cam_scanner').notNull().default(false),
    infraredScanner: boolean('infrared_scanner').notNull().default(false),
    hasCountByStep: boolean('has_count_by_step').notNull().default(false),
    stepsWithoutScanner: integer('steps_without_scanner').array().notNull().default(sql`'{}'::integer[]`),
    fastTrack: boolean('fast_track').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('separation_groups_number', atLeast(table.separationGroup, 1)),
    // The panel makes the two scanners mutually exclusive (spec/panel.md §4).
    check('separation_groups_one_scanner', sql`not (${table.camScanner} and ${table.infraredScanner})`),
  ],
);

/** The label printer of each route colour (two white printers are numbered by the station). */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    printerName: text('printer_name').notNull(),
    colorRoute: text('color_route').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('printers_color_route', oneOf(table.colorRoute, ROUTE_COLOUR_NAMES))],
);
