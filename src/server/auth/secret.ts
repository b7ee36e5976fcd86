// The JWT signing key is created once and kept in the database, so every server process
// and every restart verifies the same tokens without configuration.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const JWT_KEY = 'jwt_signing_key';

export async function loadOrCreateJwtSecret(db: Db): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ key: JWT_KEY, value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.key, JWT_KEY));
  if (!row) throw new Error('JWT signing key missing after insert');
  return row.value;
}
