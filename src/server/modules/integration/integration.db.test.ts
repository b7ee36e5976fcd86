// The integration API as the company's ERP uses it: keys, idempotent batches, whole-batch
// refusal, the floor's rules for orders already in separation, and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { createServer } from 'node:http';
import { deliverOnce, signBody, SIGNATURE_HEADER } from './webhook';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { items, orders, prePickingTags, weighings, works } from '../../db/schema';
import { queryRows } from '../../db/client';
import type { LiveClientToServer, LiveServerToClient, PickingNotice } from '../../../shared/contract/events';
import { recordFault } from '../../../../tests/support/fault-report';

let t: TestApp;
let key: string;
let pickerId: number;
let pickerToken: string;

const DAY = '2026-11-23';
const put = (path: string, payload: Record<string, unknown>, apiKey = key) =>
  t.server.inject({ method: 'PUT', url: `/api/integration/v1/${path}`, payload, headers: { 'x-api-key': apiKey } });

const client = (n: number) => ({ external_id: `C${n}`, client_type: 'PJ', client_name: `Cliente ${n}`, client_trade: `Mercado ${n}` });
const product = (sku: number, portion: 'peso' | 'unidade') => ({
  sku,
  product_base_id: sku - 1000,
  name: `Produto ${sku}`,
  portion_type: portion,
  step: 1,
});
const order = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  order_id: orderId,
  client_external_id: 'C1',
  route_code: 'R01',
  scheduled_date: DAY,
  items: [
    { sku: 5001, quantity: 3 },
    { sku: 5002, quantity: 1500 },
  ],
  delivery: { driver: 'João', bill_of_sale_id: 'NF-1' },
  ...overrides,
});

async function orderCount(): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(t.database.db, sql`select count(*) as count from orders`);
  return Number(row?.count);
}

beforeAll(async () => {
  // The feed's settle window is off so a test reads its own changes at once.
  t = await createTestApp({ config: { port: 0, host: '127.0.0.1', logLevel: 'silent', resultsFeedSettleMs: 0 } });
  await t.createUser('tech', ['Tecnologia']);
  pickerId = (await t.createUser('separador1')).id;
  pickerToken = await t.tokenFor('separador1');
  const created = await t.as(await t.tokenFor('tech'), {
    method: 'POST',
    url: '/api/integration/v1/keys',
    payload: { name: 'ERP' },
  });
  expect(created.statusCode).toBe(200);
  key = (created.json() as { key: string }).key;

  expect((await put('clients', { clients: [client(1), client(2)] })).json()).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
  expect((await put('products', { products: [product(5001, 'unidade'), product(5002, 'peso')] })).statusCode).toBe(200);
  const routes = await put('routes', { routes: [{ operation_date: DAY, code: 'R01', color_route: 'AZUL', vehicle_capacity: 40 }] });
  expect(routes.json()).toMatchObject({ created: 1 });
});
afterAll(() => t.close());

describe('keys', () => {
  it('refuses calls without a key, with a user token, or with a revoked key', async () => {
    const techToken = await t.tokenFor('tech');
    const other = (await t.as(techToken, { method: 'POST', url: '/api/integration/v1/keys', payload: { name: 'WMS' } })).json() as {
      id: number;
      key: string;
      prefix: string;
    };
    expect(other.key.startsWith(other.prefix)).toBe(true);
    expect((await put('clients', { clients: [client(1)] }, other.key)).statusCode).toBe(200);

    const listed = (await t.as(techToken, { method: 'GET', url: '/api/integration/v1/keys' })).body;
    expect(listed).not.toContain(other.key);

    await t.as(techToken, { method: 'DELETE', url: `/api/integration/v1/keys/${other.id}` });
    const revoked = await put('clients', { clients: [client(1)] }, other.key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: 'Chave de integração ausente, inválida ou revogada.' });
    expect((await put('clients', { clients: [client(1)] }, '')).statusCode).toBe(401);
    const withUserToken = await t.server.inject({
      method: 'PUT',
      url: '/api/integration/v1/clients',
      payload: { clients: [client(1)] },
      headers: { authorization: `Bearer ${techToken}` },
    });
    expect(withUserToken.statusCode).toBe(401);
  });
});

