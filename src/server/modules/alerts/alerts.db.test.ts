// Alerts through the API on the demo centre: help calls, another-SKU requests, the scanner
// lock of a lost pre-picking and pre-picking break reports, with who may answer each, every
// status transition, and the live push that reaches a supervisor's bell.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsEndpoints, type Alert } from '../../../shared/contract/alerts';
import type { AlertNotice, LiveClientToServer, LiveServerToClient } from '../../../shared/contract/events';
import type { NewOrderReply, PickingItem } from '../../../shared/contract/picking';
import { groupNameOf } from '../../../shared/domain/permissions';
import { buildScaleLabel } from '../../../shared/scan';
import type { TestApp } from '../../../../tests/support/app';
import { createDemoTestApp } from '../../../../tests/support/demo-app';
import { alerts, items, prePickingTags, products, works } from '../../db/schema';
import { ALREADY_ANSWERED, REQUEST_OF_FINISHED_WORK, SUPPORT_ALREADY_CALLED } from './service';
import { LOST_PRE_PICKING_MESSAGE, SCANNER_LOCKED_MESSAGE } from '../picking/lost-pre-picking';
import type { FloorEvent } from '../../floor-events';

const NOW = new Date('2026-11-23T13:00:00Z');
const API = '/api/carambola';
let t: TestApp;
let supervisor: string;
let tech: string;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
  await t.createUser('chefe', [groupNameOf('SeparationOrdersManagement')]);
  await t.createUser('tecnico', [groupNameOf('Tech')]);
  [supervisor, tech] = await Promise.all([t.tokenFor('chefe'), t.tokenFor('tecnico')]);
});
afterAll(() => t.close());

const send = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.as(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });

async function picker(name: string, group: number): Promise<{ id: number; token: string; held: NewOrderReply }> {
  const user = await t.createUser(name);
  const token = await t.tokenFor(name);
  const reply = await send(token, 'GET', `/separation/order-separation/new?separationGroup=${group}&step=1`);
  expect(reply.statusCode, reply.body).toBe(200);
  return { id: user.id, token, held: reply.json() };
}

const scan = (token: string, held: NewOrderReply, item: Pick<PickingItem, 'id'>, productCode: string) =>
  send(token, 'POST', `/separation/item/${item.id}/pick-item`, { workId: held.work!.id, productCode });

let siblings = 0;

/** A new pending weight item (1.5 kg) on the held order, and another SKU of the same base product. */
async function weightItemWithSibling(held: NewOrderReply): Promise<{ item: Pick<PickingItem, 'id' | 'sku' | 'product_base_id'>; otherSku: number }> {
  const db = t.database.db;
  const [product] = await db.select().from(products).where(eq(products.portionType, 1)).limit(1);
  const step = held.steps.map((candidate) => candidate.step).find((key) => typeof key === 'number') ?? 1;
  const [row] = await db.insert(items).values({ orderId: held.order!.id, sku: product!.sku, portionType: 1, quantity: 1500, step }).returning();
  siblings += 1;
  const [other] = await db.insert(products).values({ ...product!, sku: 980000 + siblings, barcode: null }).returning();
  return { item: { id: row!.id, sku: row!.sku, product_base_id: product!.productBaseId }, otherSku: other!.sku };
}

const label = (sku: number, scaleLabelId: number, grams: number) => buildScaleLabel({ sku, scaleId: 9, scaleLabelId, date: '2026-11-23', grams });

