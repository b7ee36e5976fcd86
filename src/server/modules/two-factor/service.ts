// Two-factor authentications (TOTP): creation of a local one while the centre is offline,
// confirmation with a code, and the check other services call before a sensitive change.
import { asc, eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { TwoFactor } from '../../../shared/contract/two-factor';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { twoFactorSecrets, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { internetState } from './internet';

/** The issuer the authenticator app shows next to the username. */
const ISSUER = 'Doca';
// One step of clock drift either way between the phone and the server.
authenticator.options = { window: 1 };

export const INVALID_CODE_MESSAGE = 'Código de autenticação inválido.';

async function listRows(db: DbOrTx) {
  return db
    .select({ row: twoFactorSecrets, username: users.username })
    .from(twoFactorSecrets)
    .innerJoin(users, eq(users.id, twoFactorSecrets.userId))
    .orderBy(asc(users.username), asc(twoFactorSecrets.id));
}

function toTwoFactor({ row, username }: Awaited<ReturnType<typeof listRows>>[number]): TwoFactor {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    confirmed: row.confirmed,
    is_local: row.isLocal,
    created: row.createdAt.toISOString(),
  };
}

export async function listTwoFactors(db: DbOrTx): Promise<TwoFactor[]> {
  return (await listRows(db)).map(toTwoFactor);
}

export async function createLocalTwoFactor(app: AppContext, user: { id: number; username: string }) {
  if ((await internetState(app, { fresh: true })).online) {
    throw conflict('O CD está com internet: crie a autenticação no sistema principal.');
  }
  const secret = authenticator.generateSecret();
  const [row] = await app.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret, isLocal: true, createdAt: app.now() })
    .returning();
  return { id: row!.id, qr_code_uri: authenticator.keyuri(user.username, ISSUER, secret), secret_key: secret };
}

export async function confirmTwoFactor(app: AppContext, userId: number, id: number, code: string): Promise<TwoFactor> {
  const [row] = await app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.id, id));
  if (!row) throw notFound('Autenticação não encontrada.');
  if (row.userId !== userId) throw forbidden('Só quem criou a autenticação pode confirmá-la.');
  if (!authenticator.check(code, row.secret)) throw badRequest(INVALID_CODE_MESSAGE);
  await app.db.update(twoFactorSecrets).set({ confirmed: true }).where(eq(twoFactorSecrets.id, id));
  const rows = await listRows(app.db);
  return toTwoFactor(rows.find((entry) => entry.row.id === id)!);
}

export async function deleteTwoFactor(db: DbOrTx, id: number) {
  const deleted = await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.id, id)).returning();
  if (deleted.length === 0) throw notFound('Autenticação não encontrada.');
  return { message: 'Autenticação excluída com sucesso' };
}

/**
 * Refuses a sensitive change unless the code comes from a confirmed authentication (any
 * supervisor's phone may approve it). Local ones count only while the centre is offline.
 */
export async function requireTwoFactorCode(app: AppContext, code: string | undefined): Promise<void> {
  if (!code?.trim()) throw badRequest('Informe o código de autenticação de dois fatores.');
  const rows = await app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.confirmed, true));
  const matching = rows.filter((row) => authenticator.check(code.trim(), row.secret));
  if (matching.some((row) => !row.isLocal)) return;
  if (matching.length > 0 && !(await internetState(app)).online) return;
  throw forbidden(INVALID_CODE_MESSAGE);
}
