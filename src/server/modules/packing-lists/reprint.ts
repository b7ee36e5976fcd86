// 'Reimpressão de rotas': a date's routes with each order's boxes and label reprints, and
// the reprint of the box labels of a whole route or of one of its orders. Each reprinted
// order gets one label_prints row (reprint = true) once its printer took the labels.
import { and, eq, sql } from 'drizzle-orm';
import type { ReprintRoute } from '../../../shared/contract/packing-lists';
import { operationDate, type IsoDate } from '../../../shared/domain/operation-day';
import type { RouteLoadingStatus } from '../../../shared/domain/statuses';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { labelPrints, orders, routes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { boxLabels } from '../../printing/box-label';
import { printerForColour, printOrFail } from '../../printing/printers';

interface Row {
  route_id: number;
  code: string;
  color_route: string;
  loading_status: RouteLoadingStatus;
  order_id: string | null;
  boxes: number | null;
  quantity_reprint: number | null;
  date_printed: string | null;
}

export async function ordersByRoute(app: AppContext, scheduledDate?: IsoDate): Promise<ReprintRoute[]> {
  const date = scheduledDate ?? operationDate(app.now(), (await readSettingsRow(app.db)).timeZone);
  const rows = await queryRows<Row>(
    app.db,
    sql`select r.id as route_id, r.code, r.color_route, r.loading_status, o.order_id,
               coalesce(o.boxes_number, 0)::int as boxes,
               (select count(*)::int from label_prints p where p.order_id = o.id and p.reprint) as quantity_reprint,
               (select max(p.created_at) from label_prints p where p.order_id = o.id) as date_printed
        from routes r
        left join orders o on o.route_id = r.id and o.permission_to_separate <> 'recused'
        where r.operation_date = ${date}
        order by r.code, o.order_id`,
  );
  const byRoute = new Map<number, ReprintRoute>();
  for (const row of rows) {
    let route = byRoute.get(row.route_id);
    if (!route) {
      route = { id: row.route_id, route: row.code, color_route: row.color_route, status: row.loading_status, orders: [] };
      byRoute.set(row.route_id, route);
    }
    if (row.order_id !== null) {
      route.orders.push({
        order_id: row.order_id,
        boxes: row.boxes ?? 0,
        quantity_reprint: row.quantity_reprint ?? 0,
        date_printed: row.date_printed === null ? null : new Date(row.date_printed).toISOString(),
      });
    }
  }
  return [...byRoute.values()];
}

export async function reprintByRoute(app: AppContext, user: AuthUser, body: { routeId: number; orderId?: string }): Promise<{ message: string }> {
  const [route] = await app.db.select().from(routes).where(eq(routes.id, body.routeId));
  if (!route) throw notFound('Rota não encontrada');
  const conditions = [eq(orders.routeId, route.id), sql`${orders.permissionToSeparate} <> 'recused'`];
  if (body.orderId) conditions.push(eq(orders.orderId, body.orderId));
  const chosen = await app.db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      clientType: orders.clientType,
      clientName: orders.clientName,
      clientTrade: orders.clientTrade,
      scheduledDate: orders.scheduledDate,
      boxes: orders.boxesNumber,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(orders.orderId);
  if (body.orderId && chosen.length === 0) throw notFound(`Pedido ${body.orderId} não faz parte da rota ${route.code}`);
  const withLabels = chosen.filter((order) => (order.boxes ?? 0) > 0);
  if (withLabels.length === 0) throw badRequest(body.orderId ? `O pedido ${body.orderId} ainda não tem caixas para reimprimir` : `A rota ${route.code} ainda não tem etiquetas para reimprimir`);

  // BRANCA's two printers: a reprint goes to printer 1, as the panel's label reprint does.
  const printer = await printerForColour(app.db, route.colorRoute, 1);
  const labels = withLabels.map((order) =>
    boxLabels(
      {
        orderId: order.orderId,
        client: order.clientType === 'PF' ? order.clientName : (order.clientTrade ?? order.clientName),
        route: route.code,
        colour: route.colorRoute,
        scheduledDate: order.scheduledDate,
      },
      order.boxes!,
      true,
    ),
  );
  await printOrFail(printer, labels.join(''));
  await app.db.insert(labelPrints).values(
    withLabels.map((order) => ({ orderId: order.id, boxQuantity: order.boxes!, reprint: true, printerName: printer.name, userId: user.id, createdAt: app.now() })),
  );
  return {
    message: body.orderId ? `Etiquetas do pedido ${body.orderId} reimpressas` : `Etiquetas da rota ${route.code} reimpressas (${withLabels.length} pedidos)`,
  };
}