describe('help calls', () => {
  let call: Alert;
  let separator: Awaited<ReturnType<typeof picker>>;

  beforeAll(async () => {
    separator = await picker('ajuda', 3);
  });

  it('are created once per picker, with the group, the reason and the order held', async () => {
    const reply = await send(separator.token, 'POST', '/alert/support', { separationGroup: 3, reasonForCalling: 'Falta caixa vazia' });
    expect(reply.statusCode, reply.body).toBe(200);
    call = reply.json();
    expect(call).toMatchObject({
      kind: 'support',
      status: 'pendente',
      topic: 'help',
      separation_group: 3,
      reason: 'Falta caixa vazia',
      user_request: { id: separator.id, name: 'ajuda', login: 'ajuda' },
      user_response: null,
      order_id: separator.held.order!.order_id,
    });
    const again = await send(separator.token, 'POST', '/alert/support', { separationGroup: 3, reasonForCalling: 'De novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUPPORT_ALREADY_CALLED);
  });

  it('sent twice at once make one call', async () => {
    const { id, token } = await picker('duasvezes', 3);
    const replies = await Promise.all([1, 2].map(() => send(token, 'POST', '/alert/support', { separationGroup: 3, reasonForCalling: 'Pressa' })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(alerts).where(eq(alerts.userRequestId, id))).toHaveLength(1);
  });

  it('refuse an unknown group or an empty reason, writing nothing', async () => {
    const other = await t.createUser('semgrupo');
    const token = await t.tokenFor('semgrupo');
    expect((await send(token, 'POST', '/alert/support', { separationGroup: 77, reasonForCalling: 'x' })).json().message).toBe('Grupo de separação não encontrado.');
    const empty = await send(token, 'POST', '/alert/support', { separationGroup: 3, reasonForCalling: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([expect.objectContaining({ message: 'Motivo obrigatório' })]);
    expect(await t.database.db.select().from(alerts).where(eq(alerts.userRequestId, other.id))).toEqual([]);
  });

  it('are listed to every supervisor, while a picker sees only their own', async () => {
    const forSupervisor: Alert[] = (await send(supervisor, 'GET', '/alert/')).json();
    expect(forSupervisor.map((alert) => alert.id)).toContain(call.id);
    expect(new Set(forSupervisor.map((alert) => alert.user_request.id)).size).toBeGreaterThan(1); // the demo's alerts too
    const forPicker: Alert[] = (await send(separator.token, 'GET', '/alert/')).json();
    expect(forPicker.map((alert) => alert.id)).toEqual([call.id]);
    expect((await send(separator.token, 'GET', `/alert/${forSupervisor.find((alert) => alert.user_request.id !== separator.id)!.id}`)).statusCode).toBe(404);
  });

  it('are accepted only by a supervisor, once', async () => {
    const byPicker = await send(separator.token, 'PATCH', `/alert/support/${call.id}`, { status: 'concluido' });
    expect(byPicker.statusCode).toBe(403);
    const accepted = await send(supervisor, 'PATCH', `/alert/support/${call.id}`, { status: 'concluido' });
    expect(accepted.json()).toMatchObject({ status: 'concluido', topic: 'help', user_response: { name: 'chefe' }, responded_at: NOW.toISOString() });
    const twice = await send(tech, 'PATCH', `/alert/support/${call.id}`, { status: 'concluido' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_ANSWERED);
    // Answered, the picker may call again.
    expect((await send(separator.token, 'POST', '/alert/support', { separationGroup: 3, reasonForCalling: 'Outra vez' })).statusCode).toBe(200);
  });

  it('are not answered as another-SKU requests', async () => {
    const [open] = (await send(separator.token, 'GET', '/alert/?kind=support')).json() as Alert[];
    const wrong = await send(supervisor, 'PATCH', `/alert/${open!.id}`, { status: 'accept' });
    expect(wrong.statusCode).toBe(400);
    expect((await send(supervisor, 'GET', `/alert/${open!.id}`)).json().status).toBe('pendente');
  });
});

describe('another SKU', () => {
  let separator: Awaited<ReturnType<typeof picker>>;

  beforeAll(async () => {
    separator = await picker('outrosku', 2);
  });

  it('is refused until a supervisor accepts the request, then scanned', async () => {
    const { item, otherSku } = await weightItemWithSibling(separator.held);
    const refused = await scan(separator.token, separator.held, item, label(otherSku, 700001, 100));
    expect(refused.json()).toMatchObject({ detail: 'wrongSku' });
    expect((await send(separator.token, 'GET', `/alert/other-sku/${item.id}`)).json()).toEqual({ authorization: null, alert: null });

    const body = { workId: separator.held.work!.id, itemId: item.id, sku: otherSku };
    const [first, second] = await Promise.all([send(separator.token, 'POST', '/alert/other-sku', body), send(separator.token, 'POST', '/alert/other-sku', body)]);
    const request: Alert = first.json();
    expect(request).toMatchObject({ status: 'awaiting', topic: 'otherSku', reason: `Bipar SKU ${otherSku} no lugar de ${item.sku}`, item: { id: item.id, order: { order_id: separator.held.order!.order_id } } });
    expect(second.json().id).toBe(request.id); // two taps, one request
    expect((await send(separator.token, 'GET', `/alert/other-sku/${item.id}`)).json()).toMatchObject({ authorization: null, alert: { id: request.id } });

    expect((await send(separator.token, 'PATCH', `/alert/${request.id}`, { status: 'accept' })).statusCode).toBe(403);
    expect((await send(supervisor, 'PATCH', `/alert/${request.id}`, { status: 'concluido' })).statusCode).toBe(400);
    expect((await send(supervisor, 'PATCH', `/alert/${request.id}`, { status: 'accept' })).json()).toMatchObject({ status: 'accept', topic: 'otherSku' });
    expect((await send(supervisor, 'PATCH', `/alert/${request.id}`, { status: 'declined' })).json().message).toBe(ALREADY_ANSWERED);
    expect((await send(separator.token, 'GET', `/alert/other-sku/${item.id}`)).json()).toMatchObject({ authorization: true });

    const scanned = await scan(separator.token, separator.held, item, label(otherSku, 700002, 100));
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().weighings).toHaveLength(1);
  });

  it('stays refused when declined, and may be asked again', async () => {
    const { item, otherSku } = await weightItemWithSibling(separator.held);
    const body = { workId: separator.held.work!.id, itemId: item.id };
    const request: Alert = (await send(separator.token, 'POST', '/alert/other-sku', body)).json();
    expect(request.reason).toBe(`Bipar outro SKU no lugar de ${item.sku}`);
    expect((await send(tech, 'PATCH', `/alert/${request.id}`, { status: 'declined' })).json().status).toBe('declined');
    expect((await send(separator.token, 'GET', `/alert/other-sku/${item.id}`)).json()).toMatchObject({ authorization: false });
    expect((await scan(separator.token, separator.held, item, label(otherSku, 700003, 100))).json().detail).toBe('wrongSku');

    const again: Alert = (await send(separator.token, 'POST', '/alert/other-sku', body)).json();
    expect(again).toMatchObject({ status: 'awaiting', related_alert: { id: request.id } });
    expect(again.id).not.toBe(request.id);
  });

  it('is answered by one supervisor when two answer at once', async () => {
    const { item } = await weightItemWithSibling(separator.held);
    const request: Alert = (await send(separator.token, 'POST', '/alert/other-sku', { workId: separator.held.work!.id, itemId: item.id })).json();
    const replies = await Promise.all([
      send(supervisor, 'PATCH', `/alert/${request.id}`, { status: 'accept' }),
      send(tech, 'PATCH', `/alert/${request.id}`, { status: 'declined' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.statusCode === 200)!.json() as Alert;
    expect((await send(separator.token, 'GET', `/alert/other-sku/${item.id}`)).json().authorization).toBe(winner.status === 'accept');
  });

  it('leaves the bell when its order is finished, and can no longer be answered', async () => {
    const finishing = await picker('finalizado', 2);
    const { item } = await weightItemWithSibling(finishing.held);
    const request: Alert = (await send(finishing.token, 'POST', '/alert/other-sku', { workId: finishing.held.work!.id, itemId: item.id })).json();
    const open = async () => ((await send(supervisor, 'GET', '/alert')).json() as Alert[]).map((alert) => alert.id);
    expect(await open()).toContain(request.id);
    // The work ends, as finishing the order does.
    await t.database.db.update(works).set({ end: NOW }).where(eq(works.id, finishing.held.work!.id));
    expect(await open()).not.toContain(request.id);
    const late = await send(supervisor, 'PATCH', `/alert/${request.id}`, { status: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REQUEST_OF_FINISHED_WORK);
  });

  it("is refused for an item outside the picker's work, or the item's own SKU", async () => {
    const stranger = await picker('estranho', 2);
    const item = separator.held.steps[0]!.items[0]!;
    expect((await send(stranger.token, 'POST', '/alert/other-sku', { workId: separator.held.work!.id, itemId: item.id })).statusCode).toBe(404);
    const own = await send(separator.token, 'POST', '/alert/other-sku', { workId: separator.held.work!.id, itemId: item.id, sku: item.sku });
    expect(own.statusCode).toBe(400);
  });
});

describe('a lost pre-picking', () => {
  it('locks the scanner until a supervisor releases the separator', async () => {
    const separator = await picker('perdido', 2);
    const elsewhere = await picker('outro', 2);
    const { item } = await weightItemWithSibling(separator.held);
    // A unique tag already scanned into an item of another order.
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, item.sku));
    const otherItemId = elsewhere.held.steps[0]!.items[0]!.id;
    const [tag] = await t.database.db
      .insert(prePickingTags)
      .values({ sku: item.sku, productBaseId: product!.productBaseId, purchaseValue: product!.purchaseValue, itemWeight: 100, uniqueTag: true, usedByItemId: otherItemId })
      .returning();
    const code = `${tag!.id};${item.product_base_id};0.1;kg`;

    const lost = await scan(separator.token, separator.held, item, code);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toEqual({ message: LOST_PRE_PICKING_MESSAGE, detail: 'lostPrePicking' });
    const [alert] = (await send(separator.token, 'GET', '/alert/?kind=lost_pre_picking&status=pendente')).json() as Alert[];
    expect(alert).toMatchObject({ topic: 'lostPrePicking', reason: `Etiqueta ${tag!.id} já bipada no pedido ${elsewhere.held.order!.order_id}`, item: { id: item.id } });

    // Locked: even a good label is refused, and the refusal raises no second alert.
    const good = label(item.sku, 700010, 100);
    expect((await scan(separator.token, separator.held, item, good)).json()).toEqual({ message: SCANNER_LOCKED_MESSAGE, detail: 'scannerLocked' });
    expect((await scan(separator.token, separator.held, item, code)).statusCode).toBe(423);
    const raised = await t.database.db.select().from(alerts).where(and(eq(alerts.userRequestId, separator.id), eq(alerts.kind, 'lost_pre_picking')));
    expect(raised).toHaveLength(1);
    const weighed = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(weighed[0]!.status).toBe(1);

    expect((await send(separator.token, 'PATCH', `/alert/${alert!.id}`, { status: 'concluido' })).statusCode).toBe(403);
    expect((await send(supervisor, 'PATCH', `/alert/support/${alert!.id}`, { status: 'concluido' })).statusCode).toBe(400);
    expect((await send(supervisor, 'PATCH', `/alert/${alert!.id}`, { status: 'concluido' })).json()).toMatchObject({ status: 'concluido', user_response: { name: 'chefe' } });
    const released = await scan(separator.token, separator.held, item, good);
    expect(released.statusCode, released.body).toBe(200);
  });
});

describe('pre-picking break reports', () => {
  it('are made once per item by the picker holding it and closed by a supervisor', async () => {
    const separator = await picker('quebrapp', 3);
    const item = separator.held.steps[0]!.items[0]!;
    const body = { orderId: separator.held.order!.order_id, itemId: item.id };
    const report: Alert = (await send(separator.token, 'POST', '/alert/pre-picking-break-report', body)).json();
    expect(report).toMatchObject({ kind: 'pre_picking_break', status: 'pendente', topic: 'prePickingBreak', item: { id: item.id } });
    expect((await send(separator.token, 'POST', '/alert/pre-picking-break-report', body)).json().id).toBe(report.id);
    expect((await send(separator.token, 'POST', '/alert/pre-picking-break-report', { ...body, orderId: '0' })).statusCode).toBe(404);

    const listed = await send(separator.token, 'GET', `/alert/pre-picking-break-report?itemId=${item.id}&separationWorkId=${separator.held.work!.id}`);
    expect((listed.json() as Alert[]).map((alert) => [alert.id, alert.status])).toEqual([[report.id, 'pendente']]);

    const close = (token: string, itemId: number) => send(token, 'PATCH', `/alert/pre-picking-break-report/${report.id}`, { statusForAlert: 'concluido', itemId });
    expect((await close(separator.token, item.id)).statusCode).toBe(403);
    expect((await close(supervisor, item.id + 1)).statusCode).toBe(400);
    expect((await close(supervisor, item.id)).json().status).toBe('concluido');
    expect((await close(supervisor, item.id)).statusCode).toBe(409);
  });
});

describe('floor events', () => {
  it('raise the alert and its panel area after a call, and nothing after a refused one', async () => {
    const separator = await picker('eventos', 3);
    const raised: FloorEvent[] = [];
    const stop = t.context.events.listen((event) => raised.push(event));
    try {
      const refused = await t.call(alertsEndpoints.callSupport, { body: { separationGroup: 77, reasonForCalling: 'x' } }, separator.token);
      expect(refused.error.message).toBe('Grupo de separação não encontrado.');
      expect(raised).toEqual([]);
      const call = await t.call(alertsEndpoints.callSupport, { body: { separationGroup: 3, reasonForCalling: 'Falta fita' } }, separator.token);
      expect(call.statusCode).toBe(200);
      expect(raised).toEqual([
        { kind: 'alert', alert: { id: call.data.id, kind: 'support', status: 'pendente' }, requesterId: separator.id },
        { kind: 'panelChanged', areas: ['alerts'] },
      ]);
    } finally {
      stop();
    }
  });
});

describe('the live push', () => {
  let bell: Socket<LiveServerToClient, LiveClientToServer>;

  beforeAll(async () => {
    await t.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.server.address() as AddressInfo;
    bell = io(`http://127.0.0.1:${port}`, { auth: { token: supervisor }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      bell.once('connect', () => resolve());
      bell.once('connect_error', reject);
    });
  });
  afterAll(() => bell.close());

  it("tells a supervisor's bell of a new call and the picker of the answer", async () => {
    // The join has no acknowledgement: wait until a push sent after it arrives.
    bell.emit('joinRoom', { room: 'supervisors' });
    const separator = await picker('pushado', 3);
    const { port } = t.server.server.address() as AddressInfo;
    const own = io(`http://127.0.0.1:${port}`, { auth: { token: separator.token }, transports: ['websocket'] });
    await new Promise<void>((resolve) => own.once('connect', () => resolve()));
    try {
      const seen = new Promise<AlertNotice>((resolve) => bell.once('alert', resolve));
      const call: Alert = (await send(separator.token, 'POST', '/alert/support', { separationGroup: 3, reasonForCalling: 'Empilhadeira' })).json();
      expect(await seen).toEqual({ id: call.id, kind: 'support', status: 'pendente' });

      // The picker's own room heard the creation too: wait for the answer itself.
      const answered = new Promise<AlertNotice>((resolve) => own.on('alert', (notice) => notice.status === 'concluido' && resolve(notice)));
      await send(supervisor, 'PATCH', `/alert/support/${call.id}`, { status: 'concluido' });
      expect(await answered).toEqual({ id: call.id, kind: 'support', status: 'concluido' });
    } finally {
      own.close();
    }
  });
});