describe('batches', () => {
  it('creates orders with their items, and a second identical batch changes nothing', async () => {
    const batch = { orders: [order('900001'), order('900002', { is_critical: true })] };
    expect((await put('orders', batch)).json()).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    const [before] = await t.database.db.select().from(orders).where(eq(orders.orderId, '900001'));
    expect(before).toMatchObject({ route: 'R01', colorRoute: 'AZUL', clientTrade: 'Mercado 1' });

    expect((await put('orders', batch)).json()).toEqual({ received: 2, created: 0, updated: 0, unchanged: 2 });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.orderId, '900001'));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect((await put('clients', { clients: [client(1), client(2)] })).json()).toMatchObject({ unchanged: 2 });
  });

  it('updates what changed: a quantity of an order not yet started', async () => {
    const changed = order('900001', { items: [{ sku: 5001, quantity: 4 }, { sku: 5002, quantity: 1500 }] });
    expect((await put('orders', { orders: [changed, order('900002', { is_critical: true })] })).json()).toEqual({
      received: 2,
      created: 0,
      updated: 1,
      unchanged: 1,
    });
  });

  it('refuses a whole batch with one bad record, naming each problem, and saves nothing', async () => {
    const before = await orderCount();
    const reply = await put('orders', {
      orders: [
        order('900010'),
        order('900011', { client_external_id: 'C404', items: [{ sku: 777, quantity: 1 }] }),
        order('900012', { route_code: 'R99' }),
      ],
    });
    expect(reply.statusCode).toBe(422);
    expect((reply.json() as { fields: { field: string; message: string }[] }).fields).toEqual([
      { field: 'orders.1.client_external_id', message: 'Cliente C404 não cadastrado' },
      { field: 'orders.1.items.0.sku', message: 'SKU 777 não cadastrado' },
      { field: 'orders.2.route_code', message: `Rota R99 de ${DAY} não cadastrada` },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses malformed records with 400 naming the fields', async () => {
    const reply = await put('orders', { orders: [order('900020', { items: [{ sku: 5001, quantity: -2 }] })] });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { fields: { field: string }[] }).fields[0]?.field).toBe('body.orders.0.items.0.quantity');
    const twice = await put('orders', { orders: [order('900021'), order('900021')] });
    expect(twice.statusCode).toBe(422);
  });
});

describe('product barcodes', () => {
  it('keeps only codes the scanner reads: a GTIN of 8, 12, 13 or 14 digits with its check digit (issue 20)', async () => {
    const withCode = (sku: number, barcode: string) => ({ ...product(sku, 'unidade'), barcode });
    const readable = await put('products', {
      products: [withCode(6001, '96385074'), withCode(6002, '036000291452'), withCode(6003, '7891234567895'), withCode(6004, '15400141288763')],
    });
    expect(readable.statusCode).toBe(200);
    const refused = await put('products', {
      products: [withCode(6011, '123456789'), withCode(6012, '12345678901'), withCode(6013, '7891234567890'), withCode(6014, '78912345A7895')],
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { fields: { field: string; message: string }[] }).fields).toEqual([
      { field: 'body.products.0.barcode', message: 'Código de barras com 8, 12, 13 ou 14 dígitos (EAN-8, UPC-A, EAN-13 ou GTIN-14)' },
      { field: 'body.products.1.barcode', message: 'Código de barras com 8, 12, 13 ou 14 dígitos (EAN-8, UPC-A, EAN-13 ou GTIN-14)' },
      { field: 'body.products.2.barcode', message: 'Código de barras com dígito verificador errado' },
      { field: 'body.products.3.barcode', message: 'Código de barras só com dígitos' },
    ]);
  });
});

describe('the same batch twice at once', () => {
  it('is answered 200 both times and written once (an ERP resending on a timeout; issue 17)', async () => {
    for (let round = 0; round < 8; round++) {
      const batch = { orders: Array.from({ length: 20 }, (_, index) => order(`9300${round}${String(index).padStart(2, '0')}`)) };
      const replies = await Promise.all([put('orders', batch), put('orders', batch)]);
      expect(replies.map((reply) => reply.statusCode), replies.map((reply) => reply.body).join('\n')).toEqual([200, 200]);
      expect(replies.map((reply) => reply.json().created).sort()).toEqual([0, 20]);
    }
    const [row] = await queryRows<{ orders: string | number; items: string | number }>(
      t.database.db,
      sql`select count(distinct o.id) as orders, count(i.id) as items from orders o join items i on i.order_id = o.id where o.order_id like '9300%'`,
    );
    expect({ orders: Number(row!.orders), items: Number(row!.items) }).toEqual({ orders: 160, items: 320 });
    recordFault({ kind: `the same integration batch twice at once (${t.context.dbKind})`, injected: 8, countedTwice: { orders: Number(row!.orders) - 160 } });
  });
});

