// The conveyor engine's rules (docs/conveyor-engine.md), through real socket.io clients on a
// listening server: the fixed reader's link sends read-tag, the screen hears the events.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayBounds, operationDate } from '../../../shared/domain/operation-day';
import { conveyorEndpoints } from '../../../shared/contract/conveyor';
import { handleReads } from './engine';
import { recentlyReadCards } from './orders';
import { contextQuery } from './read-context';
import { queryRows } from '../../db/client';
import { boxConferences, boxCountChanges, boxImages, boxReads, orders, settings, truckLoadings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  connectBoxCount,
  eventNames,
  loadingCount,
  makeOrder,
  makeRoute,
  nextEvent,
  readAndHear,
  type BoxCountClient,
} from '../../../../tests/support/conveyor-fixtures';
import { recordFault } from '../../../../tests/support/fault-report';

let t: TestApp;
let baseUrl: string;
let token: string;
let reader: BoxCountClient;
let screen: BoxCountClient;
let leitorId: number;
/** The server's clock: the real one, unless a test sets another. */
let fixedClock: Date | null = null;
const now = () => fixedClock ?? new Date();

beforeAll(async () => {
  t = await createTestApp({ now });
  baseUrl = await t.server.listen({ port: 0, host: '127.0.0.1' });
  leitorId = (await t.createUser('leitor', ['SeparationFixedReader'])).id;
  token = await t.tokenFor('leitor');
  screen = await connectBoxCount(baseUrl, token, 'frontend');
  await nextEvent(screen, 'conveyorBeltEnabled');
  reader = await connectBoxCount(baseUrl, token);
});

afterAll(async () => {
  reader?.disconnect();
  screen?.disconnect();
  await t?.close();
});

beforeEach(async () => {
  await t.database.db.update(settings).set({ conveyorEnabled: true, pendingOrderBlocksLoading: true });
  await t.database.db.update(truckLoadings).set({ endTime: new Date() }).where(sql`${truckLoadings.endTime} is null`);
});

const db = () => t.database.db;
const adminCode = async () => (await db().select({ token: settings.token }).from(settings))[0]!.token;

