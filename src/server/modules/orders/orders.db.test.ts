// The panel's orders on the demo centre: the list's filters and pages, the bulk adjustment
// with each outcome, the order-id spreadsheet and its messages, the detail, and 'Editar item
// separado' (a refusal writes nothing).
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveClientToServer, LiveServerToClient, PickingNotice } from '../../../shared/contract/events';
import { ordersEndpoints, type AdjustmentReply, type OrderDetail, type OrderRow } from '../../../shared/contract/orders';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import type { TestApp } from '../../../../tests/support/app';
import { createDemoTestApp } from '../../../../tests/support/demo-app';
import { breaks, items, orders, prePickingTags, products, users, weighings, works } from '../../db/schema';
import { MISSING_COLUMN, OLD_XLS, WRONG_TYPE } from './spreadsheet';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday, 10:00 in São Paulo
const BASE = '/api/carambola/separation/order-separation';
let t: TestApp;
let supervisor: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
  await t.createUser('sup-pedidos', ['SeparationOrdersManagement']);
  supervisor = await t.tokenFor('sup-pedidos');
});
afterAll(() => t.close());

type LiveSocket = Socket<LiveServerToClient, LiveClientToServer>;

/** A live socket signed in as `token` (a user is in their own room from the start). */
async function live(token: string): Promise<LiveSocket> {
  if (!t.server.server.listening) await t.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.server.server.address() as AddressInfo;
  const socket: LiveSocket = io(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const get = (url: string) => t.as(supervisor, { method: 'GET', url });
const patch = (url: string, payload: object) => t.as(supervisor, { method: 'PATCH', url, payload });

async function list(query: string): Promise<{ results: OrderRow[]; total_count: number }> {
  const reply = await get(`${BASE}/?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

/** A demo order in the given state (null = waiting), approved unless asked otherwise. */
async function orderWhere(where: ReturnType<typeof and>, offset = 0) {
  const [row] = await db().select().from(orders).where(where).orderBy(orders.orderId).limit(1).offset(offset);
  if (!row) throw new Error('the demo has no such order');
  return row;
}
const waiting = (offset = 0) => orderWhere(and(isNull(orders.checkingStatus), eq(orders.permissionToSeparate, 'approved')), offset);
const inSeparation = () =>
  orderWhere(
    and(
      eq(orders.checkingStatus, CHECKING_STATUS.inSeparation),
      eq(orders.permissionToSeparate, 'approved'),
      sql`exists (select 1 from works w where w.order_id = ${orders.id} and w."end" is null)`,
    ),
  );
const cancelled = () => orderWhere(eq(orders.permissionToSeparate, 'recused'));

describe('orders list', () => {
  it('pages through every order, newest delivery date first, with progress', async () => {
    const [all] = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    const first = await list('page=1&pageSize=7');
    const second = await list('page=2&pageSize=7');
    expect(first.total_count).toBe(all!.n);
    expect(first.results).toHaveLength(7);
    expect(second.results).toHaveLength(7);
    expect(new Set([...first.results, ...second.results].map((row) => row.order_id)).size).toBe(14);
    const dates = [...first.results, ...second.results].map((row) => row.scheduled_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const row = first.results[0]!;
    const counted = await db()
      .select({ total: sql<number>`count(*)::int`, finished: sql<number>`count(*) filter (where ${items.status} > 1)::int` })
      .from(items)
      .innerJoin(orders, eq(orders.id, items.orderId))
      .where(eq(orders.orderId, row.order_id));
    expect({ total: row.total_items, finished: row.finished_items }).toEqual(counted[0]);
  });

  it('filters by status: waiting is the orders nobody took', async () => {
    const waitingRows = await list('status=waiting&pageSize=100');
    expect(waitingRows.total_count).toBeGreaterThan(0);
    expect(waitingRows.results.every((row) => row.checking_status === null)).toBe(true);
    const separating = await list('status=in_separation&pageSize=100');
    expect(separating.total_count).toBeGreaterThan(0);
    expect(separating.results.every((row) => row.checking_status === CHECKING_STATUS.inSeparation)).toBe(true);
    const loaded = await list('status=loaded&pageSize=100');
    expect(loaded.results.every((row) => row.checking_status === CHECKING_STATUS.loaded)).toBe(true);
  });

  it('searches by order number and client, and combines search with status', async () => {
    const order = await waiting();
    expect((await list(`search=${order.orderId}`)).results.map((row) => row.order_id)).toContain(order.orderId);
    const byClient = await list(`search=${encodeURIComponent(order.clientName.toUpperCase())}&pageSize=100`);
    expect(byClient.results.every((row) => [row.client_data.client_name, row.client_data.client_trade].some((name) => name?.toUpperCase().includes(order.clientName.toUpperCase())))).toBe(true);
    expect((await list(`search=${order.orderId}&status=loaded`)).results.map((row) => row.order_id)).not.toContain(order.orderId);
    expect((await list('search=%25%25nada%25%25')).total_count).toBe(0);
  });

  it('lists a search over every date newest delivery date first, as the list without one', async () => {
    const [first] = await db().select({ prefix: sql<string>`left(${orders.orderId}, 3)` }).from(orders).limit(1);
    const found = await list(`search=${encodeURIComponent(first!.prefix)}&pageSize=100`);
    const dates = found.results.map((row) => row.scheduled_date);
    expect(new Set(dates).size).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by delivery date: the operation day leaves out the orders already scheduled for later', async () => {
    const today = await list('scheduledDate=2026-11-23&pageSize=100');
    expect(today.total_count).toBeGreaterThan(0);
    expect(new Set(today.results.map((row) => row.scheduled_date))).toEqual(new Set(['2026-11-23']));
    const [later] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.scheduledDate} > '2026-11-23'`);
    expect(later!.n).toBeGreaterThan(0);
    const every = await list('pageSize=1');
    expect(every.total_count).toBeGreaterThanOrEqual(today.total_count + later!.n);
    const refused = await get(`${BASE}/?scheduledDate=2026-02-30`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ field: 'query.scheduledDate', message: 'Use a data no formato AAAA-MM-DD' })]);
  });

  it('refuses an unknown status in Portuguese, and users without the permission', async () => {
    const reply = await get(`${BASE}/?status=perdido`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual([expect.objectContaining({ field: 'query.status', message: 'Status inválido' })]);
    await t.createUser('sem-pedidos', ['SeparationRankingView']);
    const other = await t.tokenFor('sem-pedidos');
    expect((await t.as(other, { method: 'GET', url: `${BASE}/` })).statusCode).toBe(403);
  });
});

