import type { FastifyInstance } from 'fastify';
import { skuEndpoints } from '../../../shared/contract/sku';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { uploadedBytes } from '../../http/uploaded-bytes';
import { listSkus, stepsAbove, updateSkus, uploadSkus } from './service';

export function skuRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, skuEndpoints.listSkus, ({ query }) => listSkus(app.db, query));
  bind(server, app, skuEndpoints.stepsAbove, ({ params }) => stepsAbove(app.db, params.step));
  bind(server, app, skuEndpoints.updateSkus, ({ body }, { user }) => updateSkus(app, user.id, body.products));
  bind(server, app, skuEndpoints.uploadSkus, ({ body }, { user }) => uploadSkus(app, user.id, uploadedBytes(body)));
}
