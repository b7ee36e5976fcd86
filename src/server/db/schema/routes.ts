// Delivery routes of one operation date: a truck, its colour and capacity, and the
// over-capacity treatment (spec/loading.md §3-4, spec/panel.md §3 routes data).
import { boolean, check, date, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ROUTE_COLOUR_NAMES } from '../../../shared/domain/route-colours';
import { ROUTE_LOADING_STATUSES } from '../../../shared/domain/statuses';
import { atLeast, oneOf } from './checks';
import { users } from './auth';

export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    operationDate: date('operation_date').notNull(),
    /** Route code as the orders carry it, e.g. 'R07'. */
    code: text('code').notNull(),
    colorRoute: text('color_route').notNull(),
    /** Boxes the vehicle carries; a route whose boxes exceed it is over capacity. */
    vehicleCapacity: integer('vehicle_capacity').notNull(),
    driverName: text('driver_name'),
    /** Over-capacity treatment: hidden from the list ... */
    isHidden: boolean('is_hidden').notNull().default(false),
    isHiddenById: integer('is_hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** ... reduced (true), not reducible (false) or under analysis (null). */
    reduced: boolean('reduced'),
    reducedById: integer('reduced_by_id').references(() => users.id, { onDelete: 'set null' }),
    loadingStatus: text('loading_status').notNull().default('pending'),
    /** Packing list printed. */
    printed: boolean('printed').notNull().default(false),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('routes_operation_date_code_unique').on(table.operationDate, table.code),
    check('routes_color_route', oneOf(table.colorRoute, ROUTE_COLOUR_NAMES)),
    check('routes_loading_status', oneOf(table.loadingStatus, ROUTE_LOADING_STATUSES)),
    check('routes_vehicle_capacity', atLeast(table.vehicleCapacity, 0)),
  ],
);
