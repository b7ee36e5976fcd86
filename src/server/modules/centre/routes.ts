import type { FastifyInstance } from 'fastify';
import { centreEndpoints } from '../../../shared/contract/centre';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { readCentreIdentity } from './service';

export function centreRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, centreEndpoints.centreIdentity, () => readCentreIdentity(app.db, app.config.centreName));
}