describe('counting boxes', () => {
  it("counts a burst of one order's boxes once each, in order, and a repeat right after shows the latest count", async () => {
    // The reads of one order overlap (the next lookup runs during the previous count).
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 6);
    const counts: number[] = [];
    const onAdd = (card: { order_id: string; loading_boxes_number: number }) => {
      if (card.order_id === order.orderId) counts.push(card.loading_boxes_number);
    };
    screen.on('addBox', onAdd);
    const repeated = nextEvent<{ order_id: string }>(screen, 'notConfirmed', (card) => card.order_id === order.orderId);
    for (let box = 1; box <= 6; box += 1) reader.emit('read-tag', { tag_value: `${order.orderId};${box}` });
    reader.emit('read-tag', { tag_value: `${order.orderId};6` });
    expect(await repeated).toMatchObject({ loading_boxes_number: 6, error_type: 'scannedTag' });
    screen.off('addBox', onAdd);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await loadingCount(db(), order.orderId)).toBe(6);
  });

  it('counts a box once, records who read it, and confirms the order at its expected count', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 2);

    const first = await readAndHear(reader, screen, `${order.orderId};1`);
    expect(eventNames(first)).toEqual(['readTag', 'addBox']);
    expect(first[1]!.payload).toMatchObject({ order_id: order.orderId, loading_boxes_number: 1, color_route: 'AZUL' });

    const again = await readAndHear(reader, screen, `${order.orderId};1`);
    expect(eventNames(again)).toEqual(['readTag', 'notConfirmed']);
    expect(again[1]!.payload).toMatchObject({ error_type: 'scannedTag', loading_boxes_number: 1 });

    const last = await readAndHear(reader, screen, `${order.orderId};2`);
    expect(eventNames(last)).toEqual(['readTag', 'addBox', 'confirmation']);
    expect(await loadingCount(db(), order.orderId)).toBe(2);

    const changes = await db().select().from(boxCountChanges).where(eq(boxCountChanges.orderId, order.id));
    expect(changes.map((change) => [change.field, change.oldValue, change.newValue, change.userId, change.source])).toEqual([
      ['loading_boxes_number', null, 1, leitorId, 'conveyor'],
      ['loading_boxes_number', 1, 2, leitorId, 'conveyor'],
    ]);
  });

  it('never counts a box twice when two readers read it at once', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 5);
    const second = await connectBoxCount(baseUrl, token, 'conveyor');
    const heard = nextEvent(screen, 'notConfirmed', (card: { order_id: string }) => card.order_id === order.orderId);
    for (let round = 0; round < 3; round += 1) {
      reader.emit('read-tag', { tag_value: `${order.orderId};3` });
      second.emit('readTag', { tag_value: `${order.orderId};3` });
    }
    await heard;
    await readAndHear(reader, screen, 'sync');
    await readAndHear(second, screen, 'sync');
    second.disconnect();
    expect(await loadingCount(db(), order.orderId)).toBe(1);
    const reads = await db().select().from(boxReads).where(eq(boxReads.orderId, order.id));
    expect(reads).toHaveLength(1);
  });

  it("the card carries the order's latest box photo as an image data: URL, and none without photos", async () => {
    const route = await makeRoute(db(), now());
    const photographed = await makeOrder(db(), route, 3);
    const plain = await makeOrder(db(), route, 3);
    const taken = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db().insert(boxImages).values([
      { orderId: photographed.id, tagValue: `${photographed.orderId};1`, urlImage: '/api/boxes-conference/images/a.svg', createdAt: taken(2) },
      { orderId: photographed.id, tagValue: `${photographed.orderId};2`, urlImage: '/api/boxes-conference/images/b.svg', createdAt: taken(1) },
    ]);

    const heard = await readAndHear(reader, screen, `${photographed.orderId};3`);
    const image = (heard[1]!.payload as { img_base64: string | null }).img_base64!;
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
    expect(svg).toContain(`>${photographed.orderId};2<`);

    const none = await readAndHear(reader, screen, `${plain.orderId};1`);
    expect(none[1]!.payload).toMatchObject({ order_id: plain.orderId, img_base64: null });
  });

  it('refuses a box number above the expected count', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 2);
    const heard = await readAndHear(reader, screen, `${order.orderId};3`);
    expect(heard[1]).toMatchObject({ event: 'notConfirmed', payload: { error_type: 'aboveQuantity' } });
    expect(await loadingCount(db(), order.orderId)).toBeNull();
  });
});

describe('box errors', () => {
  it.each(['123', '123;1;4', 'abc;x'])('a code that is not a box QR (%s) is invalid', async (code) => {
    const heard = await readAndHear(reader, screen, code);
    expect(heard[1]).toEqual({ event: 'boxError', payload: { title: 'QR Code inválido', description: 'O QR Code lido não é de caixa' } });
  });

  it('an unknown order cannot be counted', async () => {
    const heard = await readAndHear(reader, screen, 'NAO-EXISTE;1');
    expect(heard[1]).toEqual({
      event: 'boxError',
      payload: {
        title: 'Erro ao contabilizar a caixa no FRONT do pedido #NAO-EXISTE',
        description: 'Não foi possível encontrar o pedido',
        order_id: 'NAO-EXISTE',
      },
    });
  });

  it('the admin code is heard by the screen and counts nothing', async () => {
    expect(eventNames(await readAndHear(reader, screen, await adminCode()))).toEqual(['readTag']);
  });

  it('a switched-off conveyor counts nothing until it is switched on', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 2);
    const off = nextEvent(screen, 'conveyorBeltDisabled');
    screen.emit('conveyorBeltStatus', { enabled: false });
    await off;
    const heard = await readAndHear(reader, screen, `${order.orderId};1`);
    expect(heard[1]).toMatchObject({ event: 'boxError', payload: { title: 'Esteira desligada' } });
    const on = nextEvent(screen, 'conveyorBeltEnabled');
    screen.emit('conveyorBeltStatus', { enabled: true });
    await on;
    expect(eventNames(await readAndHear(reader, screen, `${order.orderId};1`))).toContain('addBox');
  });
});

