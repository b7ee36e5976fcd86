import type { FastifyInstance } from 'fastify';
import { invoicesEndpoints } from '../../../shared/contract/invoices';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function invoicesRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, invoicesEndpoints.listOrderDeliveryDetails, ({ query }) =>
    query.releasedWithoutInvoice ? service.listReleased(app, query) : service.listWithoutInvoice(app, query),
  );
  bind(server, app, invoicesEndpoints.releaseWithoutInvoice, ({ params }, { user }) => service.releaseWithoutInvoice(app, params.orderId, user.id));
  bind(server, app, invoicesEndpoints.listPendingPayments, ({ query }) => service.listPendingPayments(app, query));
  bind(server, app, invoicesEndpoints.decidePendingPayments, ({ body }) => service.decidePendingPayments(app, body.newOrderStatus, body.ordersId));
}