describe('orders already in separation', () => {
  let socket: Socket<LiveServerToClient, LiveClientToServer>;

  beforeAll(async () => {
    await put('orders', { orders: [order('900030')] });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, '900030'));
    await t.database.db.insert(works).values({ separatorId: pickerId, orderId: row!.id, begin: new Date() });
    await t.database.db.update(orders).set({ checkingStatus: 1 }).where(eq(orders.id, row!.id));
    await t.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.server.address() as AddressInfo;
    socket = io(`http://127.0.0.1:${port}`, { auth: { token: pickerToken }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  });
  afterAll(() => socket.close());

  it('refuses item changes with the reason', async () => {
    const reply = await put('orders', { orders: [order('900030', { items: [{ sku: 5001, quantity: 9 }] })] });
    expect(reply.statusCode).toBe(422);
    expect(reply.body).toContain('Pedido 900030 já está em separação: os itens e as quantidades não podem mudar');
  });

  it('tells the picker holding it when upstream cancels it', async () => {
    const notice = new Promise<PickingNotice>((resolve) => socket.once('pickingNotice', resolve));
    const reply = await put('orders', { orders: [order('900030', { status: 'recused' })] });
    expect(reply.json()).toMatchObject({ updated: 1 });
    expect(await notice).toEqual({ orderId: '900030', message: 'This order has been canceled' });
  });
});

