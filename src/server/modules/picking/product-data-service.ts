// The SKUs of a base product, as the scanner card needs them (spec/operator.md §7
// 'GET /product-data/product').
import { and, asc, eq } from 'drizzle-orm';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import type { AppContext } from '../../context';
import { products } from '../../db/schema';

export async function listProductData(app: AppContext, productBaseId: number) {
  const rows = await app.db
    .select()
    .from(products)
    .where(and(eq(products.productBaseId, productBaseId), eq(products.status, 'active')))
    .orderBy(asc(products.sku));
  return {
    results: rows.map((product) => ({
      sku: product.sku,
      name: product.name,
      product_base_id: product.productBaseId,
      unity_product_base: PORTION_NAME[product.portionType as PortionType],
      purchase_value: product.purchaseValue,
      barcode: product.barcode,
      is_wholesale: product.isWholesale,
      unique_tag_only: product.uniqueTagOnly,
    })),
  };
}
