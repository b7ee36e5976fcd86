// Integration keys: random, shown once, stored as a SHA-256 hash. A revoked key stops
// working at once, in every server process, because each call looks it up.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { integrationKeys } from '../db/schema';
import { HttpError } from '../http/errors';

export interface IntegrationCaller {
  keyId: number;
  name: string;
}

const KEY_PREFIX = 'doca_';

export function newIntegrationKey(): { key: string; prefix: string; hash: string } {
  const key = KEY_PREFIX + randomBytes(24).toString('base64url');
  return { key, prefix: key.slice(0, KEY_PREFIX.length + 6), hash: hashIntegrationKey(key) };
}

export function hashIntegrationKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const invalidKey = () => new HttpError(401, 'Chave de integração ausente, inválida ou revogada.');

export async function authenticateIntegration(
  app: AppContext,
  header: string | string[] | undefined,
): Promise<IntegrationCaller> {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !key.startsWith(KEY_PREFIX) || key.length > 200) throw invalidKey();
  const [row] = await app.db
    .update(integrationKeys)
    .set({ lastUsedAt: app.now() })
    .where(and(eq(integrationKeys.keyHash, hashIntegrationKey(key)), isNull(integrationKeys.revokedAt)))
    .returning({ keyId: integrationKeys.id, name: integrationKeys.name });
  if (!row) throw invalidKey();
  return row;
}