describe('OpenAPI', () => {
  it('describes the integration calls from the contract', async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/integration/openapi.json' });
    const document = reply.json() as { paths: Record<string, Record<string, { requestBody?: unknown; security: unknown[] }>> };
    const pushOrders = document.paths['/api/integration/v1/orders']?.put;
    expect(pushOrders?.security).toEqual([{ integrationKey: [] }]);
    expect(JSON.stringify(pushOrders?.requestBody)).toContain('client_external_id');
    expect(document.paths['/api/auth-internal/v2/user/{id}/block']).toBeDefined();
  });

  it('describes the body each route takes: a file as bytes, none where it takes none (issue 25)', async () => {
    const document = (await t.server.inject({ method: 'GET', url: '/api/integration/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    expect(document.paths['/api/products/v2/product/bulk-update']?.post?.requestBody?.content).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
    // Blocking a user takes no body: none is described.
    expect(document.paths['/api/auth-internal/v2/user/{id}/block']?.patch?.requestBody).toBeUndefined();
  });
});

describe('results feed', () => {
  type Page = { results: { order_id: string; items: { confirmed_quantity: number | null; separated_by: string | null }[] }[]; next_cursor: string | null; has_more: boolean };
  const read = async (cursor: string | null, limit = 2): Promise<Page> => {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const reply = await t.server.inject({ method: 'GET', url: `/api/integration/v1/results?${query}`, headers: { 'x-api-key': key } });
    expect(reply.statusCode).toBe(200);
    return reply.json() as Page;
  };
  const readAll = async (cursor: string | null) => {
    const seen: string[] = [];
    let page: Page;
    do {
      page = await read(cursor);
      seen.push(...page.results.map((result) => result.order_id));
      cursor = page.next_cursor;
    } while (page.has_more);
    return { seen, cursor };
  };

  it('returns every finished order exactly once across pages, and again only when it changes', async () => {
    const ids = ['900101', '900102', '900103', '900104', '900105'];
    await put('orders', { orders: ids.map((id) => order(id)) });
    for (const id of ids) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, id));
      const [work] = await t.database.db
        .insert(works)
        .values({ separatorId: pickerId, orderId: row!.id, begin: new Date(), end: new Date() })
        .returning();
      await t.database.db.update(items).set({ status: 2, confirmedQuantity: 3, workId: work!.id }).where(eq(items.orderId, row!.id));
      await t.database.db.update(orders).set({ checkingStatus: 3 }).where(eq(orders.id, row!.id));
    }
    const first = await readAll(null);
    expect(first.seen).toEqual(ids);

    const untouched = await readAll(first.cursor);
    expect(untouched.seen).toEqual([]);

    const [changed] = await t.database.db.select().from(orders).where(eq(orders.orderId, '900102'));
    await t.database.db.update(items).set({ confirmedQuantity: 2 }).where(eq(items.orderId, changed!.id));
    const again = await read(first.cursor, 10);
    expect(again.results.map((result) => result.order_id)).toEqual(['900102']);
    expect(again.results[0]!.items[0]).toMatchObject({ separated_by: 'separador1' });
    expect(again.results[0]!.items.map((item) => item.confirmed_quantity)).toEqual([2, 2]);
  });

  it('sees a weighing added later, and a change that wrote the order and what hangs from it at once', async () => {
    const ids = ['900121', '900122'];
    await put('orders', { orders: ids.map((id) => order(id)) });
    const rows: (typeof orders.$inferSelect)[] = [];
    for (const id of ids) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, id));
      await t.database.db.update(orders).set({ checkingStatus: 3 }).where(eq(orders.id, row!.id));
      rows.push(row!);
    }
    const { cursor } = await readAll(null);

    // A later weighing moves its order (the touch of migration 0002).
    const [item] = await t.database.db.select().from(items).where(eq(items.orderId, rows[0]!.id));
    await t.database.db.insert(weighings).values({ itemId: item!.id, grams: 1 });
    const afterWeighing = await readAll(cursor);
    expect(afterWeighing.seen).toEqual(['900121']);

    // One transaction writing the order, then its work: the order moves once, and is seen (0010).
    const before = (await t.database.db.select().from(orders).where(eq(orders.id, rows[1]!.id)))[0]!.updatedAt;
    await t.database.db.transaction(async (tx) => {
      await tx.update(orders).set({ isCritical: true }).where(eq(orders.id, rows[1]!.id));
      await tx.insert(works).values({ separatorId: pickerId, orderId: rows[1]!.id, begin: new Date(), end: new Date() });
    });
    const after = (await t.database.db.select().from(orders).where(eq(orders.id, rows[1]!.id)))[0]!.updatedAt;
    expect(after!.getTime()).toBeGreaterThan(before!.getTime());
    expect((await readAll(afterWeighing.cursor)).seen).toEqual(['900122']);
  });

  it('does not move an order while it is picked, and sees what was picked once picking ends', async () => {
    await put('orders', { orders: [order('900131')] });
    const [row] = await t.database.db.update(orders).set({ checkingStatus: 1 }).where(eq(orders.orderId, '900131')).returning();
    const { cursor } = await readAll(null);
    const [item] = await t.database.db.select().from(items).where(eq(items.orderId, row!.id));
    await t.database.db.insert(weighings).values({ itemId: item!.id, grams: 700 });
    await t.database.db.update(items).set({ status: 2, confirmedQuantity: 3 }).where(eq(items.id, item!.id));
    const [picking] = await t.database.db.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, row!.id));
    expect(picking!.updatedAt).toEqual(row!.updatedAt);

    await t.database.db.update(orders).set({ checkingStatus: 3 }).where(eq(orders.id, row!.id));
    const finished = await read(cursor, 10);
    expect(finished.results.map((result) => result.order_id)).toEqual(['900131']);
    expect(finished.results[0]!.items).toContainEqual(expect.objectContaining({ confirmed_quantity: 3 }));
  });

  it('refuses a cursor it did not make', async () => {
    const reply = await t.server.inject({
      method: 'GET',
      url: '/api/integration/v1/results?cursor=bm9wZQ',
      headers: { 'x-api-key': key },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'Cursor inválido: use o next_cursor da página anterior.' });
  });
});

