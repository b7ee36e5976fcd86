// 'Reabastecimento' through the API: a picker's break asks the stock (once per SKU and group),
// the panel's cards and modal list what waits, 'Reposto' / 'Sem estoque' answer it once, and
// the history filters by date, status and who answered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplenishmentRequest } from '../../../shared/contract/replenishment';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { replenishmentRequests } from '../../db/schema';
import { MANUAL_GROUP, SCANNER_GROUP, UNIT_SKU, WEIGHT_SKU, OTHER_SKU, breakAndFinish, holdOrder, pick, seedCatalogue } from '../../../../tests/support/reposition-fixtures';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday, 10:00 in São Paulo
let t: TestApp;
let answerer: string;
let picker: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedCatalogue(t);
  await t.createUser('estoquista', ['SeparationReplenishmentResponse']);
  answerer = await t.tokenFor('estoquista');
  const user = await t.createUser('separa');
  picker = { id: user.id, token: await t.tokenFor('separa') };
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, token = answerer) =>
  t.as(token, { method, url: `/api/carambola/replenishment${url}`, payload });

const waitingOf = async (group: number): Promise<ReplenishmentRequest[]> => (await api('GET', `/items?separationGroup=${group}`)).json().results;

describe("a picker's break", () => {
  it('asks the stock for the SKU once per group, however many pickers break it', async () => {
    await breakAndFinish(t, picker.token, await holdOrder(t, picker.id, SCANNER_GROUP, NOW));
    await breakAndFinish(t, picker.token, await holdOrder(t, picker.id, SCANNER_GROUP, NOW));
    const waiting = await waitingOf(SCANNER_GROUP);
    expect(waiting.map((request) => request.sku).sort()).toEqual([UNIT_SKU, WEIGHT_SKU]);
    expect(waiting[0]).toMatchObject({ status: 'aguardando resposta', user_request: 'separa', user_response: null, time_to_response: null, separation_group: SCANNER_GROUP });
    expect(waiting.map((request) => request.sku_name).sort()).toEqual(['Alface Crespa', 'Banana Prata']);
  });

  it('does not ask when the item is confirmed', async () => {
    const held = await holdOrder(t, picker.id, MANUAL_GROUP, NOW);
    await pick(t, picker.token, held, held.other, 2);
    expect((await waitingOf(MANUAL_GROUP)).some((request) => request.sku === OTHER_SKU)).toBe(false);
  });
});

describe("'Solicitações'", () => {
  it('shows a card per group with requests waiting', async () => {
    const reply = await api('GET', '/');
    expect(reply.json().results).toEqual([{ separation_group: SCANNER_GROUP, market_number: 1, waiting: 2, oldest: NOW.toISOString() }]);
  });

  it("answers 'Reposto' once: the same answer again changes nothing, another one is refused", async () => {
    const [request] = await waitingOf(SCANNER_GROUP);
    const done = await api('PATCH', '/', { replenishmentId: request!.id, status: 'reabastecido' });
    expect(done.json()).toMatchObject({ status: 'reabastecido', user_response: 'estoquista', time_to_response: '00:00:00' });
    const retry = await api('PATCH', '/', { replenishmentId: request!.id, status: 'reabastecido' });
    expect(retry.json()).toEqual(done.json());
    const other = await api('PATCH', '/', { replenishmentId: request!.id, status: 'quebra' });
    expect([other.statusCode, other.json().message]).toEqual([409, 'Esta solicitação já foi respondida (reabastecido).']);
    const [row] = await t.database.db.select().from(replenishmentRequests).where(eq(replenishmentRequests.id, request!.id));
    expect(row!.status).toBe('reabastecido');
    expect(await waitingOf(SCANNER_GROUP)).toHaveLength(1);
  });

  it("answers 'Sem estoque' as quebra, and refuses an unknown request or status", async () => {
    const [request] = await waitingOf(SCANNER_GROUP);
    expect((await api('PATCH', '/', { replenishmentId: request!.id, status: 'quebra' })).json().status).toBe('quebra');
    expect((await api('PATCH', '/', { replenishmentId: 999999, status: 'quebra' })).statusCode).toBe(404);
    expect((await api('PATCH', '/', { replenishmentId: request!.id, status: 'aguardando resposta' })).statusCode).toBe(400);
    expect((await api('GET', '/')).json().results).toEqual([]);
  });

  it('a new break after the answer asks again', async () => {
    await breakAndFinish(t, picker.token, await holdOrder(t, picker.id, SCANNER_GROUP, NOW));
    expect(await waitingOf(SCANNER_GROUP)).toHaveLength(2);
  });

  it('is only for users with the replenishment permission', async () => {
    expect((await api('GET', '/', undefined, picker.token)).statusCode).toBe(403);
    expect((await api('PATCH', '/', { replenishmentId: 1, status: 'quebra' }, picker.token)).statusCode).toBe(403);
  });
});

describe('asking by hand', () => {
  it('opens a request, or finds the one waiting', async () => {
    const first = await api('POST', '/', { sku: OTHER_SKU, separationGroup: MANUAL_GROUP }, picker.token);
    expect(first.json()).toMatchObject({ sku: OTHER_SKU, separation_group: MANUAL_GROUP, status: 'aguardando resposta' });
    const second = await api('POST', '/', { sku: OTHER_SKU, separationGroup: MANUAL_GROUP }, picker.token);
    expect(second.json().id).toBe(first.json().id);
  });

  it('refuses an unknown SKU or group, writing nothing', async () => {
    const before = (await t.database.db.select().from(replenishmentRequests)).length;
    const sku = await api('POST', '/', { sku: 1, separationGroup: MANUAL_GROUP }, picker.token);
    expect([sku.statusCode, sku.json().message]).toEqual([400, 'SKU 1 não encontrado.']);
    const group = await api('POST', '/', { sku: OTHER_SKU, separationGroup: 42 }, picker.token);
    expect([group.statusCode, group.json().message]).toEqual([400, 'Grupo de separação 42 não encontrado.']);
    expect((await api('POST', '/', { sku: 'abc' }, picker.token)).statusCode).toBe(400);
    expect((await t.database.db.select().from(replenishmentRequests)).length).toBe(before);
  });
});

describe("'Histórico'", () => {
  it('filters by day, status and the name of who answered', async () => {
    const today = await api('GET', '/history?replenishmentToday=true');
    expect(today.json().total_count).toBe(5);
    const answered = await api('GET', '/history?initialSeparationDate=2026-11-23&finalSeparationDate=2026-11-23&status=reabastecido');
    expect(answered.json().results).toMatchObject([{ status: 'reabastecido', user_response: 'estoquista' }]);
    const byName = await api('GET', '/history?replenishmentToday=true&userResponseName=ESTOQ');
    expect(byName.json().total_count).toBe(2);
    const yesterday = await api('GET', '/history?initialSeparationDate=2026-11-22&finalSeparationDate=2026-11-22');
    expect(yesterday.json()).toEqual({ results: [], total_count: 0 });
  });

  it('refuses an end before the start and an unknown status', async () => {
    const reversed = await api('GET', '/history?initialSeparationDate=2026-11-23&finalSeparationDate=2026-11-20');
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, 'A data final não pode ser anterior à data inicial.']);
    expect((await api('GET', '/history?status=perdido')).statusCode).toBe(400);
  });
});
