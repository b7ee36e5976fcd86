// The centre's identity for the screens before sign-in (contract/centre.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings, users } from '../../db/schema';

export async function readCentreIdentity(db: DbOrTx, name: string | undefined): Promise<{ demo: boolean; needs_first_user: boolean; name: string | null }> {
  const [row] = await db
    .select({
      demo: sql<boolean>`coalesce((select ${settings.isDemo} from ${settings} limit 1), false)`,
      hasUser: sql<boolean>`exists (select 1 from ${users})`,
    })
    .from(sql`(select 1) as one`);
  return { demo: row?.demo ?? false, needs_first_user: !(row?.hasUser ?? false), name: name ?? null };
}
