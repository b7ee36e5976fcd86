// Everything one box read needs to decide, in ONE prepared statement: the settings the rules
// read (admin code, switch, pending lock, zone), the order with its box conference, and the
// truck loading under way with the route of its first box. The read path makes no other
// lookup before counting (docs/conveyor-engine.md 'Cost of one read').
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { boxConferences, orders, settings, truckLoadings } from '../../db/schema';
import { conveyorOrderColumns, type ConveyorOrder } from './orders';

export interface ReadContext {
  settings: { token: string; conveyorEnabled: boolean; pendingOrderBlocksLoading: boolean; timeZone: string };
  order: ConveyorOrder | undefined;
  loading: { id: number; licensePlate: string; route: string | null } | undefined;
}

/** The open loading, joined at most once (one loading at a time; the oldest if ever two). */
const openLoading = sql`(select id from ${truckLoadings} where ${truckLoadings.endTime} is null order by ${truckLoadings.id} limit 1)`;

/** The lookup (exported for its plan's test: it must not grow with the centre's history). */
export function contextQuery(db: DbOrTx) {
  return db
    .select({
      token: settings.token,
      conveyorEnabled: settings.conveyorEnabled,
      pendingOrderBlocksLoading: settings.pendingOrderBlocksLoading,
      timeZone: settings.timeZone,
      loadingId: truckLoadings.id,
      licensePlate: truckLoadings.licensePlate,
      loadingRoute: sql<string | null>`(select o.route from box_reads r join orders o on o.id = r.order_id
        where r.truck_loading_id = ${truckLoadings.id} order by r.id limit 1)`,
      ...conveyorOrderColumns,
    })
    .from(settings)
    .leftJoin(truckLoadings, eq(truckLoadings.id, openLoading))
    .leftJoin(orders, eq(orders.orderId, sql.placeholder('orderId')))
    .leftJoin(boxConferences, eq(boxConferences.orderId, orders.id))
    .where(eq(settings.id, 1));
}

type Prepared = ReturnType<ReturnType<typeof contextQuery>['prepare']>;
/** Prepared once per database: the statement is parsed and planned once per connection. */
const prepared = new WeakMap<object, Prepared>();

export async function readContext(db: Db, orderId: string | null): Promise<ReadContext> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = contextQuery(db).prepare('conveyor_read_context');
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ orderId: orderId ?? '' });
  if (!row) throw new Error('settings row missing: ensureSettingsRow runs at start-up');
  const { token, conveyorEnabled, pendingOrderBlocksLoading, timeZone, loadingId, licensePlate, loadingRoute, ...order } = row;
  return {
    settings: { token, conveyorEnabled, pendingOrderBlocksLoading, timeZone },
    order: order.id === null ? undefined : (order as ConveyorOrder),
    loading: loadingId === null ? undefined : { id: loadingId, licensePlate: licensePlate!, route: loadingRoute },
  };
}

