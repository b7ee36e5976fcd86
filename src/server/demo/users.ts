// The people of the demo centre and their permission groups. Everybody signs in with
// DEMO_PASSWORD; usernames say the role.
import { hashPassword } from '../auth/password';
import { groupNameOf, PERMISSIONS, type Permission } from '../../shared/domain/permissions';
import type { DemoUsers } from './context';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { DemoRows, Ids } from './rows';

export const DEMO_PASSWORD = 'demo1234';
export const SEPARATOR_COUNT = 12;


/** Every permission of the panel and its tools; the admin holds them all (but not Tech). */
const ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (permission) => !['Tech', 'SeparationFixedReader', 'SeparationCheck', 'SeparationCriticalOrBeginner'].includes(permission),
);

interface StaffMember {
  key: Exclude<keyof DemoUsers, 'separators'>;
  username: string;
  name: string;
  permissions: readonly Permission[];
}

export const DEMO_STAFF: readonly StaffMember[] = [
  { key: 'tech', username: 'tech', name: 'Time de Tecnologia', permissions: ['Tech'] },
  { key: 'admin', username: 'admin', name: 'Administração do CD', permissions: ADMIN_PERMISSIONS },
  {
    key: 'supervisor',
    username: 'supervisor',
    name: 'Marcos Supervisor',
    permissions: [
      'SeparationDashboardView',
      'SeparationOrdersManagement',
      'SeparationUsersView',
      'SeparationBreakOrderManagement',
      'SeparationReplenishmentResponse',
      'SeparationRankingView',
      'SeparationDataAnalysis',
      'SeparationPrePickingConsult',
    ],
  },
  { key: 'checker', username: 'conferente', name: 'Cláudia Conferente', permissions: ['SeparationCheck', 'SeparationCheckCriticalOrder'] },
  { key: 'secondChecker', username: 'conferente2', name: 'Rafael Conferente', permissions: ['SeparationCheck'] },
  { key: 'fixedReader', username: 'leitor', name: 'Leitor Fixo da Esteira', permissions: ['SeparationFixedReader'] },
  { key: 'finance', username: 'financeiro', name: 'Fábio Financeiro', permissions: ['SeparationInvoiceRelease'] },
  {
    key: 'loader',
    username: 'carregador',
    name: 'Carlos Carregador',
    permissions: ['SeparationShipmentManagement', 'SeparationReleasePackingList'],
  },
];

/**
 * A beginner picker (SeparationCriticalOrBeginner) with nothing under way: a checker reviews
 * every order they confer themselves. Created after the separators, so their ids stay put.
 */
export const DEMO_BEGINNER: StaffMember = {
  key: 'beginner',
  username: 'novato',
  name: 'Nina Novata',
  permissions: ['SeparationCriticalOrBeginner'],
};

export function separatorUsername(index: number): string {
  return `separador${index + 1}`;
}

/** Creates the permission groups and the users (hashing the password once per user). */
export async function buildUsers(rows: DemoRows, ids: Ids): Promise<DemoUsers> {
  const groupIds = new Map<Permission, number>();
  for (const permission of PERMISSIONS) {
    const id = ids.next('permissionGroups');
    groupIds.set(permission, id);
    rows.permissionGroups.push({ id, name: groupNameOf(permission) });
  }

  const people = [
    ...DEMO_STAFF.map((member) => ({ ...member })),
    ...Array.from({ length: SEPARATOR_COUNT }, (_, index) => ({
      key: undefined,
      username: separatorUsername(index),
      name: `${FIRST_NAMES[(index * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(index * 11) % LAST_NAMES.length]}`,
      permissions: [] as readonly Permission[],
    })),
    { ...DEMO_BEGINNER },
  ];
  // Everyone shares the published password, so one hash serves them all: a hash at the
  // production cost takes a fraction of a second and 128 MiB, too much to pay for every user.
  const sharedHash = await hashPassword(DEMO_PASSWORD);

  const users: Partial<DemoUsers> = { separators: [] };
  for (const person of people) {
    const id = ids.next('users');
    rows.users.push({ id, username: person.username, name: person.name, passwordHash: sharedHash });
    for (const permission of person.permissions) {
      rows.userPermissionGroups.push({ userId: id, groupId: groupIds.get(permission)! });
    }
    if (person.key) users[person.key] = id;
    else users.separators!.push(id);
  }
  return users as DemoUsers;
}
