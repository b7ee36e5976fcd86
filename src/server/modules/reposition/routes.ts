import type { FastifyInstance } from 'fastify';
import { repositionEndpoints as e } from '../../../shared/contract/reposition';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { broadcast } from '../conveyor/emissions';
import { listBreakHistory, listBreakOrders } from './list-service';
import { panelChanged } from './live';
import { releaseOrder } from './release-service';
import { reportPrePickingBreak, repositionItem } from './reposition-service';

export function repositionRoutes(server: FastifyInstance, app: AppContext): void {
  const itemChanged = panelChanged(server, 'breaks', 'orders');
  const orderReleased = panelChanged(server, 'breaks', 'orders', 'dashboard');
  bind(server, app, e.listBreakOrders, ({ query }) => listBreakOrders(app, query));
  bind(server, app, e.listBreakHistory, ({ query }) => listBreakHistory(app, query));
  bind(server, app, e.repositionItem, async ({ params, body }, { user }) => itemChanged(await repositionItem(app, user.id, params.itemId, body)));
  bind(server, app, e.reportPrePickingBreak, async ({ params }) => itemChanged(await reportPrePickingBreak(app, params.itemId)));
  bind(server, app, e.releaseBreakOrder, async ({ params, body }, { user }) => {
    const { reply, emissions } = await releaseOrder(app, user.id, params.orderId, body.addictedBoxes);
    broadcast(server.realtime.boxCount, emissions);
    return orderReleased(reply);
  });
}
