// The PostgreSQL extensions the migrations create, loaded into PGlite (which bundles them as
// contrib packages and loads only those it is given): pg_trgm for the panel's order search
// across every date (migrations 0021, 0022: a trigram index per searched column).
import type { Extensions } from '@electric-sql/pglite';

export async function pgliteExtensions(): Promise<Extensions> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
