import type { FastifyInstance } from 'fastify';
import { settingsEndpoints } from '../../../shared/contract/settings';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { getSettings, listSeparationGroups } from './service';

export function settingsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, settingsEndpoints.getSettings, () => getSettings(app.db));
  bind(server, app, settingsEndpoints.listSeparationGroups, () => listSeparationGroups(app.db));
}
