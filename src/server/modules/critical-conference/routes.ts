import type { FastifyInstance } from 'fastify';
import { criticalConferenceEndpoints } from '../../../shared/contract/critical-conference';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function criticalConferenceRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, criticalConferenceEndpoints.listCriticalOrders, ({ query }) => service.listCriticalOrders(app, query));
  bind(server, app, criticalConferenceEndpoints.startCriticalConference, ({ body }, { user }) =>
    service.startCriticalConference(app, body.code, user.id),
  );
  bind(server, app, criticalConferenceEndpoints.getCriticalConference, ({ params }) =>
    service.getCriticalConference(app, params.id),
  );
  bind(server, app, criticalConferenceEndpoints.checkCriticalBoxes, ({ params, body }, { user }) =>
    service.checkCriticalBoxes(app, params.id, body.adjusted_boxes_number, user.id),
  );
}
