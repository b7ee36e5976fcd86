import type { FastifyInstance } from 'fastify';
import { overCapacityRoutesEndpoints } from '../../../shared/contract/over-capacity-routes';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function overCapacityRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, overCapacityRoutesEndpoints.listOverCapacityRoutes, ({ query }) => service.listOverCapacityRoutes(app, query.scheduledDate));
  bind(server, app, overCapacityRoutesEndpoints.checkReductionBox, ({ params, body }) =>
    service.checkReductionBox(app, params.id, body.tag_value),
  );
  bind(server, app, overCapacityRoutesEndpoints.reduceRouteBoxes, ({ params, body }, { user }) =>
    service.reduceRouteBoxes(app, { routeId: params.id, tagValue: body.tag_value, remaining: body.remaining_boxes, userId: user.id }),
  );
}
