// Turns the assortment into SKU rows: numbers, barcodes, portions, steps and the flags
// the picking rules read (unique tag only, authorization, batch, extra-order limits).
import type { products } from '../db/schema';
import { PORTION_TYPE } from '../../shared/domain/products';
import { gtinCheckDigit } from '../../shared/scan/gtin';
import { CATEGORIES, type BaseProduct, type Category } from './catalogue-data';
import { productImagePath } from './product-image';
import type { Random } from './random';

export type ProductRow = typeof products.$inferInsert & { sku: number; name: string; portionType: number; purchaseValue: number };

const FIRST_SKU = 100_001;
const FIRST_PRODUCT_BASE = 5_001;

/** EAN-13 with Brazil's 789 prefix and a valid check digit. */
export function ean13(sku: number): string {
  const body = `789${String(sku).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/**
 * GTIN-14 of a case, read from its ITF-14 or GS1-128 label: indicator 1 for a box of fixed
 * count (the wholesale boxes), 9 for a case of variable weight (the weighed products).
 */
export function caseGtin14(sku: number, indicator: 1 | 9): string {
  const body = `${indicator}789${String(sku).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

function joinName(name: string, variant: string): string {
  return variant ? `${name} ${variant}` : name;
}

function productFlags(category: Category, base: BaseProduct, random: Random) {
  const weight = base.kind === 'kg';
  return {
    // Premium cuts must come from their own weighed label, never a generic one.
    uniqueTagOnly: weight && category.name === 'Carnes' ? random.chance(0.5) : weight && random.chance(0.1),
    needAuthorization: base.needsAuthorization ?? random.chance(0.03),
    batchRequired: category.batchRequired && random.chance(0.7),
    minimumExtraOrder: weight ? 0.05 : 0,
    maximumExtraOrder: weight ? 0.1 : 0,
  };
}

export function buildCatalogue(random: Random): ProductRow[] {
  const rows: ProductRow[] = [];
  let sku = FIRST_SKU;
  let productBaseId = FIRST_PRODUCT_BASE;
  for (const category of CATEGORIES) {
    for (const base of category.products) {
      const flags = productFlags(category, base, random);
      const common = {
        productBaseId,
        category: category.name,
        step: category.step,
        status: 'active',
        ...flags,
      };
      const weight = base.kind === 'kg';
      const brands = weight || !category.brands ? [''] : category.brands;
      for (const name of brands.flatMap((brand) => base.variants.map((variant) => joinName(joinName(base.name, brand), variant)))) {
        rows.push({
          ...common,
          sku,
          name,
          imagePath: productImagePath(sku),
          barcode: weight ? caseGtin14(sku, 9) : ean13(sku),
          portionType: weight ? PORTION_TYPE.weight : PORTION_TYPE.unit,
          purchaseValue: weight ? (base.portionGrams ?? 1000) : 1,
          isWholesale: false,
          // A handful of SKUs are out of the assortment, as in any real catalogue.
          status: random.chance(0.02) ? 'inactive' : 'active',
        });
        sku += 1;
      }
      if (base.wholesale) {
        const [suffix, units] = base.wholesale;
        rows.push({
          ...common,
          sku,
          name: joinName(base.name, suffix),
          imagePath: productImagePath(sku),
          barcode: caseGtin14(sku, 1),
          portionType: PORTION_TYPE.unit,
          purchaseValue: units,
          isWholesale: true,
        });
        sku += 1;
      }
      productBaseId += 1;
    }
  }
  return rows;
}
