import type { FastifyInstance } from 'fastify';
import { financeEndpoints } from '../../../shared/contract/finance';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function financeRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, financeEndpoints.listOrderDeliveryDetails, ({ query }) =>
    query.releasedWithoutInvoice ? service.listReleased(app, query) : service.listWithoutInvoice(app, query),
  );
  bind(server, app, financeEndpoints.releaseWithoutInvoice, ({ params }, { user }) => service.releaseWithoutInvoice(app, params.orderId, user.id));
  bind(server, app, financeEndpoints.listPendingPayments, ({ query }) => service.listPendingPayments(app, query));
  bind(server, app, financeEndpoints.decidePendingPayments, ({ body }) => service.decidePendingPayments(app, body.newOrderStatus, body.ordersId));
}
