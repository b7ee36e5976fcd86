import type { FastifyInstance } from 'fastify';
import { rankingsEndpoints } from '../../../shared/contract/rankings';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { dailyRanking, filteredRanking, weeklyRanking } from './service';

export function rankingsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, rankingsEndpoints.dailyRanking, () => dailyRanking(app));
  bind(server, app, rankingsEndpoints.weeklyRanking, () => weeklyRanking(app));
  bind(server, app, rankingsEndpoints.filteredRanking, ({ query }) =>
    filteredRanking(app, query.initialSeparationDate, query.finalSeparationDate),
  );
}
