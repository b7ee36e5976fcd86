// Sign-in and the Admin's unlock of an account.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { clearFailedSignIns, recordFailedSignIn } from '../../auth/login-lock';
import { assertAddressMayTry, DEFAULT_ADDRESS_THROTTLE, recordAddressFailure } from '../../auth/address-throttle';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import { HttpError, notFound } from '../../http/errors';

/** The spec's refusal body, which the login screen turns into 'Credenciais inválidas'. */
export const INVALID_CREDENTIALS = 'No active account found with the given credentials';
export const ACCOUNT_LOCKED =
  'Usuário bloqueado após 5 tentativas de acesso sem sucesso. Peça a um administrador para resetar o bloqueio.';

const invalidCredentials = () =>
  new HttpError(401, 'Credenciais inválidas', { detail: INVALID_CREDENTIALS });

/**
 * Throttled twice: per account (login-lock.ts: 5 failures in a row lock it) and per client
 * address (address-throttle.ts: too many failures from one address in a window).
 */
export async function signIn(
  app: AppContext,
  username: string,
  password: string,
  address: string,
): Promise<{ access: string }> {
  const throttle = app.config.signInThrottle ?? DEFAULT_ADDRESS_THROTTLE;
  await assertAddressMayTry(app.db, address, throttle, app.now());
  const refuse = async (error: HttpError): Promise<never> => {
    await recordAddressFailure(app.db, address, throttle, app.now());
    throw error;
  };
  const [user] = await app.db.select().from(users).where(eq(users.username, username));
  if (!user || user.status !== ACCOUNT_STATUS.active) return refuse(invalidCredentials());
  if (user.lockedAt) return refuse(new HttpError(403, ACCOUNT_LOCKED, { detail: ACCOUNT_LOCKED }));
  if (!(await verifyPassword(password, user.passwordHash))) {
    const locked = await recordFailedSignIn(app.db, user.id, app.now());
    if (locked) return refuse(new HttpError(403, ACCOUNT_LOCKED, { detail: ACCOUNT_LOCKED }));
    return refuse(invalidCredentials());
  }
  if (user.failedLoginAttempts > 0) await clearFailedSignIns(app.db, user.id);
  return { access: app.tokens.sign({ user_id: user.id, username: user.username }) };
}

export async function resetBlock(app: AppContext, userId: number): Promise<{ message: string }> {
  const [row] = await app.db
    .update(users)
    .set({ failedLoginAttempts: 0, lockedAt: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound('Usuário não encontrado');
  return { message: 'Bloqueio resetado com sucesso' };
}