describe('orders that must not be loaded', () => {
  it('a cancelled order raises canceled; a rescheduled one raises rescheduled', async () => {
    const route = await makeRoute(db(), now());
    const cancelled = await makeOrder(db(), route, 2, { permissionToSeparate: 'recused' });
    const later = await makeOrder(db(), route, 2, { scheduledDate: addDays(operationDate(now()), 3) });
    expect((await readAndHear(reader, screen, `${cancelled.orderId};1`))[1]).toMatchObject({
      event: 'canceled',
      payload: { order_id: cancelled.orderId, error_type: 'recused' },
    });
    expect((await readAndHear(reader, screen, `${later.orderId};1`))[1]).toMatchObject({
      event: 'rescheduled',
      payload: { order_id: later.orderId, error_type: 'rescheduled' },
    });
    expect(await loadingCount(db(), cancelled.orderId)).toBeNull();
  });

  it('each pending condition raises its alert while the lock is on, and counts when it is off', async () => {
    const route = await makeRoute(db(), now());
    const cases = [
      ['pendingFinanceValidateOrder', { permissionToSeparate: 'pending' }],
      ['pendingOrder', { checkingStatus: 1 }],
      ['pendingInvoiceOrder', { hasInvoice: false }],
    ] as const;
    for (const [event, facts] of cases) {
      const order = await makeOrder(db(), route, 2, facts);
      const heard = await readAndHear(reader, screen, `${order.orderId};1`);
      expect(heard[1]).toMatchObject({ event, payload: { order_id: order.orderId, client_name: order.clientName } });
    }
    const unchecked = await makeOrder(db(), route, 2);
    await db().insert(boxConferences).values({ orderId: unchecked.id, totalBoxes: 2, readBoxes: 1, status: 2 });
    expect((await readAndHear(reader, screen, `${unchecked.orderId};1`))[1]).toMatchObject({ event: 'pendingConferenceOrder' });
    expect(await loadingCount(db(), unchecked.orderId)).toBeNull();

    await db().update(settings).set({ pendingOrderBlocksLoading: false });
    expect(eventNames(await readAndHear(reader, screen, `${unchecked.orderId};1`))).toEqual(['readTag', 'addBox']);
  });

  it('the first box of an order whose route has pending orders lists them', async () => {
    const route = await makeRoute(db(), now());
    const ready = await makeOrder(db(), route, 2);
    const waiting = await makeOrder(db(), route, 2, { hasInvoice: false });
    const heard = await readAndHear(reader, screen, `${ready.orderId};1`);
    expect(eventNames(heard)).toEqual(['readTag', 'addBox', 'pendingRoute']);
    expect(heard[2]!.payload).toEqual({
      route: route.code,
      color_route: 'AZUL',
      orders: [{ order_id: waiting.orderId, message: expect.stringContaining('nota fiscal') }],
    });
    expect(eventNames(await readAndHear(reader, screen, `${ready.orderId};2`))).not.toContain('pendingRoute');
  });
});

