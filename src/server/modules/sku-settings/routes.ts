import type { FastifyInstance } from 'fastify';
import { skuSettingsEndpoints } from '../../../shared/contract/sku-settings';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { uploadedBytes } from '../../http/uploaded-bytes';
import { listSkus, stepsAbove, updateSkus, uploadSkus } from './service';

export function skuSettingsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, skuSettingsEndpoints.listSkus, ({ query }) => listSkus(app.db, query));
  bind(server, app, skuSettingsEndpoints.stepsAbove, ({ params }) => stepsAbove(app.db, params.step));
  bind(server, app, skuSettingsEndpoints.updateSkus, ({ body }, { user }) => updateSkus(app, user.id, body.products));
  bind(server, app, skuSettingsEndpoints.uploadSkus, ({ body }, { user }) => uploadSkus(app, user.id, uploadedBytes(body)));
}
