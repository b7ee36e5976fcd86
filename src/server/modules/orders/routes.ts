import type { FastifyInstance } from 'fastify';
import type { LiveServerToClient } from '../../../shared/contract/events';
import { ordersEndpoints } from '../../../shared/contract/orders';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { adjustOrders } from './adjust';
import { boxImage } from './box-images';
import { orderDetail } from './detail';
import { editSeparatedItem } from './item-edit';
import { listOrders } from './list';
import { readOrdersSpreadsheet } from './spreadsheet';

type PanelArea = Parameters<LiveServerToClient['panelChanged']>[0]['area'];

export function ordersRoutes(server: FastifyInstance, app: AppContext): void {
  // After a committed change: the panel screens showing these areas refetch.
  const changed = (...areas: PanelArea[]) => {
    for (const area of areas) server.realtime.live.to('panel').emit('panelChanged', { area });
  };
  bind(server, app, ordersEndpoints.listOrders, ({ query }) => listOrders(app.db, query));
  bind(server, app, ordersEndpoints.getOrder, ({ params }) => orderDetail(app.db, params.orderId, app.now()));
  bind(server, app, ordersEndpoints.boxImage, ({ params }) => boxImage(app.db, params.file));
  bind(server, app, ordersEndpoints.readOrdersSpreadsheet, ({ body }) =>
    readOrdersSpreadsheet(app.db, body.filename, Buffer.from(body.content_base64, 'base64')),
  );
  bind(server, app, ordersEndpoints.adjustOrders, async ({ body }) => {
    const { reply, notices } = await adjustOrders(app, body);
    for (const { separatorId, notice } of notices) server.realtime.live.to(`user:${separatorId}`).emit('pickingNotice', notice);
    if (reply.updated.length) changed('orders', 'dashboard');
    return reply;
  });
  bind(server, app, ordersEndpoints.editSeparatedItem, async ({ params, body }) => {
    const item = await editSeparatedItem(app, params.itemId, body);
    changed('orders', 'breaks', 'dashboard');
    return item;
  });
}
