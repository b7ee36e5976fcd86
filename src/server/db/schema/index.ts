// The whole Drizzle schema, one file per area. drizzle-kit reads this folder to generate
// the migrations in ../migrations. Rankings and performance figures are derived from works
// and items, read through the item totals the database keeps as items are written
// (order-totals.ts, work-totals.ts).
export * from './auth';
export * from './two-factor';
export * from './settings';
export * from './catalogue';
export * from './clients';
export * from './routes';
export * from './orders';
export * from './picking';
export * from './pre-picking';
export * from './alerts';
export * from './breaks';
export * from './conference';
export * from './loading';
export * from './complaints';
export * from './integration';
export * from './markets';
export * from './order-totals';
export * from './stations';
export * from './audit';
export * from './work-totals';
export * from './separator-days';
export * from './separator-breaks';