describe('routes over their vehicle capacity', () => {
  it('raises both spellings until the modal is answered with Reduzi', async () => {
    const route = await makeRoute(db(), now(), { vehicleCapacity: 1 });
    const order = await makeOrder(db(), route, 3);
    expect(eventNames(await readAndHear(reader, screen, `${order.orderId};1`))).toEqual(['readTag', 'addBox']);
    const over = await readAndHear(reader, screen, `${order.orderId};2`);
    expect(eventNames(over)).toEqual(['readTag', 'addBox', 'routeError', 'routeAboveBoxNoTratament']);
    expect(over[2]!.payload).toEqual({ id: route.id, route: route.code, totalBoxes: 2, capacity_vehicle: 1 });

    const resolved = nextEvent(screen, 'routeErrorConfirmed');
    const resolvedOldName = nextEvent(screen, 'routeAboveBoxNoTratamentResolved');
    screen.emit('route-above-box-resolved', { routeId: route.id });
    await Promise.all([resolved, resolvedOldName]);
    expect(eventNames(await readAndHear(reader, screen, `${order.orderId};3`))).toEqual(['readTag', 'addBox', 'confirmation']);
  });

  it("'Não dá pra reduzir' marks the route not reducible, then resolves as not confirmed", async () => {
    const route = await makeRoute(db(), now(), { vehicleCapacity: 0 });
    const order = await makeOrder(db(), route, 2);
    await readAndHear(reader, screen, `${order.orderId};1`);
    const patched = await t.as(token, {
      method: 'PATCH',
      url: `/api/carambola/routes/route-above-box-limit/${route.id}`,
      payload: { reduced: false, reduced_by: leitorId },
    });
    expect(patched.json()).toMatchObject({ reduced: false, reduced_by: leitorId });
    const notConfirmed = nextEvent(screen, 'routeErrorNotConfirmed');
    screen.emit('routeAboveBoxNoTratamentResolved', { routeId: route.id });
    await notConfirmed;
  });
});

describe('truck loading', () => {
  const start = (plate: string) =>
    t.as(token, { method: 'POST', url: '/api/carambola/loading-conference/truck/start/', payload: { license_plate: plate } });
  const finish = () => t.as(token, { method: 'POST', url: '/api/carambola/loading-conference/truck/finish/', payload: {} });
  const status = () => t.as(token, { method: 'GET', url: '/api/carambola/loading-conference/truck/status/' });

  it('starts by plate, reports its status, refuses a second one and finishes', async () => {
    expect((await status()).json()).toEqual({ message: 'Nenhum carregamento em andamento' });
    expect((await start('abc1d23')).json()).toMatchObject({ license_plate: 'ABC1D23', end_time: null });
    expect((await status()).json()).toMatchObject({ license_plate: 'ABC1D23' });

    const error = nextEvent(screen, 'truckLoadingError');
    const refused = await start('XYZ9K88');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Já existe um carregamento em andamento (placa ABC1D23)');
    expect(await error).toEqual({ title: 'Erro ao processar carregamento', description: refused.json().message });

    expect((await finish()).json().end_time).not.toBeNull();
    expect((await finish()).statusCode).toBe(409);
  });

  it('refuses plates outside 7 to 10 characters', async () => {
    expect((await start('ABC12')).statusCode).toBe(400);
    expect((await start('ABCDEFGHIJK')).statusCode).toBe(400);
  });

  it('during a loading, an order of another route raises routeErrorWrongOrder and is not counted', async () => {
    const loaded = await makeRoute(db(), now());
    const other = await makeRoute(db(), now());
    const mine = await makeOrder(db(), loaded, 2);
    const stranger = await makeOrder(db(), other, 2);
    await start('ABC1D23');
    await readAndHear(reader, screen, `${mine.orderId};1`);
    const heard = await readAndHear(reader, screen, `${stranger.orderId};1`);
    expect(heard[1]).toEqual({
      event: 'routeErrorWrongOrder',
      payload: {
        title: `Pedido #${stranger.orderId} da rota ${other.code} não pertence a rota ${loaded.code}`,
        description: 'Carregamento da placa ABC1D23',
        order_id: stranger.orderId,
      },
    });
    expect(heard[2]).toMatchObject({ event: 'notConfirmed', payload: { error_type: 'wrongRoute' } });
    expect(await loadingCount(db(), stranger.orderId)).toBeNull();
    const [read] = await db().select().from(boxReads).where(eq(boxReads.orderId, mine.id));
    expect(read!.truckLoadingId).not.toBeNull();
  });
});

