import type { FastifyInstance } from 'fastify';
import { productsEndpoints } from '../../../shared/contract/products';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { productImage } from './service';

export function productsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, productsEndpoints.productImage, ({ params }) => productImage(app.db, Number.parseInt(params.file, 10)));
}
