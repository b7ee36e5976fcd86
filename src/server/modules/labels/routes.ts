import type { FastifyInstance } from 'fastify';
import { labelsEndpoints as e } from '../../../shared/contract/labels';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { printLabels } from './service';

export function labelsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, e.printLabels, ({ body }, { user }) => printLabels(app, user, body));
}
