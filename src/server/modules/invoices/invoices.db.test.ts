// Finance of orders on a centre without internet (the E2E centre's situation): the three
// lists, release without invoice lifting the conveyor's invoice alert, pending payments
// approved or cancelled, and the pending-order lock's offline rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DATE_AFTER_TODAY, NO_SATURDAY_OPERATION } from '../../../shared/domain/operation-day-choice';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { connectConveyorPair, makeOrder, makeRoute, nextEvent, readAndHear, type ConveyorPair } from '../../../../tests/support/conveyor-fixtures';

let t: TestApp;
let finance: string;
let financeId: number;
let conveyor: ConveyorPair;
/** The server's clock: the real one unless a test sets a moment. */
let clock: Date | null = null;
const now = () => clock ?? new Date();
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now, config: { port: 0, host: '127.0.0.1', logLevel: 'silent', internetCheckUrl: 'http://127.0.0.1:9/' } });
  const baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  financeId = (await t.createUser('financeiro', ['SeparationInvoiceRelease'])).id;
  await t.createUser('leitor', ['SeparationFixedReader']);
  finance = await t.tokenFor('financeiro');
  const leitor = await t.tokenFor('leitor');
  conveyor = await connectConveyorPair(baseUrl, leitor);
});

afterAll(async () => {
  conveyor?.close();
  await t?.close();
});

const get = (url: string) => t.as(finance, { method: 'GET', url });