describe('box-count confirmation by the admin code', () => {
  it('needs the admin code, then skips the order with the corrected count, with history', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 4);
    await readAndHear(reader, screen, `${order.orderId};1`);
    const url = `/api/carambola/loading-conference/change/${order.orderId}`;
    const wrong = await t.as(token, { method: 'PUT', url, payload: { isFixScanner: true, boxes: 4, admin_code: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('QRcode diferente do ADMIN');
    const zero = await t.as(token, { method: 'PUT', url, payload: { isFixScanner: true, boxes: 0, admin_code: 'x' } });
    expect(zero.statusCode).toBe(400);

    const skipped = nextEvent(screen, 'skipped');
    const ok = await t.as(token, { method: 'PUT', url, payload: { isFixScanner: true, boxes: 4, admin_code: await adminCode() } });
    expect(ok.json()).toEqual({ order_id: order.orderId, corrected_boxes_number: 4 });
    expect(await skipped).toMatchObject({ order_id: order.orderId, skipped: true, corrected_boxes_number: 4 });

    const history = await t.as(token, { method: 'GET', url: `/api/carambola/conveyor/orders/${order.orderId}/box-history` });
    expect(history.json()).toEqual([
      expect.objectContaining({ field: 'loading_boxes_number', new_value: 1, source: 'conveyor', user: 'leitor' }),
      expect.objectContaining({ field: 'corrected_boxes_number', old_value: null, new_value: 4, source: 'fixed_reader', user: 'leitor' }),
    ]);
  });
});

describe('presence', () => {
  it('the screen hears when the conveyor client comes and goes', async () => {
    const cameOnline = nextEvent(screen, 'conveyorBeldClientStatus', (status: { connected: boolean }) => status.connected);
    const link = await connectBoxCount(baseUrl, token, 'conveyor');
    await cameOnline;
    // The reader of the other tests is still a conveyor client: the badge stays connected.
    const stillOnline = nextEvent(screen, 'conveyorBeldClientStatus');
    link.disconnect();
    expect(await stillOnline).toEqual({ connected: true });
  });

  it('a screen that joins hears both badges and the switch', async () => {
    const late = await connectBoxCount(baseUrl, token);
    const heard = Promise.all([
      nextEvent(late, 'conveyorBeltStatus'),
      nextEvent(late, 'conveyorBeldClientStatus'),
      nextEvent(late, 'conveyorBeltEnabled'),
    ]);
    late.emit('joinRoom', { room: 'frontend' });
    expect(await heard).toEqual([{ connected: true }, { connected: true }, { enabled: true }]);
    late.disconnect();
  });
});

describe("a batch of one order's reads (read while the order's previous batch was counted)", () => {
  it('answers each read as if it came alone after the ones before it, and records each count in the order read', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3);
    const read = (box: number) => ({ tagValue: `${order.orderId};${box}`, userId: leitorId, readerId: 'belt-1', source: 'conveyor' as const });
    const answers = await handleReads(t.context, [read(1), read(2), read(2), read(3)]);
    const told = answers.map((messages) =>
      messages.map(({ event, payload }) => {
        const card = payload as { loading_boxes_number?: number; error_type?: string | null };
        return event === 'readTag' ? event : `${event} ${card.loading_boxes_number}${card.error_type ? ` ${card.error_type}` : ''}`;
      }),
    );
    expect(told).toEqual([
      ['readTag', 'addBox 1'],
      ['readTag', 'addBox 2'],
      ['readTag', 'notConfirmed 2 scannedTag'],
      ['readTag', 'addBox 3', 'confirmation 3'],
    ]);
    const changes = await db()
      .select({ oldValue: boxCountChanges.oldValue, newValue: boxCountChanges.newValue, userId: boxCountChanges.userId })
      .from(boxCountChanges)
      .where(eq(boxCountChanges.orderId, order.id))
      .orderBy(boxCountChanges.id);
    expect(changes).toEqual([
      { oldValue: null, newValue: 1, userId: leitorId },
      { oldValue: 1, newValue: 2, userId: leitorId },
      { oldValue: 2, newValue: 3, userId: leitorId },
    ]);
    expect(await loadingCount(db(), order.orderId)).toBe(3);
  });
});

