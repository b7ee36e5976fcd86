import type { FastifyInstance } from 'fastify';
import { skuSettingsEndpoints } from '../../../shared/contract/sku-settings';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { listSkus, stepsAbove, updateSkus, uploadSkus } from './service';

export function skuSettingsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, skuSettingsEndpoints.listSkus, ({ query }) => listSkus(app.db, query));
  bind(server, app, skuSettingsEndpoints.stepsAbove, ({ params }) => stepsAbove(app.db, params.step));
  bind(server, app, skuSettingsEndpoints.updateSkus, ({ body }, { user }) => updateSkus(app, user.id, body.products));
  // The spreadsheet arrives as the raw body, whatever its content type; the parser is
  // scoped to this route so other routes keep refusing unknown content types.
  void server.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    bind(scope, app, skuSettingsEndpoints.uploadSkus, ({ body }, { user }) => uploadSkus(app, user.id, body as Uint8Array));
  });
}