describe('orders without invoice', () => {
  it('lists them, searches them, and a release lifts the conveyor alert', async () => {
    const route = await makeRoute(db(), now());
    const missing = await makeOrder(db(), route, 2, { hasInvoice: false, clientName: 'Padaria Estrela' });
    await makeOrder(db(), route, 2);
    const list = await get('/api/carambola/loading-conference/order-delivery-details?ordersWithoutInvoice=true&search=estrela');
    expect(list.json()).toEqual({
      total_count: 1,
      results: [expect.objectContaining({ order_id: missing.orderId, route: route.code, released_without_invoice_by: null })],
    });

    const heard = await readAndHear(conveyor.reader, conveyor.screen, `${missing.orderId};1`);
    expect(heard[1]).toMatchObject({ event: 'pendingInvoiceOrder' });

    const resolved = nextEvent(conveyor.screen, 'pendingInvoiceOrderResolved');
    const release = await t.as(finance, {
      method: 'PATCH',
      url: `/api/carambola/loading-conference/order-delivery-details/${missing.orderId}`,
      payload: { releaseWithoutInvoice: true },
    });
    expect(release.json()).toMatchObject({ order_id: missing.orderId, released_without_invoice_by: 'financeiro' });
    expect(await resolved).toMatchObject({ order_id: missing.orderId });
    expect((await readAndHear(conveyor.reader, conveyor.screen, `${missing.orderId};1`)).map((e) => e.event)).toContain('addBox');

    const after = await get('/api/carambola/loading-conference/order-delivery-details?ordersWithoutInvoice=true&search=estrela');
    expect(after.json().total_count).toBe(0);
    const released = await get('/api/carambola/loading-conference/order-delivery-details?releasedWithoutInvoice=true&search=estrela');
    expect(released.json().results).toEqual([expect.objectContaining({ order_id: missing.orderId, released_without_invoice_by: 'financeiro' })]);
  });

  it('an order with its invoice is not released', async () => {
    const order = await makeOrder(db(), await makeRoute(db(), now()), 1);
    const reply = await t.as(finance, {
      method: 'PATCH',
      url: `/api/carambola/loading-conference/order-delivery-details/${order.orderId}`,
      payload: { releaseWithoutInvoice: true },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(`O pedido #${order.orderId} já tem nota fiscal.`);
  });
});

describe("'Liberados sem nota fiscal' of an operation day", () => {
  const MONDAY_10H = new Date('2026-11-23T13:00:00Z'); // São Paulo, UTC-3
  const SATURDAY_01H30 = new Date('2026-11-21T04:30:00Z'); // Friday's shift, past midnight
  const SATURDAY_NOON = new Date('2026-11-21T15:00:00Z');
  let released: string;

  beforeAll(async () => {
    const order = await makeOrder(db(), await makeRoute(db(), now()), 1, { hasInvoice: false, clientName: 'Mercearia Sábado' });
    await db().update(orders).set({ releasedWithoutInvoiceAt: SATURDAY_01H30, releasedWithoutInvoiceById: financeId }).where(eq(orders.id, order.id));
    released = order.orderId;
  });

  const listed = async (query: string) => {
    const reply = await get(`/api/carambola/loading-conference/order-delivery-details?releasedWithoutInvoice=true&search=${released}${query}`);
    expect(reply.statusCode).toBe(200);
    return (reply.json().results as { order_id: string }[]).map((order) => order.order_id);
  };

  it("keeps a release of Friday's shift past midnight on Friday's list, and on no other", async () => {
    clock = MONDAY_10H;
    try {
      expect(await listed('&operationDate=2026-11-20')).toEqual([released]);
      expect(await listed('&operationDate=2026-11-22')).toEqual([]);
      expect(await listed('')).toEqual([]); // Monday's own list
    } finally {
      clock = null;
    }
  });

  it('opens on Friday on a Saturday', async () => {
    clock = SATURDAY_NOON;
    try {
      expect(await listed('')).toEqual([released]);
    } finally {
      clock = null;
    }
  });

  it('refuses a Saturday and a day after today, in Portuguese', async () => {
    clock = MONDAY_10H;
    try {
      const url = '/api/carambola/loading-conference/order-delivery-details?releasedWithoutInvoice=true&operationDate=';
      const saturday = await get(`${url}2026-11-21`);
      expect([saturday.statusCode, saturday.json().message]).toEqual([400, NO_SATURDAY_OPERATION]);
      const tomorrow = await get(`${url}2026-11-24`);
      expect([tomorrow.statusCode, tomorrow.json().message]).toEqual([400, DATE_AFTER_TODAY]);
    } finally {
      clock = null;
    }
  });
});

describe('pending payments', () => {
  it('approves and cancels them while the centre is offline', async () => {
    const route = await makeRoute(db(), now());
    const [a, b] = [
      await makeOrder(db(), route, 1, { permissionToSeparate: 'pending' }),
      await makeOrder(db(), route, 1, { permissionToSeparate: 'pending' }),
    ];
    const list = await get(`/api/carambola/finance/orders?orderStatus=pendente&search=${route.code}`);
    expect(list.json().results.map((order: { order_id: string }) => order.order_id)).toEqual([a!.orderId, b!.orderId]);

    const resolved = nextEvent(conveyor.screen, 'pendingFinanceValidateOrderResolved');
    const approve = await t.as(finance, { method: 'PATCH', url: '/api/carambola/finance/orders', payload: { newOrderStatus: 'aprovado', ordersId: [a!.orderId] } });
    expect(approve.json()).toEqual({ updated: 1 });
    expect(await resolved).toMatchObject({ order_id: a!.orderId });
    await t.as(finance, { method: 'PATCH', url: '/api/carambola/finance/orders', payload: { newOrderStatus: 'cancelado', ordersId: [b!.orderId] } });
    const statuses = await db().select({ id: orders.orderId, status: orders.permissionToSeparate }).from(orders).where(eq(orders.routeId, route.id));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [a!.orderId]: 'approved', [b!.orderId]: 'recused' });
  });
});

describe('the pending-order lock', () => {
  const setLock = (on: boolean) =>
    t.as(finance, { method: 'PATCH', url: '/api/carambola/conveyor/pending-lock', payload: { pending_order_blocks_loading: on } });

  it('goes off offline only with at least 10 pending payments', async () => {
    const status = await get('/api/carambola/conveyor/pending-lock');
    expect(status.json()).toMatchObject({ pending_order_blocks_loading: true, centre_online: false });
    const pending = status.json().pending_orders as number;
    const route = await makeRoute(db(), now());
    for (let i = pending; i < 9; i += 1) await makeOrder(db(), route, 1, { permissionToSeparate: 'pending' });
    const refused = await setLock(false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A trava só pode ser desligada com pelo menos 10 pedidos pendentes.');
    await makeOrder(db(), route, 1, { permissionToSeparate: 'pending' });
    expect((await setLock(false)).json()).toMatchObject({ pending_order_blocks_loading: false, pending_orders: 10 });
    expect((await setLock(true)).json()).toMatchObject({ pending_order_blocks_loading: true });
  });
});
