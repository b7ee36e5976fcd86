// The box conference: scans count one box each up to the total (conferred, then previous),
// a label once, a cancelled order leaves, an unfinished one is refused, edits set the count, and
// conferring lifts the conveyor's conference alert.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxConferenceEndpoints } from '../../../shared/contract/box-conference';
import { boxCountChanges } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { connectBoxCount, makeOrder, makeRoute, nextEvent, type BoxCountClient } from '../../../../tests/support/conveyor-fixtures';
import { makeProduct } from '../../../../tests/support/conference-fixtures';
import { listOrderItems } from '../../../shared/contract/box-conference';
import { PORTION_TYPE } from '../../../shared/domain/products';
import { items } from '../../db/schema';

let t: TestApp;
let token: string;
let screen: BoxCountClient;
const now = () => new Date();
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  await t.createUser('carregador', ['SeparationShipmentManagement']);
  token = await t.tokenFor('carregador');
  screen = await connectBoxCount(baseUrl, token, 'frontend');
  await nextEvent(screen, 'conveyorBeltEnabled');
});
afterAll(async () => {
  screen?.disconnect();
  await t?.close();
});

const scan = (tag: string) => t.as(token, { method: 'POST', url: '/api/carambola/box-conference/scan', payload: { tag_value: tag } });

