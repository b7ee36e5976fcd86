export * from './number';
export * from './time';
