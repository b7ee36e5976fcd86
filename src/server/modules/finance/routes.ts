import type { FastifyInstance } from 'fastify';
import { financeEndpoints } from '../../../shared/contract/finance';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { broadcast } from '../conveyor/emissions';
import * as service from './service';

export function financeRoutes(server: FastifyInstance, app: AppContext): void {
  const io = server.realtime.boxCount;
  bind(server, app, financeEndpoints.listOrderDeliveryDetails, ({ query }) =>
    query.releasedWithoutInvoice ? service.listReleased(app, query) : service.listWithoutInvoice(app, query),
  );
  bind(server, app, financeEndpoints.releaseWithoutInvoice, async ({ params }, { user }) => {
    const { reply, emissions } = await service.releaseWithoutInvoice(app, params.orderId, user.id);
    broadcast(io, emissions);
    return reply;
  });
  bind(server, app, financeEndpoints.listPendingPayments, ({ query }) => service.listPendingPayments(app, query));
  bind(server, app, financeEndpoints.decidePendingPayments, async ({ body }) => {
    const { reply, emissions } = await service.decidePendingPayments(app, body.newOrderStatus, body.ordersId);
    broadcast(io, emissions);
    return reply;
  });
}
