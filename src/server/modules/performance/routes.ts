import type { FastifyInstance } from 'fastify';
import { performanceEndpoints } from '../../../shared/contract/performance';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function performanceRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, performanceEndpoints.getProductivity, (_input, { user }) => service.getProductivity(app, user.id));
  bind(server, app, performanceEndpoints.getPerformance, ({ query }, { user }) => service.getPerformance(app, user.id, query.timeRange));
  bind(server, app, performanceEndpoints.getFeedback, ({ params, query }, { user }) => service.getFeedback(app, user, params.id, query));
}
