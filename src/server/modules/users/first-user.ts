// A real centre's first user: on a database with no Tech user yet, the command line
// (tools/create-first-user.ts) creates one with a temporary password they change at their
// first sign-in; everyone else is then created in the panel (Usuários). The permission
// groups every screen knows are made too, so the panel can hand them out.
import { randomBytes } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import { PERMISSIONS, groupNameOf } from '../../../shared/domain/permissions';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import type { Db } from '../../db/client';
import { permissionGroups, userPermissionGroups, users } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { recordAudit } from '../../audit/record';

export class FirstUserRefused extends Error {}

/** 16 letters and digits without look-alikes (0/O, 1/l/I), easy to type once from a terminal. */
function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export async function createFirstTechUser(db: Db, input: { username: string; name: string }): Promise<{ temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .insert(permissionGroups)
      .values(PERMISSIONS.map((permission) => ({ name: groupNameOf(permission) })))
      .onConflictDoNothing({ target: permissionGroups.name });
    const [tech] = await tx.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.name, groupNameOf('Tech')));
    const [existing] = await tx
      .select({ username: users.username })
      .from(users)
      .innerJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
      .where(and(eq(userPermissionGroups.groupId, tech!.id), eq(users.status, ACCOUNT_STATUS.active)))
      .limit(1);
    if (existing) {
      throw new FirstUserRefused(`Este CD já tem um usuário da Tecnologia (${existing.username}): crie os demais no painel, em Usuários.`);
    }
    const [created] = await tx
      .insert(users)
      .values({ username: input.username, name: input.name, passwordHash, mustChangePassword: true })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (!created) throw new FirstUserRefused(`Já existe um usuário com o login ${input.username}.`);
    await tx.insert(userPermissionGroups).values({ userId: created.id, groupId: tech!.id });
    // Nobody was signed in: the log says the command line did it, on the server's machine.
    await recordAudit(tx, { at: new Date(), actorUserId: null, actor: 'linha de comando', address: null, kind: 'user.created', subject: input.username });
  });
  return { temporaryPassword: password };
}
