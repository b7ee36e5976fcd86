import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as e } from '../../../shared/contract/dashboard';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { readSeparatorPerformance } from './performance';
import { readPause, setPause } from './pause';
import { readBreakGroups, readDashboard, readRoutes, readSeparatorOrders } from './service';

export function dashboardRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, e.getDashboard, () => readDashboard(app));
  bind(server, app, e.getDashboardBreaks, () => readBreakGroups(app));
  bind(server, app, e.getDashboardRoutes, () => readRoutes(app));
  bind(server, app, e.getSeparatorOrders, ({ query }) => readSeparatorOrders(app, query.userId));
  bind(server, app, e.getPause, ({ query }) => readPause(app, query.userId));
  bind(server, app, e.setPause, ({ body }, { user }) => setPause(app, user.id, body));
  bind(server, app, e.getSeparatorPerformance, ({ query }) => readSeparatorPerformance(app, query.separatorId));
}
