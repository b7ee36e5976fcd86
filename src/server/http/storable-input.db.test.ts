// What the database cannot store (issues 17 and 25): integers above their column, text with
// NUL or other control characters; refused with the field named, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { authEndpoints } from '../../shared/contract/auth';
import { lookupPrePicking } from '../../shared/contract/pre-picking';
import { CONTROL_CHARACTER_MESSAGE } from './storable-input';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../auth/integration-keys';

let t: TestApp;
let apiKey: string;
let tech: string;

beforeAll(async () => {
  t = await createTestApp();
  const key = newIntegrationKey();
  await t.database.db.insert(integrationKeys).values({ name: 'erp', prefix: key.prefix, keyHash: key.hash });
  apiKey = key.key;
  await t.createUser('tech', ['Tecnologia']);
  tech = await t.tokenFor('tech');
});
afterAll(() => t.close());

const route = (capacity: number) => ({ operation_date: '2026-11-25', code: 'R99', color_route: 'AZUL', vehicle_capacity: capacity });
const pushRoutes = (capacity: number) =>
  t.server.inject({ method: 'PUT', url: '/api/integration/v1/routes', headers: { 'x-api-key': apiKey }, payload: { routes: [route(capacity)] } });

describe('integers and their columns', () => {
  it("refuses a route's capacity above a 32-bit integer by its field, and takes the largest one", async () => {
    const over = await pushRoutes(2_147_483_648);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual([{ field: 'body.routes.0.vehicle_capacity', message: 'Número acima do limite de 2147483647' }]);
    const largest = await pushRoutes(2_147_483_647);
    expect(largest.statusCode, largest.body).toBe(200);
  });

  it('refuses ids in the path and numbers in the query above the column', async () => {
    const path = await t.as(tech, { method: 'PATCH', url: '/api/auth-internal/v2/user/2147483648/block' });
    expect(path.statusCode).toBe(400);
    expect(path.json().fields).toEqual([{ field: 'params.id', message: 'Número acima do limite de 2147483647' }]);
    const query = await t.as(tech, { method: 'GET', url: '/api/carambola/separation/order-separation/new?separationGroup=3000000000' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields[0].field).toBe('query.separationGroup');
  });
});

describe('text the database cannot store', () => {
  it('refuses a NUL or another control character in any string, naming its field', async () => {
    const signIn = await t.call(authEndpoints.signIn, { body: { username: 'a\u0000b', password: 'x' } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.error.fields).toEqual([{ field: 'body.username', message: 'Texto com caractere de controle não permitido' }]);
    const search = await t.as(tech, { method: 'GET', url: '/api/carambola/loading-conference/packing-list/download?searchRoute=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toEqual([{ field: 'query.searchRoute', message: 'Texto com caractere de controle não permitido' }]);
    const bell = await t.as(tech, { method: 'GET', url: '/api/carambola/loading-conference/packing-list/download?searchRoute=a%07b' });
    expect(bell.statusCode).toBe(400);
  });

  it('takes tabs and line breaks, which text typed in a form may hold', async () => {
    const signIn = await t.call(authEndpoints.signIn, { body: { username: 'duas\tlinhas\r\n', password: 'x' } });
    // Past the check: refused as the unknown user it is, not as unstorable text.
    expect(signIn.statusCode).toBe(401);
  });

  it('takes the group separator a GS1 reader sends as FNC1 in a scanned product code only, and refuses its neighbours', async () => {
    const label = '0117891000315504\u001d10L42';
    const lookup = await t.call(lookupPrePicking, { query: { productCode: label } }, tech);
    // Past the check: a case label names no pre-picking tag, and the lookup says so.
    expect(lookup.error.message).toBe('Este código não identifica um pre picking.');
    // Anywhere else it would be stored, and a spreadsheet holding it would not open.
    const signIn = await t.call(authEndpoints.signIn, { body: { username: label, password: 'x' } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.error.fields).toEqual([expect.objectContaining({ field: 'body.username', message: CONTROL_CHARACTER_MESSAGE })]);
    for (const neighbour of ['\u001c', '\u001e']) {
      expect((await t.call(lookupPrePicking, { query: { productCode: `a${neighbour}b` } }, tech)).statusCode, neighbour).toBe(400);
    }
  });
});
