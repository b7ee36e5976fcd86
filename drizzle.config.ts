import { defineConfig } from 'drizzle-kit';

// MIGRATIONS_OUT lets scripts/check-migrations.mjs generate into a scratch folder and
// compare it with the committed migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: process.env.MIGRATIONS_OUT ?? './src/server/db/migrations',
  casing: 'snake_case',
});
