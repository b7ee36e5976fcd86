export * from './number';
export * from './plural';
export * from './time';
