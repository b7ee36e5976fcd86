// Product portioning (spec/panel.md §9: peso = 1, unidade = 2).

export const PORTION_TYPE = { weight: 1, unit: 2 } as const;
export type PortionType = (typeof PORTION_TYPE)[keyof typeof PORTION_TYPE];
export const PORTION_TYPES = Object.values(PORTION_TYPE);

/** Wire name ("unity_product_base") and short label of each portion type. */
export const PORTION_NAME: Record<PortionType, 'peso' | 'unidade'> = { 1: 'peso', 2: 'unidade' };
export const PORTION_LABEL: Record<PortionType, 'Kg' | 'Un'> = { 1: 'Kg', 2: 'Un' };

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
