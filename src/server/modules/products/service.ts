import { eq } from 'drizzle-orm';
import type { FileReply } from '../../../shared/contract/endpoint';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { productImageSvg } from '../../demo/product-image';

/** Pictures are drawn from the product row, so a renamed product gets a new one at once. */
export async function productImage(db: DbOrTx, sku: number): Promise<FileReply> {
  const [product] = await db
    .select({ sku: products.sku, name: products.name, category: products.category })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) throw notFound('Produto não encontrado');
  return { contentType: 'image/svg+xml', body: productImageSvg(product), maxAgeSeconds: 3600 };
}
