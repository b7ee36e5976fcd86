// Over-capacity routes, "Rotas estouradas" (spec/loading.md §2.6, §4): the day's routes whose
// real boxes exceed the vehicle, and those treated (hidden, reduced or not reducible), and the reduction of an order's
// boxes. A route that fits after a reduction becomes reduced, and the conveyor screens hear
// it resolved (the same events as the conveyor modal's 'Reduzi').
import { eq, sql, type SQL } from 'drizzle-orm';
import type { OverCapacityRoute } from '../../../shared/contract/over-capacity-routes';
import { overCapacityState, reductionRefusal } from '../../../shared/domain/over-capacity';
import { realBoxes } from '../../../shared/domain/box-counts';
import { operationDate } from '../../../shared/domain/operation-day';
import { parseBoxCode } from '../../../shared/scan/box-code';
import type { AppContext } from '../../context';
import { queryRows, type DbOrTx } from '../../db/client';
import { boxCountChanges, orders, routes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { tellConveyorScreens } from '../conveyor/emissions';
import { resolveRouteAbove } from '../conveyor/service';

/** An order's real boxes in SQL, the same rule as shared/domain/box-counts realBoxes. */
const REAL_BOXES = sql.raw(`coalesce(o.adjusted_boxes_number_conveyor, o.corrected_boxes_number,
  greatest(coalesce(o.loading_boxes_number, 0),
    coalesce(o.adjusted_boxes_number, o.boxes_by_conferencer, o.conference_boxes_number, o.boxes_number, 0)))`);

interface RouteRow {
  id: number;
  code: string;
  color_route: string;
  vehicle_capacity: number;
  is_hidden: boolean;
  is_hidden_by_id: number | null;
  reduced: boolean | null;
  reduced_by_id: number | null;
  real_boxes: number;
}

function routeRows(db: DbOrTx, where: SQL): Promise<RouteRow[]> {
  return queryRows<RouteRow>(
    db,
    sql`select r.id, r.code, r.color_route, r.vehicle_capacity, r.is_hidden, r.is_hidden_by_id, r.reduced, r.reduced_by_id,
          coalesce(sum(${REAL_BOXES}) filter (where o.permission_to_separate <> 'recused'), 0)::int as real_boxes
        from routes r left join orders o on o.route_id = r.id
        where ${where}
        group by r.id
        order by r.code`,
  );
}

function toView(row: RouteRow): OverCapacityRoute {
  return {
    route: row.code,
    color_route: row.color_route,
    capacity_vehicle: row.vehicle_capacity,
    real_boxes_number: row.real_boxes,
    quantityToDecrease: Math.max(0, row.real_boxes - row.vehicle_capacity),
    state: overCapacityState({ isHidden: row.is_hidden, reduced: row.reduced }),
    route_above: {
      id: row.id,
      route: row.code,
      is_hidden: row.is_hidden,
      is_hidden_by: row.is_hidden_by_id,
      reduced: row.reduced,
      reduced_by: row.reduced_by_id,
    },
  };
}

export async function listOverCapacityRoutes(app: AppContext, scheduledDate?: string): Promise<OverCapacityRoute[]> {
  const { timeZone } = await readSettingsRow(app.db);
  const date = scheduledDate ?? operationDate(app.now(), timeZone);
  const rows = await routeRows(app.db, sql`r.operation_date = ${date}`);
  return rows.filter((row) => row.real_boxes > row.vehicle_capacity || row.reduced !== null || row.is_hidden).map(toView);
}

async function routeView(db: DbOrTx, id: number): Promise<OverCapacityRoute> {
  const [row] = await routeRows(db, sql`r.id = ${id}`);
  if (!row) throw notFound('Rota não encontrada');
  return toView(row);
}

/** Step 1: the box read must be a box of an order of this route, and the route reducible. */
async function orderOfBox(db: DbOrTx, routeId: number, tagValue: string, lock: boolean) {
  const route = await routeView(db, routeId);
  const refusal = reductionRefusal(route.state);
  if (refusal) throw conflict(refusal);
  const code = parseBoxCode(tagValue);
  if (!code) throw badRequest(`QRCode #${tagValue.trim()} inválido`);
  const query = db.select().from(orders).where(eq(orders.orderId, code.orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(`Pedido #${code.orderId} não encontrado`);
  if (order.routeId !== routeId) {
    throw badRequest(`Pedido #${order.orderId} da rota ${order.route ?? '-'} não pertence a rota ${route.route}`);
  }
  if (order.permissionToSeparate === 'recused') throw conflict(`Pedido #${order.orderId} foi cancelado`);
  return { route, order, reply: { order_id: order.orderId, route: route.route, client_name_or_trade: order.clientTrade || order.clientName, boxes: realBoxes(order) } };
}

export async function checkReductionBox(app: AppContext, routeId: number, tagValue: string) {
  return (await orderOfBox(app.db, routeId, tagValue, false)).reply;
}

/**
 * Step 2: the order keeps `remaining` boxes. Before the conveyor that is the order's reduced
 * count (adjusted_boxes_number, so the conveyor expects no more); once the conveyor has read
 * or corrected it, the conveyor's reduced count (adjusted_boxes_number_conveyor).
 */
export async function reduceRouteBoxes(
  app: AppContext,
  input: { routeId: number; tagValue: string; remaining: number; userId: number },
): Promise<{ order: Awaited<ReturnType<typeof checkReductionBox>>; route: OverCapacityRoute }> {
  const outcome = await app.db.transaction(async (tx) => {
    // One reduction of a route at a time, so two checkers never both see it still over.
    await tx.select({ id: routes.id }).from(routes).where(eq(routes.id, input.routeId)).for('update');
    const { order, reply } = await orderOfBox(tx, input.routeId, input.tagValue, true);
    if (input.remaining >= reply.boxes) {
      throw badRequest(`A quantidade restante deve ser menor que as ${reply.boxes} caixas atuais do pedido`);
    }
    const onConveyor = (order.loadingBoxesNumber ?? 0) > 0 || order.correctedBoxesNumber !== null || order.adjustedBoxesNumberConveyor !== null;
    const field = onConveyor ? 'adjusted_boxes_number_conveyor' : 'adjusted_boxes_number';
    await tx
      .update(orders)
      .set(onConveyor ? { adjustedBoxesNumberConveyor: input.remaining, updatedAt: app.now() } : { adjustedBoxesNumber: input.remaining, updatedAt: app.now() })
      .where(eq(orders.id, order.id));
    await tx.insert(boxCountChanges).values({
      orderId: order.id,
      field,
      oldValue: onConveyor ? order.adjustedBoxesNumberConveyor : order.adjustedBoxesNumber,
      newValue: input.remaining,
      userId: input.userId,
      source: 'conference',
      createdAt: app.now(),
    });
    const route = await routeView(tx, input.routeId);
    return { order: { ...reply, boxes: input.remaining }, route };
  });
  if (outcome.route.real_boxes_number > outcome.route.capacity_vehicle) return outcome;
  // It fits now: reduced, and any conveyor screen showing the over-limit modal hears it resolved.
  tellConveyorScreens(app, await resolveRouteAbove(app, input.routeId, input.userId));
  return { ...outcome, route: await routeView(app.db, input.routeId) };
}

