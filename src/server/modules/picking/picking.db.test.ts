// The picker's whole job through the API on the demo centre: taking orders (50 pickers at
// once get 50 different orders), recovery, confirm, breaks, scans, steps, box counts, finish.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsEndpoints } from '../../../shared/contract/alerts';
import { pickingEndpoints, type NewOrderReply, type PickingItem, type PickingState } from '../../../shared/contract/picking';
import { ITEM_STATUS, CHECKING_STATUS } from '../../../shared/domain/statuses';
import { buildScaleLabel } from '../../../shared/scan';
import type { TestApp } from '../../../../tests/support/app';
import { createDemoTestApp } from '../../../../tests/support/demo-app';
import type { FloorEvent } from '../../floor-events';
import { items, orders, prePickingTags, products, routes, separationGroups, works } from '../../db/schema';

const NOW = new Date('2026-11-23T13:00:00Z'); // a Monday (a demo peak day), 10:00 in São Paulo
let t: TestApp;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
});
afterAll(() => t.close());

const NEW = '/api/carambola/separation/order-separation/new';

async function picker(name: string): Promise<{ token: string; id: number }> {
  const user = await t.createUser(name);
  return { token: await t.tokenFor(name), id: user.id };
}

async function newOrder(token: string, group: number, step = 1): Promise<NewOrderReply> {
  const reply = await t.as(token, { method: 'GET', url: `${NEW}?separationGroup=${group}&step=${step}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

const put = (token: string, url: string, payload: object, method: 'PUT' | 'PATCH' | 'POST' | 'DELETE' = 'PUT') =>
  t.as(token, { method, url: `/api/carambola/separation${url}`, payload });

describe('order queue', () => {
  it('gives 50 pickers asking at once 50 different orders', async () => {
    const pickers = await Promise.all(Array.from({ length: 50 }, (_, index) => picker(`fila${index}`)));
    const replies = await Promise.all(pickers.map(({ token }) => newOrder(token, 1)));
    const ids = replies.map((reply) => reply.order?.order_id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(50);
    const open = await t.database.db.select({ orderId: works.orderId }).from(works).where(isNull(works.end));
    expect(new Set(open.map((row) => row.orderId)).size).toBe(open.length);
  });

  it('gives a picker who asks again the order they already hold', async () => {
    const { token } = await picker('repete');
    const [first, second] = await Promise.all([newOrder(token, 1), newOrder(token, 1)]);
    expect(second.order?.order_id).toBe(first.order?.order_id);
    expect(second.work?.id).toBe(first.work?.id);
  });

  it('gives a picker who asks again later, in a batch of their own, the order they already hold', async () => {
    // Asked at once, both requests are one batch of one picker; asked one after the other,
    // the second batch must find the first one's work (the open works read after the lock).
    const { token } = await picker('repete-depois');
    const first = await newOrder(token, 1);
    const second = await newOrder(token, 1);
    expect(second.work?.id).toBe(first.work?.id);
    expect(second.order?.order_id).toBe(first.order?.order_id);
  });

  it('gives a manual group only the orders directed to it, priority and critical first', async () => {
    const { token } = await picker('manual');
    const reply = await newOrder(token, 3);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, reply.order!.order_id));
    expect(row).toMatchObject({ directedGroup: 3, checkingStatus: CHECKING_STATUS.inSeparation, separationGroup: 3 });
  });

  it('respects the receive_* flags of the group', async () => {
    const { token } = await picker('sempf');
    const reply = await newOrder(token, 2); // group 2 takes no PF, iFood or critical orders
    expect(reply.order?.client_data.client_type).not.toBe('PF');
    expect(reply.order?.is_critical).toBe(false);
    expect(reply.remaining).toBeGreaterThan(0);
  });

  it("answers 'Orders not found' with remaining 0 when the group has nothing left", async () => {
    await t.database.db.insert(separationGroups).values({ separationGroup: 9, marketNumber: 9, separationGroupCommands: false });
    const { token } = await picker('vazio');
    expect(await newOrder(token, 9)).toEqual({ message: 'Orders not found', remaining: 0, work: null, order: null, steps: [] });
  });
});

async function state(token: string): Promise<PickingState> {
  const reply = await t.as(token, { method: 'GET', url: '/api/carambola/separation/separation-work/recovery' });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { data: PickingState }).data;
}

describe('picking an order', () => {
  let token: string;
  let current: PickingState;
  const itemsOf = () => current.steps.flatMap((step) => step.items);

  beforeAll(async () => {
    token = (await picker('inteiro')).token;
    expect(await t.as(token, { method: 'GET', url: '/api/carambola/separation/separation-work/recovery' }).then((r) => r.json())).toEqual({
      message: 'Unfinished works not found!',
      type: null,
      data: null,
    });
    const reply = await newOrder(token, 3);
    current = { work: reply.work!, order: reply.order!, steps: reply.steps };
  });

  it('recovers the unfinished work', async () => {
    const recovered = await state(token);
    expect(recovered.order.order_id).toBe(current.order.order_id);
    expect(recovered.steps.length).toBeGreaterThan(0);
  });

  it('validates a partial break as the dialog does', async () => {
    const item = itemsOf()[0]!;
    const breakWith = (quantityPartial: number | null) =>
      put(token, `/separation-item/${item.id}`, { workId: current.work.id, statusId: 4, quantityPartial });
    const messages = await Promise.all([null, 0, item.quantity, item.quantity + 1].map(async (quantity) => (await breakWith(quantity)).json().message));
    expect(messages).toEqual([
      'Campo obrigatório',
      'A quantidade precisa ser positiva',
      'A quantidade precisa ser inferior a quantidade esperada',
      'A quantidade precisa ser inferior a quantidade esperada',
    ]);
  });

  it('confirms, breaks totally and partially, and a break cannot be undone', async () => {
    const [first, second, third] = itemsOf().filter((item) => item.quantity >= 2);
    const confirm = await put(token, `/separation-item/${first!.id}`, { workId: current.work.id, statusId: 2 });
    expect(confirm.json()).toMatchObject({ status: ITEM_STATUS.separated, confirmed_quantity: first!.quantity });
    const again = await put(token, `/separation-item/${first!.id}`, { workId: current.work.id, statusId: 2 });
    expect(again.statusCode).toBe(200);

    const total = await put(token, `/separation-item/${second!.id}`, { workId: current.work.id, statusId: 3 });
    expect(total.json()).toMatchObject({ status: ITEM_STATUS.totalBreak, confirmed_quantity: 0 });
    const undo = await put(token, `/separation-item/${second!.id}`, { workId: current.work.id, statusId: 2 });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe('Esta quebra não pode ser desfeita.');

    const partial = await put(token, `/separation-item/${third!.id}`, { workId: current.work.id, statusId: 4, quantityPartial: 1 });
    expect(partial.json()).toMatchObject({ status: ITEM_STATUS.partialBreak, confirmed_quantity: 1, converted_quantity: 1 });
  });

  it('refuses another picker', async () => {
    const other = (await picker('intruso')).token;
    const reply = await put(other, `/separation-item/${itemsOf()[0]!.id}`, { workId: current.work.id, statusId: 2 });
    expect(reply.statusCode).toBe(404);
  });

  it('confirms steps only when their items are done, then finishes with the box count', async () => {
    const firstLevel = current.steps.find((step) => typeof step.step === 'number')!;
    const pendingInStep = firstLevel.items.find((item) => item.status === ITEM_STATUS.pending);
    if (pendingInStep) {
      const early = await put(token, `/step/${current.order.order_id}`, { workId: current.work.id, level: firstLevel.step, boxes: 1 }, 'PATCH');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Ainda há itens pendentes nesta etapa.');
    }
    current = await state(token);
    for (const item of itemsOf().filter((candidate) => candidate.status === ITEM_STATUS.pending)) {
      expect((await put(token, `/separation-item/${item.id}`, { workId: current.work.id, statusId: 2 })).statusCode).toBe(200);
    }
    const early = await put(token, `/finish-order/${current.order.order_id}`, { workId: current.work.id, boxesNumber: 2 });
    expect(early.statusCode).toBe(409);

    const negative = await put(token, `/step/${current.order.order_id}`, { workId: current.work.id, level: firstLevel.step, boxes: -1 }, 'PATCH');
    expect(negative.json().message).toBe('Quantidade de caixas não pode ser negativa');
    for (const step of current.steps.filter((candidate) => typeof candidate.step === 'number')) {
      const reply = await put(token, `/step/${current.order.order_id}`, { workId: current.work.id, level: step.step, boxes: 1 }, 'PATCH');
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const zero = await put(token, `/finish-order/${current.order.order_id}`, { workId: current.work.id, boxesNumber: 0 });
    expect(zero.json().message).toBe('Número de caixas não pode ser menor ou igual a 0.');

    const divergence = await t.as(token, {
      method: 'POST',
      url: '/api/carambola/routes/historic-divergence-boxes',
      payload: { action: 'confirm_divergence', order: current.order.order_id, expected_boxes: 3, inputed_boxes: 2 },
    });
    expect(divergence.json()).toMatchObject({ action: 'confirm_divergence', expected_boxes: 3, inputed_boxes: 2 });

    const finish = await put(token, `/finish-order/${current.order.order_id}`, { workId: current.work.id, boxesNumber: 2 });
    expect(finish.json()).toEqual({
      message: 'Separation finished',
      data: { order_id: current.order.order_id, checking_status: CHECKING_STATUS.waitingReposition, boxes_number: 2, route_loading_status: 'pending' },
    });
    const retry = await put(token, `/finish-order/${current.order.order_id}`, { workId: current.work.id, boxesNumber: 2 });
    expect(retry.json()).toEqual(finish.json());
    expect(await t.as(token, { method: 'GET', url: '/api/carambola/separation/separation-work/recovery' }).then((r) => r.json().data)).toBeNull();
  });

  it('hands the order to conference when the group has it', async () => {
    const { token: checkerGroupToken } = await picker('grupo4');
    const reply = await newOrder(checkerGroupToken, 4);
    const workId = reply.work!.id;
    for (const item of reply.steps.flatMap((step) => step.items)) {
      await put(checkerGroupToken, `/separation-item/${item.id}`, { workId, statusId: 2 });
    }
    for (const step of reply.steps.filter((candidate) => typeof candidate.step === 'number')) {
      await put(checkerGroupToken, `/step/${reply.order!.order_id}`, { workId, level: step.step }, 'PATCH');
    }
    const finish = await put(checkerGroupToken, `/finish-order/${reply.order!.order_id}`, { workId, boxesNumber: 3 });
    expect(finish.json()).toMatchObject({ message: 'Separation confirmed and conference started', data: { checking_status: CHECKING_STATUS.conference } });
  });

  it("tells the picker when the order's route is already being loaded", async () => {
    const { token } = await picker('carregando');
    const reply = await newOrder(token, 4);
    const workId = reply.work!.id;
    const [row] = await t.database.db.select({ routeId: orders.routeId }).from(orders).where(eq(orders.orderId, reply.order!.order_id));
    await t.database.db.update(routes).set({ loadingStatus: 'loading' }).where(eq(routes.id, row!.routeId!));
    for (const item of reply.steps.flatMap((step) => step.items)) {
      await put(token, `/separation-item/${item.id}`, { workId, statusId: 2 });
    }
    for (const step of reply.steps.filter((candidate) => typeof candidate.step === 'number')) {
      await put(token, `/step/${reply.order!.order_id}`, { workId, level: step.step }, 'PATCH');
    }
    const finish = await put(token, `/finish-order/${reply.order!.order_id}`, { workId, boxesNumber: 1 });
    expect(finish.json()).toMatchObject({ data: { route_loading_status: 'loading' } });
  });
});

describe('an order cancelled while picked', () => {
  it('refuses changes with the cancel notice, and frees the picker', async () => {
    const { token } = await picker('cancelado');
    const held = await newOrder(token, 1);
    await t.database.db.update(orders).set({ permissionToSeparate: 'recused' }).where(eq(orders.id, held.order!.id));
    const item = held.steps[0]!.items[0]!;
    const refused = await put(token, `/separation-item/${item.id}`, { workId: held.work!.id, statusId: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Este pedido foi cancelado e os pre pickings foram resetados!', detail: 'This order has been canceled' });
    const recovery = await t.as(token, { method: 'GET', url: '/api/carambola/separation/separation-work/recovery' });
    expect(recovery.json()).toEqual({ message: 'This order has been canceled', type: null, data: null });
    expect((await newOrder(token, 1)).order?.order_id).not.toBe(held.order!.order_id);
  });
});

describe('item timing', () => {
  it('times an item from taking the order, the next from the previous item, by confirm or by scan', async () => {
    const { token } = await picker('cronometro');
    const held = await newOrder(token, 2);
    await t.database.db.update(works).set({ begin: new Date(NOW.getTime() - 90_000) }).where(eq(works.id, held.work!.id));
    const [unitProduct] = await t.database.db.select().from(products).where(eq(products.portionType, 2)).limit(1);
    const [first, second] = await t.database.db
      .insert(items)
      .values([1, 2].map(() => ({ orderId: held.order!.id, sku: unitProduct!.sku, portionType: 2, quantity: 1, step: 1 })))
      .returning();
    expect((await put(token, `/separation-item/${first!.id}`, { workId: held.work!.id, statusId: 2 })).statusCode).toBe(200);
    await t.database.db.update(items).set({ separatedAt: new Date(NOW.getTime() - 25_000) }).where(eq(items.id, first!.id));
    const scanned = await put(token, `/item/${second!.id}/pick-item`, { workId: held.work!.id, productCode: `${unitProduct!.productBaseId}-1un` }, 'POST');
    expect(scanned.statusCode, scanned.body).toBe(200);
    const timed = await t.database.db.select({ id: items.id, secs: items.separatedTimeSecs }).from(items).where(eq(items.workId, held.work!.id));
    expect(Object.fromEntries(timed.map((row) => [row.id, row.secs]))).toMatchObject({ [first!.id]: 90, [second!.id]: 25 });
  });
});

describe('scanning', () => {
  let token: string;
  let held: NewOrderReply;
  const scanInto = (item: PickingItem, productCode: string, method: 'POST' | 'DELETE' = 'POST', suffix = '') =>
    put(token, `/item/${item.id}/pick-item${suffix}`, { workId: held.work!.id, productCode }, method);

  beforeAll(async () => {
    token = (await picker('bipador')).token;
    held = await newOrder(token, 2);
  });

  async function tagFor(item: PickingItem, grams: number) {
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, item.sku));
    const [tag] = await t.database.db
      .insert(prePickingTags)
      .values({ sku: item.sku, productBaseId: product!.productBaseId, purchaseValue: product!.purchaseValue, itemWeight: grams, uniqueTag: true })
      .returning();
    return tag!;
  }

  it('adds weighings from scale labels up to the quantity and confirms the item', async () => {
    const item = held.steps.flatMap((step) => step.items).find((candidate) => candidate.unity_product_base === 'peso')
      ?? (await weightItemOf(held.order!.id));
    const label = (scaleLabelId: number, grams: number) =>
      buildScaleLabel({ sku: item.sku, scaleId: 7, scaleLabelId, date: '2026-11-23', grams });
    const half = Math.ceil(item.quantity / 2);
    const first = await scanInto(item, label(900001, half));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: ITEM_STATUS.pending, weighings: [{ grams: half }] });

    const reused = await scanInto(item, label(900001, half));
    expect(reused.statusCode).toBe(200); // the same label again: a retry, nothing added
    expect(reused.json().weighings).toHaveLength(1);

    const over = await scanInto(item, label(900002, item.quantity + 1000));
    expect(over.json()).toMatchObject({ message: 'Produto com peso diferente que o permitido', detail: 'overweight' });

    const rest = await scanInto(item, label(900003, item.quantity - half));
    expect(rest.json()).toMatchObject({ status: ITEM_STATUS.separated, confirmed_quantity: item.quantity });
  });

  it('refuses a wrong product, a wrong SKU and an already used tag', async () => {
    const all = held.steps.flatMap((step) => step.items);
    const item = all.find((candidate) => candidate.status === ITEM_STATUS.pending)!;
    const unknownTag = await scanInto(item, `99999999;${item.product_base_id};1;un`);
    expect(unknownTag.json().message).toBe('Produto com ID não encontrado');
    const otherBase = await scanInto(item, `${item.product_base_id + 1}-1${item.unity_product_base === 'peso' ? 'kg' : 'un'}`);
    expect(otherBase.json()).toMatchObject({ detail: 'wrongProduct' });
    expect(otherBase.json().message).toContain('Produto bipado errado');

    const [sibling] = await t.database.db.select().from(products).where(eq(products.productBaseId, item.product_base_id));
    const [otherSku] = await t.database.db
      .insert(products)
      .values({ ...sibling!, sku: 990000 + (item.sku % 10000), barcode: null })
      .returning();
    const wrongSku = await scanInto(item, buildScaleLabel({ sku: otherSku!.sku, scaleId: 8, scaleLabelId: 1, date: '2026-11-23', grams: 100 }));
    expect(wrongSku.json()).toMatchObject({ message: expect.stringContaining('SKU bipado errado'), detail: 'wrongSku' });

    const used = await tagFor(item, 100);
    await t.database.db.update(prePickingTags).set({ usedByItemId: all.find((other) => other.id !== item.id)!.id }).where(eq(prePickingTags.id, used.id));
    const again = await scanInto(item, `${used.id};${item.product_base_id};0.1;kg`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Produto já foi bipado');
  });

  it('counts scans racing into one item exactly once each, and never past its quantity', async () => {
    const [unitProduct] = await t.database.db.select().from(products).where(eq(products.portionType, 2)).limit(1);
    const [row] = await t.database.db
      .insert(items)
      .values({ orderId: held.order!.id, sku: unitProduct!.sku, portionType: 2, quantity: 3, step: 1 })
      .returning();
    const item = { id: row!.id } as PickingItem;
    const replies = await Promise.all(Array.from({ length: 8 }, () => scanInto(item, `${unitProduct!.productBaseId}-1un`)));
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of replies.filter((reply) => reply.statusCode !== 200)) {
      expect(refused.json()).toMatchObject({ detail: 'overQuantity' });
    }
    // Each accepted reply shows the weighings up to and including its own.
    expect(accepted.map((reply) => reply.json<PickingItem>().weighings.length).sort()).toEqual([1, 2, 3]);
    const [stored] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(stored).toMatchObject({ status: ITEM_STATUS.separated, confirmedQuantity: 3, separationMethod: 'scanning' });
  });

  it('puts a unique tag scanned into two items at once into one of them', async () => {
    const [weightProduct] = await t.database.db.select().from(products).where(eq(products.portionType, 1)).limit(1);
    const [first, twin] = await t.database.db
      .insert(items)
      .values([1, 2].map(() => ({ orderId: held.order!.id, sku: weightProduct!.sku, portionType: 1, quantity: 1500, step: 1 })))
      .returning();
    const item = { id: first!.id, sku: weightProduct!.sku, product_base_id: weightProduct!.productBaseId } as PickingItem;
    const tag = await tagFor(item, 10);
    const code = `${tag.id};${item.product_base_id};0.01;kg`;
    const replies = await Promise.all([scanInto(item, code), scanInto({ ...item, id: twin!.id }, code)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe('Produto já foi bipado');
    const [spent] = await t.database.db.select().from(prePickingTags).where(eq(prePickingTags.id, tag.id));
    const winner = replies.find((reply) => reply.statusCode === 200)!.json<PickingItem>();
    expect(spent!.usedByItemId).toBe(winner.id);
    expect(winner.weighings).toEqual([expect.objectContaining({ grams: 10, pre_picking_id: tag.id })]);
  });

  it('puts one scale label scanned by two pickers at once into one order', async () => {
    // Two pickers of their own: the one who loses is told the label went into another order,
    // and a lost pre-picking locks their scanner.
    const pair = await Promise.all(
      ['balanca_a', 'balanca_b'].map(async (name) => {
        const one = await picker(name);
        return { ...one, ...(await newOrder(one.token, 2)) };
      }),
    );
    const [weightProduct] = await t.database.db.select().from(products).where(eq(products.portionType, 1)).limit(1);
    const rows = await t.database.db
      .insert(items)
      .values(pair.map((one) => ({ orderId: one.order!.id, sku: weightProduct!.sku, portionType: 1, quantity: 1500, step: 1 })))
      .returning();
    const code = buildScaleLabel({ sku: weightProduct!.sku, scaleId: 9, scaleLabelId: 424242, date: '2026-11-23', grams: 700 });
    const replies = await Promise.all(
      pair.map((one, index) => put(one.token, `/item/${rows[index]!.id}/pick-item`, { workId: one.work!.id, productCode: code }, 'POST')),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe('Pacote de pre picking perdido: informe o supervisor');
    const tags = await t.database.db.select().from(prePickingTags).where(and(eq(prePickingTags.scaleId, 9), eq(prePickingTags.scaleLabelId, 424242)));
    const winner = replies.find((reply) => reply.statusCode === 200)!.json<PickingItem>();
    expect(tags).toEqual([expect.objectContaining({ usedByItemId: winner.id, itemWeight: 700 })]);
  });

  it('deletes a weighing by scan and clears the item', async () => {
    const item = await weightItemOf(held.order!.id, ITEM_STATUS.pending);
    const tag = await tagFor(item, 10);
    const code = `${tag.id};${item.product_base_id};0.01;kg`;
    expect((await scanInto(item, code)).json().weighings).toHaveLength(1);
    expect((await scanInto(item, code, 'DELETE', '/reset')).json().weighings).toHaveLength(0);
    expect((await scanInto(item, code)).json().weighings).toHaveLength(1);
    expect((await put(token, `/item/${item.id}/pick-item/reset-all`, { workId: held.work!.id }, 'DELETE')).json().weighings).toHaveLength(0);
  });
});

describe('a partial break', () => {
  /** A unit item of the order, added for the test: its quantity is known. */
  async function unitItem(orderId: number, quantity: number) {
    const [product] = await t.database.db.select().from(products).where(eq(products.portionType, 2)).limit(1);
    const [row] = await t.database.db.insert(items).values({ orderId, sku: product!.sku, portionType: 2, quantity, step: 1 }).returning();
    return { id: row!.id, productBaseId: product!.productBaseId };
  }

  it('on an item with scans takes their sum, refuses another number, and declares the pre-picking break', async () => {
    const { token, id } = await picker('parcial_bipado');
    const held = await newOrder(token, 2);
    const workId = held.work!.id;
    const item = await unitItem(held.order!.id, 5);
    for (let scan = 0; scan < 2; scan += 1) {
      const scanned = await t.call(pickingEndpoints.pickItem, { params: { itemId: item.id }, body: { workId, productCode: `${item.productBaseId}-1un` } }, token);
      expect(scanned.statusCode, scanned.raw.body).toBe(200);
    }
    const breakWith = (quantityPartial: number | null) =>
      t.call(pickingEndpoints.updateItem, { params: { id: item.id }, body: { workId, statusId: 4, quantityPartial } }, token);

    const typed = await breakWith(3);
    expect(typed.statusCode).toBe(400);
    expect(typed.error.message).toBe('Com itens bipados, a quantidade da quebra parcial é a soma deles: 2 Un');
    expect((await t.call(alertsEndpoints.prePickingBreakReports, { query: { itemId: item.id } }, token)).data).toEqual([]);

    const raised: FloorEvent[] = [];
    const stop = t.context.events.listen((event) => raised.push(event));
    try {
      const broken = await breakWith(2);
      expect(broken.data).toMatchObject({ status: ITEM_STATUS.partialBreak, confirmed_quantity: 2, converted_quantity: 2 });
      const reports = (await t.call(alertsEndpoints.prePickingBreakReports, { query: { itemId: item.id, separationWorkId: workId } }, token)).data;
      expect(reports).toEqual([expect.objectContaining({ kind: 'pre_picking_break', status: 'pendente', user_request: expect.objectContaining({ id }) })]);
      expect(raised).toContainEqual({ kind: 'alert', alert: { id: reports[0]!.id, kind: 'pre_picking_break', status: 'pendente' }, requesterId: id });
    } finally {
      stop();
    }
  });

  it('typed by hand declares the pre-picking break too, once', async () => {
    const { token } = await picker('parcial_digitado');
    const held = await newOrder(token, 2);
    const item = await unitItem(held.order!.id, 4);
    const broken = await t.call(pickingEndpoints.updateItem, { params: { id: item.id }, body: { workId: held.work!.id, statusId: 4, quantityPartial: 1 } }, token);
    expect(broken.data).toMatchObject({ status: ITEM_STATUS.partialBreak, confirmed_quantity: 1 });
    const reports = (await t.call(alertsEndpoints.prePickingBreakReports, { query: { itemId: item.id } }, token)).data;
    expect(reports).toEqual([expect.objectContaining({ kind: 'pre_picking_break', status: 'pendente' })]);
    // Declared again by the alerts call: the same report, not a second one.
    const again = await t.call(alertsEndpoints.reportPrePickingBreak, { body: { orderId: held.order!.order_id, itemId: item.id } }, token);
    expect(again.data.id).toBe(reports[0]!.id);
  });
});

/** A weight item of the order (the demo's group-2 orders nearly always have one; else one is added). */
async function weightItemOf(orderId: number, status: number = ITEM_STATUS.pending): Promise<PickingItem> {
  const db = t.database.db;
  let [row] = await db.select().from(items).where(and(eq(items.orderId, orderId), eq(items.portionType, 1), eq(items.status, status)));
  if (!row) {
    const [product] = await db.select().from(products).where(eq(products.portionType, 1)).limit(1);
    [row] = await db.insert(items).values({ orderId, sku: product!.sku, portionType: 1, quantity: 1500, step: 1 }).returning();
  }
  const [product] = await db.select().from(products).where(eq(products.sku, row!.sku));
  return {
    id: row!.id,
    sku: row!.sku,
    product_base_id: product!.productBaseId,
    quantity: row!.quantity,
    unity_product_base: 'peso',
    status: row!.status,
  } as PickingItem;
}