describe('file imports', () => {
  let adminToken: string;
  beforeAll(async () => {
    await t.createUser('admin', ['Administrador']);
    adminToken = await t.tokenFor('admin');
  });
  // The file as it is, the way the panel sends it (no base64 inside JSON).
  const upload = (kind: string, filename: string, content: Buffer | string) =>
    t.as(adminToken, {
      method: 'POST',
      url: `/api/integration/v1/files/${kind}`,
      query: { filename },
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(content),
    });

  it('imports clients from a semicolon CSV as Brazilian spreadsheets export it', async () => {
    const csv = 'external_id;client_type;client_name;document\nC50;pf;Maria Souza;123.456.789-01\nC51;PJ;Padaria Sol;\n';
    const reply = await upload('clients', 'clientes.csv', csv);
    expect(reply.json()).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await upload('clients', 'clientes.csv', csv)).json()).toMatchObject({ unchanged: 2 });
  });

  async function ordersWorkbook(rows: (string | number)[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pedidos');
    sheet.addRow(['order_id', 'client_external_id', 'route_code', 'scheduled_date', 'sku', 'quantity', 'is_critical']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('imports orders from an .xlsx with one line per item', async () => {
    const file = await ordersWorkbook([
      ['900201', 'C1', 'R01', '23/11/2026', 5001, 2, 'SIM'],
      ['900201', 'C1', 'R01', '23/11/2026', 5002, 750, 'SIM'],
      ['900202', 'C2', 'R01', '2026-11-23', 5001, 1, 'NÃO'],
    ]);
    expect((await upload('orders', 'pedidos.xlsx', file)).json()).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    const [imported] = await t.database.db.select().from(orders).where(eq(orders.orderId, '900201'));
    expect(imported).toMatchObject({ isCritical: true, scheduledDate: DAY });
  });

  it('names the spreadsheet line and column of every problem, and saves nothing', async () => {
    const before = await orderCount();
    const file = await ordersWorkbook([
      ['900210', 'C1', 'R01', DAY, 5001, 1, ''],
      ['900211', 'C1', 'R01', DAY, 31337, 1, ''],
      ['900212', 'C1', 'R01', DAY, 5001, 0, ''],
    ]);
    const reply = await upload('orders', 'pedidos.xlsx', file);
    expect(reply.statusCode).toBe(422);
    expect((reply.json() as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['linha 4, quantity']);
    const unknownSku = await upload('orders', 'pedidos.xlsx', await ordersWorkbook([['900211', 'C1', 'R01', DAY, 31337, 1, '']]));
    expect(unknownSku.json()).toMatchObject({ fields: [{ field: 'linha 2, sku', message: 'SKU 31337 não cadastrado' }] });
    expect(await orderCount()).toBe(before);
  });

  it('reads number cells as numbers: a fraction of a unit is refused by its line, not saved as ten times it (issue 17)', async () => {
    const before = await orderCount();
    const fraction = await upload('orders', 'pedidos.xlsx', await ordersWorkbook([['900220', 'C1', 'R01', DAY, 5001, 2.5, '']]));
    expect(fraction.statusCode).toBe(422);
    expect((fraction.json() as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['linha 2, quantity']);
    expect(await orderCount()).toBe(before);

    // Weighed items come in grams: a number cell of 1500 is 1500 g; text written the Brazilian
    // way, '1.500', is the same 1500.
    const grams = await upload('orders', 'pedidos.xlsx', await ordersWorkbook([['900221', 'C1', 'R01', DAY, 5002, 1500, ''], ['900221', 'C1', 'R01', DAY, 5001, '1.500', '']]));
    expect(grams.json(), grams.body).toMatchObject({ created: 1 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, '900221'));
    const quantities = await t.database.db.select({ quantity: items.quantity }).from(items).where(eq(items.orderId, order!.id));
    expect(quantities.map((item) => item.quantity).sort()).toEqual([1500, 1500]);
  });

  it('refuses a sheet it cannot read: a header without the columns it needs, or no lines of data (issue 25)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clientes');
    sheet.addRow(['codigo', 'nome']);
    sheet.addRow(['', '']);
    const wrongHeader = await upload('clients', 'clientes.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(wrongHeader.statusCode).toBe(422);
    expect(wrongHeader.json()).toEqual({
      message: 'Planilha recusada: 3 problemas; nada foi salvo.',
      fields: ['external_id', 'client_type', 'client_name'].map((column) => ({
        field: `coluna ${column}`,
        message: 'Coluna obrigatória ausente no cabeçalho (linha 1)',
      })),
    });
    const noLines = await upload('routes', 'rotas.csv', 'operation_date;code;color_route;vehicle_capacity\n;;;\n');
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().fields).toEqual([{ field: 'linha 2', message: 'Nenhuma linha com dados: os dados começam na linha 2, abaixo do cabeçalho' }]);
  });

  it('refuses other formats and unreadable files in Portuguese', async () => {
    expect((await upload('orders', 'pedidos.xls', 'x')).json()).toEqual({ message: 'Envie uma planilha .xlsx ou .csv.' });
    const broken = await upload('orders', 'pedidos.xlsx', 'not a zip');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'Não foi possível ler a planilha: confira se o arquivo não está corrompido.' });
  });
});

