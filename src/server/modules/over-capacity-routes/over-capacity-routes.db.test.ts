// 'Rotas estouradas': the list shows the day's routes whose real boxes exceed the vehicle with
// their treatment state; the four actions move a route only from their own state; the
// three-step reduction refuses boxes of other routes, writes the order's reduced count with
// its history, and once the route fits marks it reduced and tells the conveyor screens.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxCountChanges, orders, routes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { connectBoxCount, makeOrder, makeRoute, nextEvent, type BoxCountClient } from '../../../../tests/support/conveyor-fixtures';

let t: TestApp;
let token: string;
let userId: number;
let screen: BoxCountClient;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  userId = (await t.createUser('conferente', ['SeparationCheckCriticalOrder'])).id;
  await t.createUser('leitor', ['SeparationFixedReader']);
  token = await t.tokenFor('conferente');
  screen = await connectBoxCount(baseUrl, await t.tokenFor('leitor'), 'frontend');
  await nextEvent(screen, 'conveyorBeltEnabled');
});
afterAll(async () => {
  screen?.disconnect();
  await t?.close();
});

const list = async () => (await t.as(token, { method: 'GET', url: '/api/carambola/routes/route-above-box-limit' })).json();
const patch = (id: number, payload: object) =>
  t.as(token, { method: 'PATCH', url: `/api/carambola/routes/route-above-box-limit/${id}`, payload });
const checkBox = (id: number, tag: string) =>
  t.as(token, { method: 'POST', url: `/api/carambola/routes/route-above-box-limit/${id}/reduction/check`, payload: { tag_value: tag } });
const reduce = (id: number, tag: string, remaining: number) =>
  t.as(token, { method: 'POST', url: `/api/carambola/routes/route-above-box-limit/${id}/reduction`, payload: { tag_value: tag, remaining_boxes: remaining } });

describe('over-capacity list', () => {
  it('lists routes over their vehicle with the real boxes: conveyor settled, else the larger of read and planned', async () => {
    const over = await makeRoute(db(), new Date(), { vehicleCapacity: 10 });
    await makeOrder(db(), over, 6, { boxesByConferencer: 5 }); // planned 5 (the checker's count wins)
    await makeOrder(db(), over, 4, { loadingBoxesNumber: 7, conferenceBoxesNumber: 4 }); // read 7 > planned 4
    await makeOrder(db(), over, 9, { correctedBoxesNumber: 1 }); // corrected on the conveyor
    await makeOrder(db(), over, 50, { permissionToSeparate: 'recused' }); // cancelled: not loaded
    const fits = await makeRoute(db(), new Date(), { vehicleCapacity: 10 });
    await makeOrder(db(), fits, 10);

    const rows = await list();
    const mine = rows.find((row: { route: string }) => row.route === over.code);
    expect(mine).toEqual({
      route: over.code,
      color_route: 'AZUL',
      capacity_vehicle: 10,
      real_boxes_number: 13,
      quantityToDecrease: 3,
      state: 'visible',
      route_above: { id: over.id, route: over.code, is_hidden: false, is_hidden_by: null, reduced: null, reduced_by: null },
    });
    expect(rows.some((row: { route: string }) => row.route === fits.code)).toBe(false);
  });
});

describe('treatment actions', () => {
  it('moves a route only from the state each action starts from', async () => {
    const route = await makeRoute(db(), new Date(), { vehicleCapacity: 1 });
    await makeOrder(db(), route, 3);
    const state = async () => (await list()).find((row: { route: string }) => row.route === route.code).state;

    expect((await patch(route.id, { is_hidden: false })).statusCode).toBe(200); // already visible: nothing to do
    expect((await patch(route.id, { is_hidden: true, is_hidden_by: userId })).json()).toMatchObject({ is_hidden: true, is_hidden_by: userId });
    expect(await state()).toBe('hidden');
    const refused = await patch(route.id, { reduced: false });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Só uma rota exibida e em análise pode ser marcada como não redutível']);
    expect((await patch(route.id, { is_hidden: false })).statusCode).toBe(200);
    expect(await state()).toBe('visible');
    expect((await patch(route.id, { reduced: false })).json()).toMatchObject({ reduced: false, reduced_by: userId });
    expect(await state()).toBe('notReducible');
    expect((await patch(route.id, { is_hidden: true })).statusCode).toBe(409);
    expect((await patch(route.id, { reduced: null })).json()).toMatchObject({ reduced: null, reduced_by: null });
    expect(await state()).toBe('visible');
    expect((await patch(route.id, { reduced: null })).statusCode).toBe(200);
    expect((await patch(999999, { is_hidden: true })).statusCode).toBe(404);
  });
});

