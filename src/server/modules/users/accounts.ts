// A centre's own people: the Admin creates users and separators, edits their name and
// permission groups, deactivates and reactivates them and gives them temporary passwords.
// Two rules keep the Admin inside their role: only Tech grants, removes or touches a Tech
// account (an Admin could otherwise make themselves Tech), and nobody deactivates themselves
// (a centre could lose its last administrator by a slip).
import { eq, inArray } from 'drizzle-orm';
import type { Account } from '../../../shared/contract/users';
import { permissionsFromGroups } from '../../../shared/domain/permissions';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { permissionGroups, userPermissionGroups, users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import type { AuthUser } from '../../auth/users';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';

const TECH_ONLY = 'Só um usuário da Tecnologia pode dar, tirar ou alterar o acesso da Tecnologia.';

async function groupNamesOf(db: DbOrTx, groupIds: readonly number[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db.select({ id: permissionGroups.id, name: permissionGroups.name }).from(permissionGroups).where(inArray(permissionGroups.id, [...groupIds]));
  const missing = [...new Set(groupIds)].filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    throw badRequest(`Grupo de permissão não encontrado: ${missing.join(', ')}`, [
      { field: 'body.permission_group_ids', message: `Grupo de permissão não encontrado: ${missing.join(', ')}` },
    ]);
  }
  return rows.map((row) => row.name);
}

const grantsTech = (groupNames: readonly string[]) => permissionsFromGroups(groupNames).includes('Tech');

/** Refuses a non-Tech caller when any of these group sets (before, after) gives Tech. */
function assertMayTouchTech(caller: AuthUser, ...groupNameSets: string[][]): void {
  if (groupNameSets.some(grantsTech) && !caller.permissions.includes('Tech')) throw forbidden(TECH_ONLY);
}

export async function readAccount(db: DbOrTx, userId: number): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Usuário não encontrado');
  const groups = await db.select({ id: userPermissionGroups.groupId }).from(userPermissionGroups).where(eq(userPermissionGroups.userId, userId));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    active: user.status === ACCOUNT_STATUS.active,
    is_locked: user.lockedAt !== null,
    must_change_password: user.mustChangePassword,
    permission_group_ids: groups.map((group) => group.id).sort((a, b) => a - b),
  };
}

async function currentGroupNames(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: permissionGroups.name })
    .from(userPermissionGroups)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(eq(userPermissionGroups.userId, userId));
  return rows.map((row) => row.name);
}

async function replaceGroups(db: DbOrTx, userId: number, groupIds: readonly number[]): Promise<void> {
  await db.delete(userPermissionGroups).where(eq(userPermissionGroups.userId, userId));
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) await db.insert(userPermissionGroups).values(unique.map((groupId) => ({ userId, groupId })));
}

export async function createAccount(
  app: AppContext,
  caller: AuthUser,
  input: { username: string; name: string; permissionGroupIds: number[]; temporaryPassword: string },
): Promise<Account> {
  const passwordHash = await hashPassword(input.temporaryPassword);
  const id = await app.db.transaction(async (tx) => {
    assertMayTouchTech(caller, await groupNamesOf(tx, input.permissionGroupIds));
    const [created] = await tx
      .insert(users)
      .values({ username: input.username, name: input.name, passwordHash, mustChangePassword: true })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (!created) throw conflict(`Já existe um usuário com o login ${input.username}.`);
    await replaceGroups(tx, created.id, input.permissionGroupIds);
    return created.id;
  });
  return readAccount(app.db, id);
}

export async function updateAccount(
  app: AppContext,
  caller: AuthUser,
  userId: number,
  change: { name?: string; permissionGroupIds?: number[]; active?: boolean },
): Promise<Account> {
  if (change.active === false && userId === caller.id) throw badRequest('Você não pode desativar o seu próprio usuário.');
  await app.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('Usuário não encontrado');
    const before = await currentGroupNames(tx, userId);
    const after = change.permissionGroupIds ? await groupNamesOf(tx, change.permissionGroupIds) : before;
    assertMayTouchTech(caller, before, after);
    if (change.name !== undefined || change.active !== undefined) {
      await tx
        .update(users)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(change.active !== undefined && { status: change.active ? ACCOUNT_STATUS.active : ACCOUNT_STATUS.deactivated }),
        })
        .where(eq(users.id, userId));
    }
    if (change.permissionGroupIds) await replaceGroups(tx, userId, change.permissionGroupIds);
  });
  return readAccount(app.db, userId);
}

export async function setTemporaryPassword(app: AppContext, caller: AuthUser, userId: number, password: string): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('Usuário não encontrado');
    assertMayTouchTech(caller, await currentGroupNames(tx, userId));
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, failedLoginAttempts: 0, lockedAt: null })
      .where(eq(users.id, userId));
  });
  return { message: 'Senha temporária definida: o usuário vai trocá-la no próximo acesso.' };
}
