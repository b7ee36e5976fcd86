import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '../../../shared/contract/orders';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { uploadedBytes } from '../../http/uploaded-bytes';
import { adjustOrders } from './adjust';
import { boxImage } from './box-images';
import { orderDetail } from './detail';
import { editSeparatedItem } from './item-edit';
import { itemPrePickings } from './item-pre-pickings';
import { listOrders } from './list';
import { readOrdersSpreadsheet } from './spreadsheet';

export function ordersRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, ordersEndpoints.listOrders, ({ query }) => listOrders(app.db, query));
  bind(server, app, ordersEndpoints.getOrder, ({ params }) => orderDetail(app.db, params.orderId, app.now()));
  bind(server, app, ordersEndpoints.itemPrePickings, ({ params }) => itemPrePickings(app, params.itemId));
  bind(server, app, ordersEndpoints.boxImage, ({ params }) => boxImage(app.db, params.file));
  bind(server, app, ordersEndpoints.readOrdersSpreadsheet, ({ query, body }) => readOrdersSpreadsheet(app.db, query.filename, uploadedBytes(body)));
  bind(server, app, ordersEndpoints.adjustOrders, ({ body }) => adjustOrders(app, body));
  bind(server, app, ordersEndpoints.editSeparatedItem, ({ params, body }) => editSeparatedItem(app, params.itemId, body));
}
