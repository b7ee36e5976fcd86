import type { FastifyInstance } from 'fastify';
import { rankingEndpoints } from '../../../shared/contract/ranking';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { dailyRanking, filteredRanking, weeklyRanking } from './service';

export function rankingRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, rankingEndpoints.dailyRanking, () => dailyRanking(app));
  bind(server, app, rankingEndpoints.weeklyRanking, () => weeklyRanking(app));
  bind(server, app, rankingEndpoints.filteredRanking, ({ query }) =>
    filteredRanking(app, query.initialSeparationDate, query.finalSeparationDate),
  );
}
