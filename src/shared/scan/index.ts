export * from './codes';
export * from './ean13';
export * from './gtin';
export * from './gs1';
export * from './checks';
export * from './labels';
export * from './target';
