// The whole Drizzle schema, one file per area. drizzle-kit reads this folder to generate
// the migrations in ../migrations.
export * from './auth';
