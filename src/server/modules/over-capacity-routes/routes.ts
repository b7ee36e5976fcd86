import type { FastifyInstance } from 'fastify';
import { overCapacityEndpoints } from '../../../shared/contract/over-capacity-routes';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function overCapacityRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, overCapacityEndpoints.listOverCapacityRoutes, ({ query }) => service.listOverCapacityRoutes(app, query.scheduledDate));
  bind(server, app, overCapacityEndpoints.checkReductionBox, ({ params, body }) =>
    service.checkReductionBox(app, params.id, body.tag_value),
  );
  bind(server, app, overCapacityEndpoints.reduceRouteBoxes, ({ params, body }, { user }) =>
    service.reduceRouteBoxes(app, { routeId: params.id, tagValue: body.tag_value, remaining: body.remaining_boxes, userId: user.id }),
  );
}
