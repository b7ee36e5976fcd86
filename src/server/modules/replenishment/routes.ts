import type { FastifyInstance } from 'fastify';
import { replenishmentEndpoints as e } from '../../../shared/contract/replenishment';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { panelChanged } from '../reposition/live';
import * as service from './service';

export function replenishmentRoutes(server: FastifyInstance, app: AppContext): void {
  const changed = panelChanged(server, 'replenishment');
  bind(server, app, e.listReplenishmentGroups, () => service.listGroups(app));
  bind(server, app, e.listReplenishmentItems, ({ query }) => service.listGroupItems(app, query.separationGroup));
  bind(server, app, e.listReplenishmentHistory, ({ query }) => service.listHistory(app, query));
  bind(server, app, e.createReplenishment, async ({ body }, { user }) => changed(await service.createReplenishment(app, user.id, body)));
  bind(server, app, e.answerReplenishment, async ({ body }, { user }) => changed(await service.answerReplenishment(app, user.id, body)));
}