describe("a read's lookup on a centre with a long history", () => {
  it('reads a handful of pages whatever the number of boxes ever counted (migration 0020)', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3);
    const history = await makeOrder(db(), route, 20_000);
    // Twenty thousand boxes of the past, loaded on 200 trucks; today's truck has read none yet.
    await db().execute(sql`insert into truck_loadings (license_plate, operation_date, start_time, end_time)
      select 'ABC' || lpad(g::text, 4, '0'), '2026-01-01', now(), now() from generate_series(1, 200) g`);
    await db().execute(sql`insert into box_reads (order_id, box_number, tag_value, source, truck_loading_id)
      select ${history.id}, g, ${history.orderId} || ';' || g, 'conveyor',
        (select min(id) from truck_loadings) + (g - 1) / 100 from generate_series(1, 20000) g`);
    await db().insert(truckLoadings).values({ licensePlate: 'HOJ1234', operationDate: route.operationDate, startTime: now() });
    try {
      await db().execute(sql`analyze box_reads`);
      const { sql: text, params } = contextQuery(db()).toSQL();
      // The one placeholder is the order's id; the other values are the settings row's id.
      const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${order.orderId}'`);
      const bound = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
      const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(
        db(),
        sql.raw(`explain (analyze, buffers, format json) ${bound}`),
      );
      const plan = row!['QUERY PLAN'][0].Plan;
      expect(plan['Shared Hit Blocks'] + plan['Shared Read Blocks']).toBeLessThan(100);
    } finally {
      await db().execute(sql`delete from box_reads where order_id = ${history.id}`);
      await db().execute(sql`delete from truck_loadings where operation_date = '2026-01-01' or end_time is null`);
    }
  });
});

describe('orders table stays consistent', () => {
  it('loading counts equal the box reads of every order', async () => {
    const mismatched = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(sql`coalesce(${orders.loadingBoxesNumber}, 0) <> (select count(*) from box_reads r where r.order_id = ${orders.id})`);
    expect(mismatched).toEqual([]);
  });
});

describe('a link that resends', () => {
  it('acknowledges each read and handles a repeated read id once', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3);
    const send = (box: number, readId: string) =>
      new Promise((resolve) => reader.emit('read-tag', { tag_value: `${order.orderId};${box}`, read_id: readId }, resolve));
    expect(await send(1, 'r-1')).toEqual({ received: true });
    expect(await send(1, 'r-1')).toEqual({ received: true });
    const heard = await readAndHear(reader, screen, `${order.orderId};2`);
    expect(eventNames(heard)).toEqual(['readTag', 'addBox']);
    expect(await loadingCount(db(), order.orderId)).toBe(2);
  });
});

describe('what a link sends', () => {
  const send = (payload: unknown) =>
    new Promise((resolve) => (reader.emit as (event: string, body: unknown, ack: (reply: unknown) => void) => void)('read-tag', payload, resolve));

  it('refuses a read it can never count aloud, and acknowledges it so the boxes behind it go on (issue 25)', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 2);
    for (const poison of [{ tag_value: `${order.orderId};1\u0000` }, { tag_value: 'x'.repeat(500) }, { tag_value: 42 }, { nothing: true }]) {
      const refused = nextEvent<{ title: string; description: string }>(screen, 'boxError');
      expect(await send({ ...poison, read_id: `poison-${Math.random()}` })).toEqual({ received: true });
      expect((await refused).title).toBe('Leitura inválida');
    }
    expect(await loadingCount(db(), order.orderId)).toBeNull();
    expect(await send({ tag_value: `${order.orderId};1`, read_id: 'after-poison' })).toEqual({ received: true });
    expect(await loadingCount(db(), order.orderId)).toBe(1);
  });

  it('keeps when the reader read a box, as the link sent it (issue 22)', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 1);
    const readAt = '2026-11-25T08:15:30.250Z';
    await send({ tag_value: `${order.orderId};1`, read_id: 'timed', read_at: readAt });
    const [row] = await db().select({ readAt: boxReads.readAt }).from(boxReads).innerJoin(orders, eq(orders.id, boxReads.orderId)).where(eq(orders.orderId, order.orderId));
    expect(row?.readAt?.toISOString()).toBe(readAt);
  });
});

