import type { FastifyInstance } from 'fastify';
import { conveyorEndpoints } from '../../../shared/contract/conveyor';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';
import { attachConveyorSocket } from './socket';

export function conveyorRoutes(server: FastifyInstance, app: AppContext): void {
  attachConveyorSocket(server.realtime.boxCount, app);

  bind(server, app, conveyorEndpoints.startTruckLoading, ({ body }, { user }) =>
    service.startTruckLoading(app, body.license_plate, user.id),
  );
  bind(server, app, conveyorEndpoints.finishTruckLoading, ({ body }, { user }) =>
    service.finishTruckLoading(app, body?.license_plate, user.id),
  );
  bind(server, app, conveyorEndpoints.getTruckLoadingStatus, () => service.truckLoadingStatus(app.db));
  bind(server, app, conveyorEndpoints.confirmBoxCount, ({ params, body }, { user }) =>
    service.confirmBoxCount(app, { orderId: params.orderId, boxes: body.boxes, adminCode: body.admin_code, userId: user.id }),
  );
  bind(server, app, conveyorEndpoints.listLoadingOrders, ({ query }) => service.listLoadingOrders(app, query));
  bind(server, app, conveyorEndpoints.listRecentConveyorCards, () => service.recentConveyorCards(app));
  bind(server, app, conveyorEndpoints.getPendingLock, () => service.pendingLock(app));
  bind(server, app, conveyorEndpoints.setPendingLock, ({ body }) =>
    service.setPendingLock(app, body.pending_order_blocks_loading),
  );
  bind(server, app, conveyorEndpoints.getBoxHistory, ({ params }) => service.boxHistory(app.db, params.orderId));
  bind(server, app, conveyorEndpoints.updateRouteAboveLimit, ({ params, body }, { user }) =>
    service.updateRouteAbove(app, params.id, body, user.id),
  );
}
