// Sign-in, a user's change of their own password, and the Admin's unlock of an account.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { clearFailedSignIns, isStillLocked, recordFailedSignIn } from '../../auth/login-lock';
import { assertAddressMayTry, DEFAULT_ADDRESS_THROTTLE, recordAddressFailure } from '../../auth/address-throttle';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import { PASSWORD_CHANGE_REQUIRED_DETAIL } from '../../../shared/contract/auth';
import { HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../../audit/record';

/** The spec's refusal body, which the login screen turns into 'Credenciais inválidas'. */
export const INVALID_CREDENTIALS = 'No active account found with the given credentials';
export const ACCOUNT_LOCKED =
  'Usuário bloqueado após 5 tentativas de acesso sem sucesso. Tente de novo mais tarde ou peça a um administrador para resetar o bloqueio.';

const invalidCredentials = () =>
  new HttpError(401, 'Credenciais inválidas', { detail: INVALID_CREDENTIALS });

type UserRow = typeof users.$inferSelect;

/**
 * The active, unlocked user whose password this is, or the refusal sign-in gives. Throttled
 * twice: per account (login-lock.ts: 5 failures in a row lock it) and per client address
 * (address-throttle.ts: too many failures from one address in a window).
 */
async function checkCredentials(app: AppContext, username: string, password: string, address: string): Promise<UserRow> {
  const throttle = app.config.signInThrottle ?? DEFAULT_ADDRESS_THROTTLE;
  await assertAddressMayTry(app.db, address, throttle, app.now());
  const refuse = async (error: HttpError): Promise<never> => {
    await recordAddressFailure(app.db, address, throttle, app.now());
    throw error;
  };
  const [found] = await app.db.select().from(users).where(eq(users.username, username));
  if (!found || found.status !== ACCOUNT_STATUS.active) return refuse(invalidCredentials());
  let user = found;
  if (isStillLocked(user.lockedAt, app.now(), app.config.signInLockMs)) {
    return refuse(new HttpError(403, ACCOUNT_LOCKED, { detail: ACCOUNT_LOCKED }));
  }
  if (user.lockedAt) {
    // The lock ran out: the count starts again, so one more slip does not lock at once.
    await clearFailedSignIns(app.db, user.id);
    user = { ...user, failedLoginAttempts: 0, lockedAt: null };
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const locked = await recordFailedSignIn(app.db, user.id, app.now());
    if (locked) {
      // Not locked before this try (checked above): this failure locked it.
      const lock = { at: app.now(), actorUserId: user.id, actor: user.username, address, kind: 'user.locked', subject: user.username } as const;
      await recordAudit(app.db, lock);
      return refuse(new HttpError(403, ACCOUNT_LOCKED, { detail: ACCOUNT_LOCKED }));
    }
    return refuse(invalidCredentials());
  }
  if (user.failedLoginAttempts > 0) await clearFailedSignIns(app.db, user.id);
  return user;
}

function tokenFor(app: AppContext, user: UserRow): string {
  return app.tokens.sign({ user_id: user.id, username: user.username });
}

export async function signIn(
  app: AppContext,
  username: string,
  password: string,
  address: string,
): Promise<{ access: string }> {
  const user = await checkCredentials(app, username, password, address);
  // A temporary password opens nothing but its own change (changeOwnPassword).
  if (user.mustChangePassword) {
    throw new HttpError(403, 'Troque a senha temporária para entrar.', { detail: PASSWORD_CHANGE_REQUIRED_DETAIL });
  }
  // A hash made at an older cost is replaced while the password is at hand.
  if (needsRehash(user.passwordHash)) {
    await app.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return { access: tokenFor(app, user) };
}

export async function changeOwnPassword(
  app: AppContext,
  input: { username: string; currentPassword: string; newPassword: string },
  address: string,
): Promise<{ access: string; message: string }> {
  const user = await checkCredentials(app, input.username, input.currentPassword, address);
  if (input.newPassword === input.currentPassword) {
    throw new HttpError(400, 'A nova senha deve ser diferente da atual.', {
      fields: [{ field: 'body.new_password', message: 'A nova senha deve ser diferente da atual.' }],
    });
  }
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), mustChangePassword: false })
    .where(eq(users.id, user.id));
  return { access: tokenFor(app, user), message: 'Senha alterada com sucesso' };
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
