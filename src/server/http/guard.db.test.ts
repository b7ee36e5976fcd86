// The permission guard on every route of the contract, called by every demo role: a role
// the matrix refuses gets 403 (never the data), a role it allows gets past the guard, and
// nobody without a token gets past a non-public route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type AnyEndpoint } from '../../shared/contract';
import { groupNameOf, hasAnyPermission, type Permission } from '../../shared/domain/permissions';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { DEMO_STAFF } from '../demo/users';
import { recordFault } from '../../../tests/support/fault-report';

const roles: { username: string; permissions: readonly Permission[] }[] = [
  ...DEMO_STAFF.map(({ username, permissions }) => ({ username, permissions })),
  { username: 'separador1', permissions: [] },
];

const endpoints: AnyEndpoint[] = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);

/** A concrete URL: every path parameter an id that does not exist. */
const urlOf = (endpoint: AnyEndpoint) => endpoint.path.replace(/:[A-Za-z_]+/g, '999999');

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles) {
    await t.createUser(role.username, role.permissions.map(groupNameOf));
    tokens.set(role.username, await t.tokenFor(role.username));
  }
});
afterAll(async () => {
  await t.close();
  console.log(`routes × roles tried: ${endpoints.length} routes × ${roles.length + 1} roles (one without a token) = ${tried} requests, ${refused} refused`);
  recordFault({ permissionTable: { routes: endpoints.length, roles: roles.length + 1 } });
});

let tried = 0;
let refused = 0;

describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    it.each(roles.map((role) => [role.username, role] as const))('as %s', async (_username, role) => {
      const reply = await t.as(tokens.get(role.username)!, { method: endpoint.method, url: urlOf(endpoint) });
      tried += 1;
      if (reply.statusCode === 401 || reply.statusCode === 403) refused += 1;
      if (endpoint.access === 'integration') {
        // A user's token is never an integration key.
        expect(reply.statusCode).toBe(401);
        return;
      }
      const allowed =
        endpoint.access === 'public' || endpoint.access === 'signedIn' || hasAnyPermission(role.permissions, endpoint.access);
      if (allowed) {
        expect([401, 403]).not.toContain(reply.statusCode);
      } else {
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({ message: 'Você não tem permissão para acessar este recurso.' });
      }
    });

    it('without a token', async () => {
      const reply = await t.server.inject({ method: endpoint.method, url: urlOf(endpoint) });
      tried += 1;
      if (reply.statusCode === 401) refused += 1;
      if (endpoint.access === 'public') expect(reply.statusCode).not.toBe(401);
      else expect(reply.statusCode).toBe(401);
    });
  },
);

it('covers routes of every kind of access', () => {
  expect(endpoints.some((endpoint) => endpoint.access === 'public')).toBe(true);
  expect(endpoints.some((endpoint) => endpoint.access === 'signedIn')).toBe(true);
  expect(endpoints.filter((endpoint) => Array.isArray(endpoint.access)).length).toBeGreaterThanOrEqual(3);
});
