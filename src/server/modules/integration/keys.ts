// Tech creates, lists and revokes integration keys.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { integrationKeySchema } from '../../../shared/contract/integration';
import type { AppContext } from '../../context';
import { integrationKeys } from '../../db/schema';
import { newIntegrationKey } from '../../auth/integration-keys';
import { notFound } from '../../http/errors';

type KeyView = z.infer<typeof integrationKeySchema>;

function view(row: typeof integrationKeys.$inferSelect): KeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listKeys(app: AppContext): Promise<KeyView[]> {
  const rows = await app.db.select().from(integrationKeys).orderBy(desc(integrationKeys.createdAt));
  return rows.map(view);
}

export async function createKey(app: AppContext, name: string, createdById: number): Promise<KeyView & { key: string }> {
  const { key, prefix, hash } = newIntegrationKey();
  const [row] = await app.db.insert(integrationKeys).values({ name, prefix, keyHash: hash, createdById }).returning();
  return { ...view(row!), key };
}

export async function revokeKey(app: AppContext, id: number): Promise<KeyView> {
  const [row] = await app.db
    .update(integrationKeys)
    .set({ revokedAt: app.now() })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning();
  if (row) return view(row);
  const [existing] = await app.db.select().from(integrationKeys).where(eq(integrationKeys.id, id));
  if (!existing) throw notFound('Chave de integração não encontrada');
  return view(existing);
}