describe('box conference', () => {
  it('counts a box per scan up to the total, then answers previous', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 2, { conferenceBoxesNumber: null });
    expect((await scan(`${order.orderId};1`)).json()).toMatchObject({ outcome: 'counted', order: { read_boxes: 1, total_boxes: 2, status: 2 } });
    const resolved = nextEvent(screen, 'pendingConferenceOrderResolved');
    expect((await scan(`${order.orderId};2`)).json()).toMatchObject({ outcome: 'conferred', order: { read_boxes: 2, status: 3, conference_boxes_number: 2 } });
    expect(await resolved).toMatchObject({ order_id: order.orderId });
    expect((await scan(`${order.orderId};2`)).json()).toMatchObject({ outcome: 'previous', order: { read_boxes: 2 } });
    const [change] = await db().select().from(boxCountChanges).where(eq(boxCountChanges.orderId, order.id));
    expect(change).toMatchObject({ field: 'conference_boxes_number', newValue: 2, source: 'conference' });

    const recent = await t.as(token, { method: 'GET', url: '/api/carambola/box-conference/recent' });
    expect(recent.json()[0]).toMatchObject({ order_id: order.orderId, read_boxes: 2, total_boxes: 2 });
  });

  it('counts a label once: reading it again changes nothing, until the count is cleared', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3, { conferenceBoxesNumber: null });
    expect((await scan(`${order.orderId};1`)).json()).toMatchObject({ outcome: 'counted', order: { read_boxes: 1 } });
    expect((await scan(`${order.orderId};1`)).json()).toMatchObject({ outcome: 'repeated', order: { read_boxes: 1, status: 2 } });
    // Two readers reading one label at the same instant count it once.
    const racing = await Promise.all([scan(`${order.orderId};2`), scan(`${order.orderId};2`)]);
    expect(racing.map((reply) => reply.json().outcome).sort()).toEqual(['counted', 'repeated']);
    expect(racing.map((reply) => reply.json().order.read_boxes)).toEqual([2, 2]);
    const edit = (readBoxes: number) =>
      t.as(token, { method: 'PATCH', url: `/api/carambola/box-conference/orders/${order.orderId}`, payload: { read_boxes: readBoxes } });
    expect((await edit(1)).json()).toMatchObject({ read_boxes: 1 });
    expect((await scan(`${order.orderId};2`)).json()).toMatchObject({ outcome: 'repeated', order: { read_boxes: 1 } });
    expect((await scan(`${order.orderId};3`)).json()).toMatchObject({ outcome: 'counted', order: { read_boxes: 2 } });
    // 'Excluir' clears the count: the labels are read again from the first.
    expect((await edit(0)).json()).toMatchObject({ read_boxes: 0, status: 1 });
    expect((await scan(`${order.orderId};1`)).json()).toMatchObject({ outcome: 'counted', order: { read_boxes: 1 } });
  });

  it("'Ultimas leituras' lists only orders with boxes read, latest first: not one never read, nor one cleared", async () => {
    const route = await makeRoute(db(), now());
    const [neverRead, cleared, read] = [await makeOrder(db(), route, 13), await makeOrder(db(), route, 3), await makeOrder(db(), route, 3)];
    const edit = (orderId: string, readBoxes: number) =>
      t.call(boxConferenceEndpoints.setReadBoxes, { params: { orderId }, body: { read_boxes: readBoxes } }, token);
    // A conference written at 0 before any read, as the demo's pending ones are.
    await edit(neverRead.orderId, 0);
    await scan(`${cleared.orderId};1`);
    await edit(cleared.orderId, 0);
    await scan(`${read.orderId};1`);

    const { data } = await t.call(boxConferenceEndpoints.recentBoxConferences, { query: { limit: 100 } }, token);
    expect(data[0]).toMatchObject({ order_id: read.orderId, read_boxes: 1 });
    const listed = data.map((row) => row.order_id);
    expect(listed).not.toContain(neverRead.orderId);
    expect(listed).not.toContain(cleared.orderId);
    expect(data.every((row) => row.read_boxes > 0)).toBe(true);
  });

  it('a cancelled order leaves; an unfinished one and a bad code are refused', async () => {
    const route = await makeRoute(db(), now());
    const cancelled = await makeOrder(db(), route, 2, { permissionToSeparate: 'recused' });
    expect((await scan(`${cancelled.orderId};1`)).json()).toMatchObject({ outcome: 'recused' });
    const picking = await makeOrder(db(), route, 2, { checkingStatus: 1 });
    const refused = await scan(`${picking.orderId};1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Pedido #${picking.orderId} ainda não foi finalizado!`);
    const bad = await scan('nada');
    expect(bad.json().message).toBe('QR Code inválido: O QR Code lido não é de caixa');
  });

  it('lists, filters and edits the conference of the day', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3, { conferenceBoxesNumber: null, clientName: 'Quitanda Azul' });
    const list = (status?: number) =>
      t.as(token, { method: 'GET', url: `/api/carambola/box-conference/orders?search=quitanda${status ? `&status=${status}` : ''}` });
    expect((await list(1)).json()).toMatchObject({ totalCount: 1, results: [{ order_id: order.orderId, read_boxes: 0, total_boxes: 3 }] });
    const edited = await t.as(token, { method: 'PATCH', url: `/api/carambola/box-conference/orders/${order.orderId}`, payload: { read_boxes: 3 } });
    expect(edited.json()).toMatchObject({ read_boxes: 3, status: 3, conference_boxes_number: 3 });
    expect((await list(1)).json().totalCount).toBe(0);
    expect((await list(3)).json().totalCount).toBe(1);
    const cleared = await t.as(token, { method: 'PATCH', url: `/api/carambola/box-conference/orders/${order.orderId}`, payload: { read_boxes: 0 } });
    expect(cleared.json()).toMatchObject({ read_boxes: 0, status: 1, conference_boxes_number: null });
  });

  it("lists the order's items with their unit, so the divergence modal can say Kg or un", async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 2);
    const cheese = await makeProduct(db(), PORTION_TYPE.weight, 'A Queijo prato');
    const soap = await makeProduct(db(), PORTION_TYPE.unit, 'B Sabonete');
    await db().insert(items).values([
      { orderId: order.id, sku: cheese, step: 1, portionType: PORTION_TYPE.weight, quantity: 1250 },
      { orderId: order.id, sku: soap, step: 1, portionType: PORTION_TYPE.unit, quantity: 3 },
    ]);
    const reply = await t.call(listOrderItems, { params: { orderId: order.orderId } }, token);
    expect(reply.data.map(({ name, quantity, type }) => ({ name, quantity, type }))).toEqual([
      { name: 'A Queijo prato', quantity: 1250, type: 'peso' },
      { name: 'B Sabonete', quantity: 3, type: 'unidade' },
    ]);
  });
});
