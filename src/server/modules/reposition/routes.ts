// The panel hears of these changes through the server's panelChanged hook
// (realtime/panel-changes.ts: '/reposition/' changes breaks, orders and dashboard).
import type { FastifyInstance } from 'fastify';
import { repositionEndpoints as e } from '../../../shared/contract/reposition';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { broadcast } from '../conveyor/emissions';
import { listBreakHistory, listBreakOrders } from './list-service';
import { releaseOrder } from './release-service';
import { reportPrePickingBreak, repositionItem } from './reposition-service';

export function repositionRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, e.listBreakOrders, ({ query }) => listBreakOrders(app, query));
  bind(server, app, e.listBreakHistory, ({ query }) => listBreakHistory(app, query));
  bind(server, app, e.repositionItem, ({ params, body }, { user }) => repositionItem(app, user.id, params.itemId, body));
  bind(server, app, e.reportPrePickingBreak, ({ params }) => reportPrePickingBreak(app, params.itemId));
  bind(server, app, e.releaseBreakOrder, async ({ params, body }, { user }) => {
    const { reply, emissions } = await releaseOrder(app, user.id, params.orderId, body.addictedBoxes);
    // The conveyor screens close their pending-order alert for it.
    broadcast(server.realtime.boxCount, emissions);
    return reply;
  });
}