describe('three-step reduction', () => {
  it('refuses bad labels, boxes of another route and routes not under analysis', async () => {
    const route = await makeRoute(db(), new Date(), { vehicleCapacity: 2 });
    const order = await makeOrder(db(), route, 4);
    const other = await makeOrder(db(), await makeRoute(db(), new Date()), 1);
    const refusal = async (reply: Promise<{ statusCode: number; json: () => { message: string } }>) => {
      const answered = await reply;
      return [answered.statusCode, answered.json().message];
    };
    expect(await refusal(checkBox(route.id, 'abc'))).toEqual([400, 'QRCode #abc inválido']);
    expect(await refusal(checkBox(route.id, `${other.orderId};1`))).toEqual([
      400,
      `Pedido #${other.orderId} da rota ${other.route} não pertence a rota ${route.code}`,
    ]);
    expect((await checkBox(route.id, `${order.orderId};2`)).json()).toEqual({
      order_id: order.orderId,
      route: route.code,
      client_name_or_trade: order.clientName,
      boxes: 4,
    });
    expect(await refusal(reduce(route.id, `${order.orderId};2`, 4))).toEqual([400, 'A quantidade restante deve ser menor que as 4 caixas atuais do pedido']);
    await patch(route.id, { is_hidden: true });
    expect(await refusal(checkBox(route.id, `${order.orderId};2`))).toEqual([409, 'Esta rota está oculta: não é preciso reduzir caixas']);
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged!.adjustedBoxesNumber).toBeNull();
  });

  it('writes the reduced count, keeps the route over until it fits, then marks it reduced and resolves the conveyor modal', async () => {
    const route = await makeRoute(db(), new Date(), { vehicleCapacity: 5 });
    const before = await makeOrder(db(), route, 4);
    const loaded = await makeOrder(db(), route, 4, { loadingBoxesNumber: 4 });

    const first = (await reduce(route.id, `${before.orderId};1`, 3)).json();
    expect(first).toMatchObject({ order: { order_id: before.orderId, boxes: 3 }, route: { real_boxes_number: 7, quantityToDecrease: 2, state: 'visible' } });

    const resolved = nextEvent(screen, 'routeAboveBoxNoTratamentResolved', (payload: { id: number }) => payload.id === route.id);
    const confirmed = nextEvent(screen, 'routeErrorConfirmed', (payload: { id: number }) => payload.id === route.id);
    const second = (await reduce(route.id, `${loaded.orderId};4`, 2)).json();
    expect(second.route).toMatchObject({ real_boxes_number: 5, quantityToDecrease: 0, state: 'reduced', route_above: { reduced: true, reduced_by: userId } });
    await Promise.all([resolved, confirmed]);

    const [beforeRow] = await db().select().from(orders).where(eq(orders.id, before.id));
    const [loadedRow] = await db().select().from(orders).where(eq(orders.id, loaded.id));
    expect([beforeRow!.adjustedBoxesNumber, beforeRow!.adjustedBoxesNumberConveyor]).toEqual([3, null]);
    expect([loadedRow!.adjustedBoxesNumber, loadedRow!.adjustedBoxesNumberConveyor]).toEqual([null, 2]);
    const history = await db().select().from(boxCountChanges).where(eq(boxCountChanges.orderId, loaded.id));
    expect(history).toEqual([expect.objectContaining({ field: 'adjusted_boxes_number_conveyor', oldValue: null, newValue: 2, userId, source: 'conference' })]);
    const [stored] = await db().select().from(routes).where(eq(routes.id, route.id));
    expect(stored!.reduced).toBe(true);
    // Reduced: no further reduction.
    expect((await checkBox(route.id, `${before.orderId};1`)).statusCode).toBe(409);
  });
});