describe('a read whose write fails', () => {
  it('is not acknowledged, and its resend is counted once (issue 17)', async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3);
    // The database refuses the next box read once, as a full disk or a dropped connection
    // would. A sequence counts the tries: unlike a row, it is not rolled back with the failure.
    await db().execute(sql`create sequence if not exists conveyor_fault_tries`);
    await db().execute(sql.raw(`create or replace function conveyor_fail_once() returns trigger language plpgsql as $$
      begin
        if nextval('conveyor_fault_tries') = 1 then
          raise exception 'injected write failure';
        end if;
        return new;
      end $$`));
    await db().execute(sql`create trigger conveyor_fail_once before insert on box_reads for each row execute function conveyor_fail_once()`);
    try {
      const acks: unknown[] = [];
      const failed = nextEvent<{ title: string }>(screen, 'boxError', (error) => error.title === 'Erro ao processar leitura');
      reader.emit('read-tag', { tag_value: `${order.orderId};1`, read_id: 'fault-1' }, (reply: unknown) => acks.push(reply));
      await failed;
      // The next read of the socket is handled after the failed one: by then its ack would have come.
      await readAndHear(reader, screen, `${order.orderId};2`);
      expect(acks).toEqual([]);
      expect(await loadingCount(db(), order.orderId)).toBe(1);

      const resent = await new Promise((resolve) => reader.emit('read-tag', { tag_value: `${order.orderId};1`, read_id: 'fault-1' }, resolve));
      expect(resent).toEqual({ received: true });
      expect(await loadingCount(db(), order.orderId)).toBe(2);
      const again = await new Promise((resolve) => reader.emit('read-tag', { tag_value: `${order.orderId};1`, read_id: 'fault-1' }, resolve));
      expect(again).toEqual({ received: true });
      const [reads] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(boxReads)
        .innerJoin(orders, eq(orders.id, boxReads.orderId))
        .where(sql`${orders.orderId} = ${order.orderId} and ${boxReads.boxNumber} = 1`);
      expect(reads!.n).toBe(1);
      recordFault({ kind: `a conveyor read whose database write fails (${t.context.dbKind})`, lost: { reads: 2 - ((await loadingCount(db(), order.orderId)) ?? 0) }, countedTwice: { reads: reads!.n - 1 } });
    } finally {
      await db().execute(sql`drop trigger if exists conveyor_fail_once on box_reads`);
      await db().execute(sql`drop sequence if exists conveyor_fault_tries`);
    }
  });
});

describe('the loading list', () => {
  it("lists the day's orders of a route with what the conveyor needs to know", async () => {
    const route = await makeRoute(db(), now());
    const order = await makeOrder(db(), route, 3, { hasInvoice: false });
    await readAndHear(reader, screen, `${order.orderId};1`);
    const reply = await t.as(token, { method: 'GET', url: `/api/carambola/loading-conference/?route=${route.code}` });
    expect(reply.json()).toEqual({
      total_count: 1,
      results: [
        expect.objectContaining({
          order_id: order.orderId,
          has_invoice: false,
          released_without_invoice: false,
          expected_boxes: 3,
          loading_boxes_number: 0,
          box_conference_status: null,
        }),
      ],
    });
  });
});

