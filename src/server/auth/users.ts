// Reads the signed-in user with their permission group names, as every guarded request needs.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { permissionGroups, userPermissionGroups, users } from '../db/schema';
import { permissionsFromGroups, type Permission } from '../../shared/domain/permissions';
import { ACCOUNT_STATUS } from '../../shared/domain/statuses';

export interface AuthUser {
  id: number;
  username: string;
  name: string;
  groupNames: string[];
  permissions: Permission[];
}

/** The active user with this id, or null (unknown, suspended or deactivated). */
export async function loadActiveUser(db: DbOrTx, userId: number): Promise<AuthUser | null> {
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.name, status: users.status, group: permissionGroups.name })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first || first.status !== ACCOUNT_STATUS.active) return null;
  const groupNames = rows.flatMap((row) => (row.group ? [row.group] : [])).sort();
  return {
    id: first.id,
    username: first.username,
    name: first.name,
    groupNames,
    permissions: permissionsFromGroups(groupNames),
  };
}
