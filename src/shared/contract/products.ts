// Products as the screens show them.
import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';

export const productImage = endpoint({
  method: 'GET',
  path: '/api/products/image/:file',
  // Pictures load in <img> tags, which send no bearer token; they are not secret.
  access: 'public',
  summary: "A product's picture, e.g. /api/products/image/100001.svg.",
  params: z.object({ file: z.string().regex(/^\d{1,12}\.svg$/, 'Use {sku}.svg') }),
  response: fileResponse,
});

export const productsEndpoints = { productImage };
