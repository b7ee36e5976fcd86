// The panel hears of these changes from the endpoints' `changes` (contract/breaks.ts).
import type { FastifyInstance } from 'fastify';
import { breaksEndpoints as e } from '../../../shared/contract/breaks';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { listBreakHistory, listBreakOrders } from './list-service';
import { releaseOrder } from './release-service';
import { reportPrePickingBreak, repositionItem } from './reposition-service';

export function breaksRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, e.listBreakOrders, ({ query }) => listBreakOrders(app, query));
  bind(server, app, e.listBreakHistory, ({ query }) => listBreakHistory(app, query));
  bind(server, app, e.repositionItem, ({ params, body }, { user }) => repositionItem(app, user.id, params.itemId, body));
  bind(server, app, e.reportPrePickingBreak, ({ params }) => reportPrePickingBreak(app, params.itemId));
  bind(server, app, e.releaseBreakOrder, ({ params, body }, { user }) => releaseOrder(app, user.id, params.orderId, body.addictedBoxes));
}
