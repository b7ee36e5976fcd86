// People pushed by the company's systems (issue 18): upserted by login, with their name,
// their whole set of permission groups and whether they are active. Like an Admin, the
// company's systems never grant, remove or change the Tecnologia access; new people get no
// password (an Admin gives them a temporary one); a batch is saved whole or not at all.
import { eq, inArray, sql } from 'drizzle-orm';
import type { BatchResult, IntegrationUser } from '../../../shared/contract/integration';
import { permissionOfGroup, permissionsFromGroups } from '../../../shared/domain/permissions';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { permissionGroups, userPermissionGroups, users } from '../../db/schema';
import { NO_PASSWORD } from '../../auth/password';
import { BatchProblems, findDuplicates } from './batch-errors';

/** The advisory lock of people batches: two retries of one batch never both insert a login. */
const USERS_LOCK_SPACE = 0x75737273; // 'usrs'
/** Whether these groups give the Tecnologia access, by the rule every guard applies (any group that grants Tech). */
const grantsTech = (groupNames: Iterable<string>) => permissionsFromGroups([...groupNames]).includes('Tech');

interface StoredPerson {
  id: number;
  name: string;
  status: number;
  groups: Set<string>;
}

async function storedPeople(tx: Tx, logins: readonly string[]): Promise<Map<string, StoredPerson>> {
  const rows = await tx
    .select({ id: users.id, username: users.username, name: users.name, status: users.status, group: permissionGroups.name })
    .from(users)
    .leftJoin(userPermissionGroups, eq(userPermissionGroups.userId, users.id))
    .leftJoin(permissionGroups, eq(permissionGroups.id, userPermissionGroups.groupId))
    .where(inArray(users.username, [...logins]));
  const people = new Map<string, StoredPerson>();
  for (const row of rows) {
    const person = people.get(row.username) ?? { id: row.id, name: row.name, status: row.status, groups: new Set<string>() };
    if (row.group) person.groups.add(row.group);
    people.set(row.username, person);
  }
  return people;
}

/** The status a person ends with: `active: true` reactivates a deactivated person, never a suspended one. */
function statusAfter(current: number, active: boolean): number {
  if (!active) return ACCOUNT_STATUS.deactivated;
  return current === ACCOUNT_STATUS.deactivated ? ACCOUNT_STATUS.active : current;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((item) => b.has(item));

export async function importUsers(app: AppContext, records: readonly IntegrationUser[]): Promise<BatchResult> {
  const problems = new BatchProblems();
  findDuplicates(problems, records, (r) => r.login, (i) => `users.${i}.login`, (key) => `Login ${key} repetido no lote`);
  problems.throwIfAny();
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${USERS_LOCK_SPACE}, 0)`);
    const groupIds = new Map((await tx.select().from(permissionGroups)).map((group) => [group.name, group.id]));
    const people = await storedPeople(tx, records.map((record) => record.login));
    records.forEach((record, index) => {
      record.permission_groups.forEach((group, groupIndex) => {
        const field = `users.${index}.permission_groups.${groupIndex}`;
        if (permissionOfGroup(group) === 'Tech') problems.add(field, 'O acesso da Tecnologia só é dado no painel, por um usuário da Tecnologia');
        else if (!groupIds.has(group)) problems.add(field, `Grupo de permissão ${group} não existe`);
      });
      const stored = people.get(record.login);
      if (stored && grantsTech(stored.groups)) {
        problems.add(`users.${index}.login`, `${record.login} é da Tecnologia: só a Tecnologia o altera, no painel`);
      }
    });
    problems.throwIfAny();

    const outcome: BatchResult = { received: records.length, created: 0, updated: 0, unchanged: 0 };
    for (const record of records) {
      const groups = new Set(record.permission_groups);
      const stored = people.get(record.login);
      let userId: number;
      if (!stored) {
        const status = record.active ? ACCOUNT_STATUS.active : ACCOUNT_STATUS.deactivated;
        const [created] = await tx
          .insert(users)
          .values({ username: record.login, name: record.name, passwordHash: NO_PASSWORD, mustChangePassword: true, status })
          .returning({ id: users.id });
        userId = created!.id;
        outcome.created += 1;
      } else {
        const status = statusAfter(stored.status, record.active);
        if (stored.name === record.name && stored.status === status && sameSet(stored.groups, groups)) {
          outcome.unchanged += 1;
          continue;
        }
        userId = stored.id;
        await tx.update(users).set({ name: record.name, status }).where(eq(users.id, userId));
        await tx.delete(userPermissionGroups).where(eq(userPermissionGroups.userId, userId));
        outcome.updated += 1;
      }
      if (groups.size > 0) await tx.insert(userPermissionGroups).values([...groups].map((group) => ({ userId, groupId: groupIds.get(group)! })));
    }
    return outcome;
  });
}
