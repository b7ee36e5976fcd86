import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { permissionGroups, userPermissionGroups, users } from '../../db/schema';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('supervisor', ['SeparationUsersView']);
  await t.createUser('separador1');
  await t.createUser('separador2', ['SeparationCheck']);
  await t.createUser('conferente_50%', ['SeparationCheck']);
  await t.createUser('separador10');
  token = await t.tokenFor('supervisor');
});
afterAll(() => t.close());

const list = async (query: string) => {
  const reply = await t.as(token, { method: 'GET', url: `/api/carambola/separator/${query}` });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { results: { username: string; groups: { name: string }[] }[] }).results;
};

describe('GET /api/carambola/separator/', () => {
  it('lists active users by login with their groups', async () => {
    const results = await list('');
    // As people count: separador2 before separador10.
    expect(results.map((user) => user.username)).toEqual(['conferente_50%', 'separador1', 'separador2', 'separador10', 'supervisor']);
    expect(results.find((user) => user.username === 'separador2')?.groups.map((group) => group.name)).toEqual([
      'SeparationCheck',
    ]);
  });

  it('searches case-insensitively, taking % and _ literally', async () => {
    expect((await list('?search=SEPARADOR')).map((user) => user.username)).toEqual(['separador1', 'separador2', 'separador10']);
    expect((await list('?search=50%25')).map((user) => user.username)).toEqual(['conferente_50%']);
    expect(await list('?search=%25')).toHaveLength(1);
  });

  it('filters by permission group', async () => {
    const groups = (await t.as(token, { method: 'GET', url: '/api/carambola/separator/groups' })).json() as {
      id: number;
      name: string;
    }[];
    expect(groups.map((group) => group.name)).toEqual(['SeparationCheck', 'SeparationUsersView']);
    const check = groups.find((group) => group.name === 'SeparationCheck')!;
    expect((await list(`?groupId=${check.id}`)).map((user) => user.username)).toEqual(['conferente_50%', 'separador2']);
  });

  it('refuses a group id that is not a positive integer, naming the field', async () => {
    const reply = await t.as(token, { method: 'GET', url: '/api/carambola/separator/?groupId=abc' });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { fields: { field: string }[] }).fields[0]?.field).toBe('query.groupId');
  });
});

describe('the default group (23)', () => {
  it('lists group 23 when no group is chosen and the directory has it, everyone otherwise', async () => {
    const db = t.database.db;
    await db.insert(permissionGroups).values({ id: 23, name: 'Separadores' });
    const [separador1] = await db.select().from(users).where(eq(users.username, 'separador1'));
    await db.insert(userPermissionGroups).values({ userId: separador1!.id, groupId: 23 });
    try {
      expect((await list('')).map((user) => user.username)).toEqual(['separador1']);
      expect((await list('?search=separador2')).map((user) => user.username)).toEqual([]);
    } finally {
      await db.delete(permissionGroups).where(eq(permissionGroups.id, 23));
    }
    expect(await list('')).toHaveLength(5);
  });
});

describe('settings', () => {
  it('gives a fresh centre its default settings, without the admin code', async () => {
    const reply = await t.as(token, { method: 'GET', url: '/api/carambola/separation-settings/' });
    expect(reply.statusCode).toBe(200);
    const settings = reply.json() as Record<string, unknown>;
    expect(settings).toMatchObject({ stickers_by_box: 1, goal_separate: 1, number_of_separators: 0 });
    expect(settings).not.toHaveProperty('token');
  });
});
