// Two-factor authentications (TOTP): creation of a local one while the centre is offline,
// confirmation with a code, and the check other services call before a sensitive change.
// A code approves once (each secret keeps the time step it last approved), and a user who
// types wrong codes is stopped for a while (TWO_FACTOR_THROTTLE), since six digits are few.
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { TwoFactor } from '../../../shared/contract/two-factor';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { twoFactorSecrets, users } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { assertAddressMayTry, recordAddressFailure, type AddressThrottle } from '../../auth/address-throttle';
import { internetState } from './internet';

/** The issuer the authenticator app shows next to the username. */
const ISSUER = 'Doca';
/** One 30 s step of clock drift either way between the phone and the server. */
const DRIFT_SECONDS = 30;
/** Wrong codes a user may type in the window before every code of theirs is refused. */
export const TWO_FACTOR_THROTTLE: AddressThrottle = { maxFailures: 5, windowMs: 15 * 60_000 };

export const INVALID_CODE_MESSAGE = 'Código de autenticação inválido.';

type SecretRow = typeof twoFactorSecrets.$inferSelect;

/** The time step `code` stands for under this secret, if it is valid and newer than the last one used. */
async function matchingStep(row: SecretRow, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret: row.secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    afterTimeStep: row.lastTimeStep ?? undefined,
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Marks the step used, unless another request used it (or a later one) first: one
 * conditional update, so two processes given the same code approve it once.
 */
async function consumeStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const updated = await db
    .update(twoFactorSecrets)
    .set({ lastTimeStep: step })
    .where(and(eq(twoFactorSecrets.id, id), or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, step))))
    .returning({ id: twoFactorSecrets.id });
  return updated.length > 0;
}

/** The throttle's key: the same counter table as sign-in's, per user rather than per address. */
const throttleKey = (userId: number) => `two-factor:user:${userId}`;

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
  const secret = generateSecret();
  const [row] = await app.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret, isLocal: true, createdAt: app.now() })
    .returning();
  return { id: row!.id, qr_code_uri: generateURI({ issuer: ISSUER, label: user.username, secret }), secret_key: secret };
}

export async function confirmTwoFactor(app: AppContext, userId: number, id: number, code: string): Promise<TwoFactor> {
  const [row] = await app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.id, id));
  if (!row) throw notFound('Autenticação não encontrada.');
  if (row.userId !== userId) throw forbidden('Só quem criou a autenticação pode confirmá-la.');
  const step = await matchingStep(row, code.trim(), app.now());
  if (step === null || !(await consumeStep(app.db, id, step))) throw badRequest(INVALID_CODE_MESSAGE);
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
 * supervisor's phone may approve it) and was not used before. Local ones count only while
 * the centre is offline. `callerId` is who typed it: their wrong codes are counted.
 */
export async function requireTwoFactorCode(app: AppContext, callerId: number, code: string | undefined): Promise<void> {
  if (!code?.trim()) throw badRequest('Informe o código de autenticação de dois fatores.');
  const key = throttleKey(callerId);
  await assertAddressMayTry(app.db, key, TWO_FACTOR_THROTTLE, app.now()).catch(() => {
    throw new HttpError(429, 'Muitos códigos errados. Espere alguns minutos e tente de novo com um código novo.');
  });
  const rows = await app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.confirmed, true));
  const allowLocal = () => internetState(app).then((state) => !state.online);
  for (const row of rows) {
    const step = await matchingStep(row, code.trim(), app.now());
    if (step === null || (row.isLocal && !(await allowLocal()))) continue;
    if (await consumeStep(app.db, row.id, step)) return;
  }
  await recordAddressFailure(app.db, key, TWO_FACTOR_THROTTLE, app.now());
  throw forbidden(INVALID_CODE_MESSAGE);
}
