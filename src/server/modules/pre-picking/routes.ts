import type { FastifyInstance } from 'fastify';
import { prePickingEndpoints } from '../../../shared/contract/pre-picking';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { lookupPrePicking } from './service';

export function prePickingRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, prePickingEndpoints.lookupPrePicking, ({ query }) => lookupPrePicking(app, query.productCode, query.codeType));
}