describe('results webhook', () => {
  it('pushes each page signed, sends a refused page again, and never sends a page twice after a 2xx', async () => {
    const secret = 'segredo-do-erp';
    const received: { orderIds: string[]; signatureOk: boolean }[] = [];
    let answer = 500;
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const payload = JSON.parse(body) as { results: { order_id: string }[] };
        received.push({
          orderIds: payload.results.map((result) => result.order_id),
          signatureOk: request.headers[SIGNATURE_HEADER] === signBody(secret, body),
        });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhook = { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/doca`, secret };
    try {
      expect(await deliverOnce(t.context, webhook)).toBe('failed');
      answer = 200;
      const outcomes = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        const outcome = await deliverOnce(t.context, webhook);
        outcomes.push(outcome);
        if (outcome === 'nothing-new') break;
      }
      expect(outcomes.at(-1)).toBe('nothing-new');
      expect(received.every((delivery) => delivery.signatureOk)).toBe(true);
      const accepted = received.slice(1).flatMap((delivery) => delivery.orderIds);
      expect(received[1]!.orderIds).toEqual(received[0]!.orderIds);
      expect(new Set(accepted).size).toBe(accepted.length);
      expect(accepted).toEqual(expect.arrayContaining(['900101', '900105']));
    } finally {
      receiver.close();
    }
  });
});

describe('pre-picking tags from the scales', () => {
  it('upserts tags by their printed id, and refuses to change one already scanned into an order', async () => {
    const tag = (id: number, grams: number) => ({ id, sku: 5002, item_weight: grams, scale_id: 3, scale_label_id: id, weighing_time: '2026-11-22T08:00:00-03:00' });
    expect((await put('pre-picking-tags', { tags: [tag(880001, 512), tag(880002, 498)] })).json()).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await put('pre-picking-tags', { tags: [tag(880001, 512), tag(880002, 501)] })).json()).toEqual({ received: 2, created: 0, updated: 1, unchanged: 1 });
    const [stored] = await t.database.db.select().from(prePickingTags).where(eq(prePickingTags.id, 880002));
    expect(stored).toMatchObject({ itemWeight: 501, productBaseId: 4002, purchaseValue: 1 });

    const [item] = await t.database.db.select().from(items).limit(1);
    await t.database.db.update(prePickingTags).set({ usedByItemId: item!.id }).where(eq(prePickingTags.id, 880001));
    const refused = await put('pre-picking-tags', { tags: [tag(880001, 999), { ...tag(880003, 100), sku: 404 }] });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { fields: unknown[] }).fields).toEqual([
      { field: 'tags.0.id', message: 'Etiqueta 880001 já foi bipada em um pedido e não pode mudar' },
      { field: 'tags.1.sku', message: 'SKU 404 não cadastrado' },
    ]);
  });

  it('leaves out a scale label another tag already holds, and refuses a label twice in one batch', async () => {
    const label = { sku: 5002, item_weight: 640, scale_id: 4, weighing_time: '2026-11-22T08:00:00-03:00' };
    // A picker scanned label 4/77 before the scale sent it: the label already has a tag of its own.
    const [scanned] = await t.database.db
      .insert(prePickingTags)
      .values({ sku: 5002, productBaseId: 4002, purchaseValue: 1, itemWeight: 640, scaleId: 4, scaleLabelId: 77 })
      .returning();
    const pushed = await put('pre-picking-tags', { tags: [{ ...label, id: 881077, scale_label_id: 77 }, { ...label, id: 881078, scale_label_id: 78 }] });
    expect(pushed.json()).toEqual({ received: 2, created: 1, updated: 0, unchanged: 1 });
    const holders = await t.database.db.select({ id: prePickingTags.id }).from(prePickingTags).where(eq(prePickingTags.scaleId, 4));
    expect(holders.map((row) => row.id).sort()).toEqual([scanned!.id, 881078].sort());

    const twice = await put('pre-picking-tags', { tags: [{ ...label, id: 881090, scale_label_id: 90 }, { ...label, id: 881091, scale_label_id: 90 }] });
    expect(twice.statusCode).toBe(422);
    expect((twice.json() as { fields: unknown[] }).fields).toEqual([{ field: 'tags.1.scale_label_id', message: 'Etiqueta de balança 4/90 repetida no lote' }]);
  });
});
