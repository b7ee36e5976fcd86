// Reads the signed-in user with their permission group names, as every guarded request needs.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { anyOfIds, preparedStatement } from '../db/prepared';
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

/** The active users among these ids, in one query; unknown, suspended or deactivated ones are absent. */
const usersStatement = preparedStatement('signed_in_users', (db) =>
  db
    .select({ id: users.id, username: users.username, name: users.name, status: users.status, group: permissionGroups.name })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(anyOfIds(users.id)),
  { ids: [] },
);

export async function loadActiveUsers(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, AuthUser>> {
  const rows = await usersStatement(db).execute({ ids: [...userIds] });
  const found = new Map<number, AuthUser>();
  for (const row of rows) {
    if (row.status !== ACCOUNT_STATUS.active) continue;
    const user = found.get(row.id) ?? { id: row.id, username: row.username, name: row.name, groupNames: [], permissions: [] };
    if (row.group) user.groupNames.push(row.group);
    found.set(row.id, user);
  }
  for (const user of found.values()) {
    user.groupNames.sort();
    user.permissions = permissionsFromGroups(user.groupNames);
  }
  return found;
}
