// The panel hears of these changes from the endpoints' `changes` (contract/replenishment.ts).
import type { FastifyInstance } from 'fastify';
import { replenishmentEndpoints as e } from '../../../shared/contract/replenishment';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import * as service from './service';

export function replenishmentRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, e.listReplenishmentGroups, () => service.listGroups(app));
  bind(server, app, e.listReplenishmentItems, ({ query }) => service.listGroupItems(app, query.separationGroup));
  bind(server, app, e.listReplenishmentHistory, ({ query }) => service.listHistory(app, query));
  bind(server, app, e.createReplenishment, ({ body }, { user }) => service.createReplenishment(app, user.id, body));
  bind(server, app, e.answerReplenishment, ({ body }, { user }) => service.answerReplenishment(app, user.id, body));
}
