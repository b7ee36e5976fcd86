// Sign-in and the Admin's unlock of an account.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { clearFailedSignIns, recordFailedSignIn } from '../../auth/login-lock';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import { HttpError, notFound } from '../../http/errors';

/** The spec's refusal body, which the login screen turns into 'Credenciais inválidas'. */
export const INVALID_CREDENTIALS = 'No active account found with the given credentials';
export const ACCOUNT_LOCKED =
  'Usuário bloqueado após 5 tentativas de acesso sem sucesso. Peça a um administrador para resetar o bloqueio.';

const invalidCredentials = () =>
  new HttpError(401, 'Credenciais inválidas', { detail: INVALID_CREDENTIALS });

export async function signIn(app: AppContext, username: string, password: string): Promise<{ access: string }> {
  const [user] = await app.db.select().from(users).where(eq(users.username, username));
  if (!user || user.status !== ACCOUNT_STATUS.active) throw invalidCredentials();
  if (user.lockedAt) throw new HttpError(403, ACCOUNT_LOCKED, { detail: ACCOUNT_LOCKED });
  if (!(await verifyPassword(password, user.passwordHash))) {
    const locked = await recordFailedSignIn(app.db, user.id, app.now());
    if (locked) throw new HttpError(403, ACCOUNT_LOCKED, { detail: ACCOUNT_LOCKED });
    throw invalidCredentials();
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
