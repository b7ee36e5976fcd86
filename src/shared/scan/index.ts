export * from './codes';
export * from './ean13';
export * from './checks';
export * from './labels';
