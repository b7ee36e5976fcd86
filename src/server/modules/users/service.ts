// The users screen's reads: active (or deactivated) users with their groups, and the
// permission groups.
import { and, asc, eq, exists, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Separator } from '../../../shared/contract/users';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import type { DbOrTx } from '../../db/client';
import { permissionGroups, userPermissionGroups, users } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { naturalOrder } from '../../db/natural-order';

/**
 * The users screen's default filter (spec/panel.md §9 'user group filter 23'): in the
 * company's directory, group 23 holds the floor's separators. A centre whose directory has
 * that group lists it when no group is chosen ('Todos'); a centre without it lists everyone.
 */
export const DEFAULT_USERS_GROUP_ID = 23;

export async function listSeparators(
  db: DbOrTx,
  filter: { search?: string; groupId?: number; status?: 'active' | 'inactive' },
): Promise<Separator[]> {
  if (filter.groupId === undefined) {
    const [known] = await db.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.id, DEFAULT_USERS_GROUP_ID));
    if (known) filter = { ...filter, groupId: DEFAULT_USERS_GROUP_ID };
  }
  const conditions: SQL[] = [
    filter.status === 'inactive' ? ne(users.status, ACCOUNT_STATUS.active) : eq(users.status, ACCOUNT_STATUS.active),
  ];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.name, pattern))!);
  }
  if (filter.groupId !== undefined) {
    conditions.push(
      exists(
        db
          .select()
          .from(userPermissionGroups)
          .where(and(eq(userPermissionGroups.userId, users.id), eq(userPermissionGroups.groupId, filter.groupId))),
      ),
    );
  }
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      lockedAt: users.lockedAt,
      status: users.status,
      groupId: permissionGroups.id,
      groupName: permissionGroups.name,
    })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(and(...conditions))
    .orderBy(...naturalOrder(users.username), asc(permissionGroups.name));

  const byId = new Map<number, Separator>();
  for (const row of rows) {
    let separator = byId.get(row.id);
    if (!separator) {
      separator = { id: row.id, username: row.username, name: row.name, is_locked: row.lockedAt !== null, active: row.status === ACCOUNT_STATUS.active, groups: [] };
      byId.set(row.id, separator);
    }
    if (row.groupId !== null && row.groupName !== null) separator.groups.push({ id: row.groupId, name: row.groupName });
  }
  return [...byId.values()];
}

export function listPermissionGroups(db: DbOrTx) {
  return db
    .select({ id: permissionGroups.id, name: permissionGroups.name })
    .from(permissionGroups)
    .orderBy(asc(permissionGroups.name));
}