describe('the carousel after a reload', () => {
  it("lists the day's last read orders latest read first, with their cards, at most 10, not yesterday's", async () => {
    const route = await makeRoute(db(), now());
    const [first, second, yesterdays] = [await makeOrder(db(), route, 3), await makeOrder(db(), route, 3), await makeOrder(db(), route, 3)];
    const readsBegan = Date.now();
    await readAndHear(reader, screen, `${first.orderId};1`);
    await readAndHear(reader, screen, `${second.orderId};1`);
    await readAndHear(reader, screen, `${first.orderId};2`);
    await db().insert(boxReads).values({
      orderId: yesterdays.id,
      boxNumber: 1,
      tagValue: `${yesterdays.orderId};1`,
      source: 'conveyor',
      readerId: 'esteira-1',
      createdAt: new Date(Date.now() - 36 * 3_600_000),
    });
    // More than a carousel of other orders read a second before those (a minute could fall
    // before 07:00, on the conveyor's day before).
    for (let n = 0; n < 10; n += 1) {
      await db().insert(boxReads).values({ orderId: (await makeOrder(db(), route, 1)).id, boxNumber: 1, tagValue: `x${n};1`, source: 'conveyor', readerId: 'esteira-1', createdAt: new Date(readsBegan - 1_000) });
    }

    const { data } = await t.call(conveyorEndpoints.listRecentConveyorCards, {}, token);
    expect(data).toHaveLength(10);
    expect(data.slice(0, 2)).toEqual([
      expect.objectContaining({ order_id: first.orderId, loading_boxes_number: 2, expected_boxes: 3, error_type: null }),
      expect.objectContaining({ order_id: second.orderId, loading_boxes_number: 1 }),
    ]);
    expect(data.map((card) => card.order_id)).not.toContain(yesterdays.orderId);
    // Whatever the limit, a read before the day's start is not the day's.
    const { start, end } = dayBounds(operationDate(now()));
    const everyCard = await recentlyReadCards(db(), start, end, 10_000);
    expect(everyCard.map((card) => card.order_id)).toContain(second.orderId);
    expect(everyCard.map((card) => card.order_id)).not.toContain(yesterdays.orderId);
  });
});

describe("the carousel after a reload, past midnight", () => {
  it("still lists what the belt read before midnight in the night's loading, not what it read before 07:00", async () => {
    const route = await makeRoute(db(), now());
    const [lateEvening, earlyMorning] = [await makeOrder(db(), route, 2), await makeOrder(db(), route, 2)];
    const read = (order: { id: number; orderId: string }, at: string) =>
      db().insert(boxReads).values({ orderId: order.id, boxNumber: 1, tagValue: `${order.orderId};1`, source: 'conveyor', readerId: 'esteira-1', createdAt: new Date(at) });
    await read(lateEvening, '2030-01-10T02:00:00Z'); // 23:00 in São Paulo, on the 9th
    await read(earlyMorning, '2030-01-09T09:30:00Z'); // 06:30 on the 9th: the day before's night
    fixedClock = new Date('2030-01-10T03:30:00Z'); // 00:30 on the 10th
    try {
      const { data } = await t.call(conveyorEndpoints.listRecentConveyorCards, {}, token);
      expect(data.map((card) => card.order_id)).toEqual([lateEvening.orderId]);
    } finally {
      fixedClock = null;
    }
  });
});

describe('the pending-order lock online', () => {
  it('cannot be turned off while the centre reaches the internet', async () => {
    await t.createUser('financeiro', ['SeparationInvoiceRelease']);
    const finance = await t.tokenFor('financeiro');
    const reply = await t.as(finance, { method: 'PATCH', url: '/api/carambola/conveyor/pending-lock', payload: { pending_order_blocks_loading: false } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('A trava só pode ser desligada quando o CD está sem internet.');
  });
});