describe('bulk adjustment', () => {
  const adjust = async (payload: object) => {
    const reply = await patch(`${BASE}/`, payload);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as AdjustmentReply;
  };
  const rowOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

  it('prioritises waiting orders and reports started, cancelled and unknown ones untouched', async () => {
    const [free, started, off] = [await waiting(0), await inSeparation(), await cancelled()];
    const reply = await adjust({ priority: true, ordersId: [free.orderId, free.orderId, started.orderId, off.orderId, 'NAO-EXISTE'] });
    expect(reply.updated).toEqual([free.orderId]);
    expect(reply.refused).toEqual(
      expect.arrayContaining([
        { order_id: started.orderId, outcome: 'iniciado', message: `Pedido ${started.orderId} já iniciado` },
        { order_id: off.orderId, outcome: 'canceled', message: `Pedido ${off.orderId} cancelado` },
      ]),
    );
    expect(reply.not_found).toEqual(['NAO-EXISTE']);
    expect(reply.message).toBe('1 pedido priorizado com sucesso; 2 não alterados');
    expect((await rowOf(free.orderId)).priority).toBe(1);
    expect((await rowOf(started.orderId)).priority).toBe(started.priority);
    expect((await rowOf(off.orderId)).priority).toBe(off.priority);
  });

  it('marks critical and directs to an existing group only', async () => {
    const order = await waiting(1);
    expect((await adjust({ critical: true, ordersId: [order.orderId] })).updated).toEqual([order.orderId]);
    expect((await rowOf(order.orderId)).isCritical).toBe(true);

    const missingGroup = await patch(`${BASE}/`, { directedGroup: 77, ordersId: [order.orderId] });
    expect(missingGroup.statusCode).toBe(400);
    expect(missingGroup.json().message).toBe('O grupo 77 não existe');
    expect((await rowOf(order.orderId)).directedGroup).toBe(order.directedGroup);

    expect((await adjust({ directedGroup: 3, ordersId: [order.orderId] })).message).toBe('1 pedido direcionado ao grupo 3 com sucesso');
    expect((await rowOf(order.orderId)).directedGroup).toBe(3);
  });

  it('resets an order in separation: its picker is told at once, their work closes and the order goes back to the queue', async () => {
    const [started, free] = [await inSeparation(), await waiting(2)];
    const [holder] = await db()
      .select({ username: users.username })
      .from(works)
      .innerJoin(users, eq(users.id, works.separatorId))
      .where(and(eq(works.orderId, started.id), isNull(works.end)));
    const picker = await live(await t.tokenFor(holder!.username, 'demo1234'));
    const notice = new Promise<PickingNotice>((resolve) => picker.once('pickingNotice', resolve));
    const reply = await adjust({ reset: true, ordersId: [started.orderId, free.orderId] });
    expect(await notice).toEqual({ orderId: started.orderId, message: 'Order reseted' });
    picker.close();
    expect(reply.updated).toEqual([started.orderId]);
    expect(reply.refused).toEqual([{ order_id: free.orderId, outcome: 'iniciado', message: `Pedido ${free.orderId} ainda não iniciado` }]);
    expect(await rowOf(started.orderId)).toMatchObject({ checkingStatus: null, separationGroup: null });
    const open = await db().select().from(works).where(and(eq(works.orderId, started.id), isNull(works.end)));
    expect(open).toEqual([]);
  });

  it('answers 404 when no order exists and 400 for no mode or two modes, changing nothing', async () => {
    const none = await patch(`${BASE}/`, { priority: true, ordersId: ['X1', 'X2'] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Pedidos não encontrados');
    const order = await waiting(3);
    for (const payload of [{ ordersId: [order.orderId] }, { priority: true, critical: true, ordersId: [order.orderId] }, { priority: true, ordersId: [] }, { directedGroup: 0, ordersId: [order.orderId] }]) {
      const reply = await patch(`${BASE}/`, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/^Dados inválidos/);
    }
    expect(await rowOf(order.orderId)).toEqual(order);
  });
});

describe('order-id spreadsheet', () => {
  // The file as it is, the way the panel sends it (no base64 inside JSON).
  const upload = (filename: string, content: Buffer | string) =>
    t.as(supervisor, {
      method: 'POST',
      url: `${BASE}/spreadsheet`,
      query: { filename },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(content),
    });

  it('reads a .csv: unique known ids and the unknown ones', async () => {
    const [a, b] = [await waiting(4), await waiting(5)];
    const reply = await upload('pedidos.csv', `cliente;order_id\nx;${a.orderId}\ny;${b.orderId}\nz;${a.orderId}\nw;ZZ-404\n`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ orders_id: [a.orderId, b.orderId], not_found: ['ZZ-404'] });
  });

  it('reads an .xlsx whose order numbers are numeric cells', async () => {
    const order = await waiting(6);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Pedidos');
    sheet.addRow(['Order_ID']);
    sheet.addRow([Number(order.orderId)]);
    const reply = await upload('pedidos.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ orders_id: [order.orderId], not_found: [] });
  });

  it('refuses a sheet without the order_id column, an empty column, old .xls and other files', async () => {
    const cases: [string, string, string][] = [
      ['pedidos.csv', 'pedido,cliente\n123,x\n', MISSING_COLUMN],
      ['pedidos.csv', 'order_id,cliente\n,x\n', MISSING_COLUMN],
      ['pedidos.csv', 'order_id,cliente\n   ,x\n', MISSING_COLUMN],
      ['pedidos.xls', 'qualquer coisa', OLD_XLS],
      ['pedidos.pdf', '%PDF-1.4', WRONG_TYPE],
      ['pedidos.xlsx', 'isto não é um xlsx', 'Não foi possível ler a planilha: confira se o arquivo não está corrompido.'],
    ];
    for (const [filename, content, message] of cases) {
      const reply = await upload(filename, content);
      expect(reply.statusCode, filename).toBe(400);
      expect(reply.json().message).toBe(message);
    }
  });
});

describe('order detail', () => {
  it('shows the steps with items by separator, box counts and the summary', async () => {
    const [order] = await db()
      .select()
      .from(orders)
      .where(sql`${orders.checkingStatus} = ${CHECKING_STATUS.loaded} and exists (select 1 from box_images b where b.order_id = ${orders.id})`)
      .limit(1);
    expect(order).toBeDefined();
    const reply = await get(`${BASE}/${order!.orderId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const detail = reply.json() as OrderDetail;
    const rows = await db().select().from(items).where(eq(items.orderId, order!.id));
    const shown = detail.steps.flatMap((step) => step.separators.flatMap((group) => group.items));
    expect(shown.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const levels = detail.steps.map((step) => step.level ?? Infinity);
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    for (const step of detail.steps) {
      for (const group of step.separators) expect(group.items.every((item) => (item.work?.separator.username ?? null) === group.username)).toBe(true);
    }
    expect(detail.summary).toMatchObject({ total_items: rows.length, finished_items: rows.filter((row) => row.status > 1).length });
    expect(detail.summary.separated_by.length).toBeGreaterThan(0);
    expect(detail.boxes_image.length).toBeGreaterThan(0);
    // The gallery loads each photo without a token.
    const photo = await t.server.inject({ method: 'GET', url: detail.boxes_image[0]!.url_image });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect(photo.body).toContain(detail.boxes_image[0]!.tag_value);
    expect((await t.server.inject({ method: 'GET', url: '/api/boxes-conference/images/nao-existe.svg' })).statusCode).toBe(404);
    expect(detail.loading_data).toEqual({
      adjusted_boxes_number_conveyor: order!.adjustedBoxesNumberConveyor,
      corrected_boxes_number: order!.correctedBoxesNumber,
      loading_boxes_number: order!.loadingBoxesNumber,
      adjusted_boxes_number: order!.adjustedBoxesNumber,
      boxes_by_conferencer: order!.boxesByConferencer,
      conference_boxes_number: order!.conferenceBoxesNumber,
      boxes_number: order!.boxesNumber,
    });
    expect(detail.order).toMatchObject({ order_id: order!.orderId, checking_status: CHECKING_STATUS.loaded });
  });

  it('answers 404 in Portuguese for an unknown order', async () => {
    const reply = await get(`${BASE}/NAO-EXISTE`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Pedido NAO-EXISTE não encontrado');
  });
});

describe('editing a separated item', () => {
  async function separatedItem(checking: number) {
    const [row] = await db()
      .select({ item: items })
      .from(items)
      .innerJoin(orders, eq(orders.id, items.orderId))
      .where(and(eq(orders.checkingStatus, checking), eq(orders.permissionToSeparate, 'approved'), eq(items.status, ITEM_STATUS.separated), sql`${items.quantity} > 2`))
      .limit(1);
    if (!row) throw new Error('the demo has no such item');
    return row.item;
  }
  const edit = (itemId: number, payload: object) => patch(`${BASE}/item/${itemId}`, payload);
  const snapshot = async (itemId: number) => ({
    item: (await db().select().from(items).where(eq(items.id, itemId)))[0],
    breaks: await db().select().from(breaks).where(eq(breaks.itemId, itemId)),
  });

  it('refuses bad partial quantities with the spec messages and writes nothing', async () => {
    const item = await separatedItem(CHECKING_STATUS.inSeparation);
    const before = await snapshot(item.id);
    const expected = item.convertedQuantity ?? item.quantity;
    const cases: [object, string][] = [
      [{ statusId: 4 }, 'Campo obrigatorio'],
      [{ statusId: 4, quantitySeparated: 0 }, 'A quantidade precisa ser positiva'],
      [{ statusId: 4, quantitySeparated: -3 }, 'A quantidade precisa ser positiva'],
      [{ statusId: 4, quantitySeparated: expected }, `A quantidade precisa ser inferior a quantidade esperada ${expected}`],
    ];
    for (const [payload, message] of cases) {
      const reply = await edit(item.id, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const wrong = await edit(item.id, { statusId: 2 });
    expect(wrong.statusCode).toBe(400);
    expect(await snapshot(item.id)).toEqual(before);
  });

  it('declares a partial break, then a total one on the same break row', async () => {
    const item = await separatedItem(CHECKING_STATUS.inSeparation);
    const partial = await edit(item.id, { statusId: 4, quantitySeparated: 1 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ id: item.id, status: 4, confirmed_quantity: 1, converted_quantity: 1 });
    let after = await snapshot(item.id);
    expect(after.breaks).toEqual([expect.objectContaining({ type: 4, brokenQuantity: item.quantity - 1, released: false })]);

    const total = await edit(item.id, { statusId: 3 });
    expect(total.json()).toMatchObject({ status: 3, confirmed_quantity: 0 });
    after = await snapshot(item.id);
    expect(after.breaks).toEqual([expect.objectContaining({ type: 3, brokenQuantity: item.quantity })]);

    const again = await edit(item.id, { statusId: 4, quantitySeparated: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Item já está em quebra total');
    expect(await snapshot(item.id)).toEqual(after);
  });

  it('refuses items of finished orders and unknown items', async () => {
    const item = await separatedItem(CHECKING_STATUS.loaded);
    const before = await snapshot(item.id);
    const reply = await edit(item.id, { statusId: 3 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('Pedido já finalizado: o item não pode ser alterado');
    expect(await snapshot(item.id)).toEqual(before);
    expect((await edit(99_999_999, { statusId: 3 })).statusCode).toBe(404);
  });
});

describe("an item's pre-picking data", () => {
  it('lists the tags scanned into the item in scan order, and the share of its pre-picking scans read from unique tags', async () => {
    const order = await orderWhere(isNull(orders.checkingStatus));
    const [product] = await db().select().from(products).where(eq(products.portionType, 1)).limit(1);
    const [item] = await db().insert(items).values({ orderId: order.id, sku: product!.sku, portionType: 1, quantity: 3000, step: 1 }).returning();
    const tag = (uniqueTag: boolean, itemWeight: number | null) => ({
      sku: product!.sku,
      productBaseId: product!.productBaseId,
      purchaseValue: product!.purchaseValue,
      uniqueTag,
      itemWeight,
    });
    const [unique, generic] = await db().insert(prePickingTags).values([tag(true, 700), tag(false, null)]).returning();
    const at = (seconds: number) => new Date(NOW.getTime() - 60_000 + seconds * 1000);
    await db()
      .insert(weighings)
      .values([
        { itemId: item!.id, grams: 500, prePickingTagId: generic!.id, createdAt: at(1) },
        { itemId: item!.id, grams: 700, prePickingTagId: unique!.id, createdAt: at(2) },
        { itemId: item!.id, grams: 500, prePickingTagId: generic!.id, createdAt: at(3) },
        // A scan of no tag (a product's code) is no pre-picking: it counts in neither.
        { itemId: item!.id, grams: 400, prePickingTagId: null, createdAt: at(4) },
      ]);

    const reply = await t.call(ordersEndpoints.itemPrePickings, { params: { itemId: item!.id } }, supervisor);
    expect(reply.data.pre_pickings.map((found) => [found.id, found.unique_tag, found.item_weight])).toEqual([
      [generic!.id, false, null],
      [unique!.id, true, 0.7],
    ]);
    expect(reply.data.pre_pickings[1]!.orders).toEqual([expect.objectContaining({ order_id: order.orderId, item_id: item!.id })]);
    // 1 of the 3 pre-picking scans was a unique tag.
    expect(reply.data.metrics).toEqual({ unique_tag_beeped_percentual: 33.33 });
  });

  it('answers 0 % for an item with no pre-picking, 404 for no item, and only to who may see the order', async () => {
    const order = await orderWhere(isNull(orders.checkingStatus), 1);
    const [product] = await db().select().from(products).where(eq(products.portionType, 2)).limit(1);
    const [item] = await db().insert(items).values({ orderId: order.id, sku: product!.sku, portionType: 2, quantity: 2, step: 1 }).returning();
    const none = await t.call(ordersEndpoints.itemPrePickings, { params: { itemId: item!.id } }, supervisor);
    expect(none.data).toEqual({ pre_pickings: [], metrics: { unique_tag_beeped_percentual: 0 } });
    const missing = await t.call(ordersEndpoints.itemPrePickings, { params: { itemId: 99_999_999 } }, supervisor);
    expect([missing.statusCode, missing.error.message]).toEqual([404, 'Item não encontrado.']);
    await t.createUser('sem-pre-picking');
    const refused = await t.call(ordersEndpoints.itemPrePickings, { params: { itemId: item!.id } }, await t.tokenFor('sem-pre-picking'));
    expect(refused.statusCode).toBe(403);
  });
});
