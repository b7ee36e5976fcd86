import type { FastifyInstance } from 'fastify';
import { prePickingLookupEndpoints } from '../../../shared/contract/pre-picking-lookup';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { lookupPrePicking } from './service';

export function prePickingLookupRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, prePickingLookupEndpoints.lookupPrePicking, ({ query }) => lookupPrePicking(app, query.productCode, query.codeType));
}
