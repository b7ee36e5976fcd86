// The demo centre as a user meets it: today's operation in every state, the right people
// with the right groups, exact quantities, and the same centre on every seed.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/database';
import { verifyPassword } from '../auth/password';
import { complaintReasons } from '../db/schema';
import { operationDate } from '../../shared/domain/operation-day';
import { PERMISSIONS } from '../../shared/domain/permissions';
import { buildDemoRows, hasData, seedDemo, type DemoSummary } from './seed';
import { DEMO_LABEL_PRINTER } from './centre';
import { parsePrinterAddress } from '../printing/transport';
import { DEMO_PASSWORD } from './users';
import { productImageSvg } from './product-image';
import { isValidGtin } from '../../shared/scan/gtin';

// 11:30 in São Paulo: the day is in full swing.
const NOW = new Date('2025-03-12T14:30:00Z');
const TODAY = operationDate(NOW);

let database: TestDatabase;
let summary: DemoSummary;
let seedMs: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const started = performance.now();
  summary = await seedDemo(database.db, { now: NOW });
  seedMs = performance.now() - started;
});
afterAll(() => database.destroy());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: string | number }>(query);
  return Number(row?.n);
}

describe('demo centre', () => {
  it('seeds in a few seconds and says what it wrote', () => {
    console.info(`demo seed on ${database.kind}: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(20_000);
    expect(summary.operationDate).toBe(TODAY);
    expect(summary.todayOrders).toBe(400);
    expect(summary.counts.products).toBeGreaterThanOrEqual(300);
  });

  it('has a catalogue of at least 300 SKUs, by unit and by weight, in steps 1 to 4', async () => {
    expect(await count(sql`select count(*) as n from products`)).toBeGreaterThanOrEqual(300);
    const byPortion = await rows<{ portion_type: number; n: string }>(sql`select portion_type, count(*) as n from products group by portion_type`);
    expect(byPortion.map((row) => Number(row.portion_type)).sort()).toEqual([1, 2]);
    const steps = await rows<{ step: number }>(sql`select distinct step from products where step is not null order by step`);
    expect(steps.map((row) => Number(row.step))).toEqual([1, 2, 3, 4]);
    for (const flag of ['is_wholesale', 'unique_tag_only', 'need_authorization', 'batch_required']) {
      expect(await count(sql`select count(*) as n from products where ${sql.identifier(flag)}`), flag).toBeGreaterThan(0);
    }
    const [product] = await rows<{ sku: number; name: string; category: string; image_path: string }>(
      sql`select sku, name, category, image_path from products order by sku limit 1`,
    );
    expect(product!.image_path).toBe(`/api/products/image/${product!.sku}.svg`);
    expect(productImageSvg(product!)).toMatch(/^<svg[^>]*>.*<\/svg>$/);
  });

  it('gives every SKU a valid GTIN: EAN-13 for units, GTIN-14 for wholesale boxes (1) and weighed cases (9)', async () => {
    const codes = await rows<{ barcode: string | null; portion_type: number; is_wholesale: boolean }>(sql`select barcode, portion_type, is_wholesale from products`);
    expect(codes.filter((row) => row.barcode === null || !isValidGtin(row.barcode))).toEqual([]);
    const kind = (row: (typeof codes)[number]) => `${row.barcode!.length}:${row.barcode!.length === 14 ? row.barcode![0] : '-'}:${Number(row.portion_type) === 1 ? 'peso' : row.is_wholesale ? 'caixa' : 'unidade'}`;
    expect([...new Set(codes.map(kind))].sort()).toEqual(['13:-:unidade', '14:1:caixa', '14:9:peso']);
  });

  it('has 400 orders today over 30 coloured routes, and orders for other dates', async () => {
    expect(await count(sql`select count(*) as n from orders where scheduled_date = ${TODAY}`)).toBe(400);
    const routes = await rows<{ code: string; color_route: string }>(
      sql`select code, color_route from routes where operation_date = ${TODAY} order by code`,
    );
    expect(routes.map((route) => route.code)).toEqual(Array.from({ length: 30 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`));
    expect(new Set(routes.map((route) => route.color_route)).size).toBeGreaterThan(10);
    expect(await count(sql`select count(*) as n from orders where scheduled_date = ${TODAY} and route_id is null`)).toBe(0);
    expect(await count(sql`select count(*) as n from orders where scheduled_date > ${TODAY}`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from orders where scheduled_date < ${TODAY}`)).toBeGreaterThan(0);
    const types = await rows<{ client_type: string }>(sql`select distinct client_type from orders order by client_type`);
    expect(types.map((row) => row.client_type)).toEqual(['IFOOD', 'KA', 'PF', 'PJ']);
    expect(await count(sql`select count(*) as n from orders where client_type = 'IFOOD' and not ifood_bag`)).toBe(0);
    expect(await count(sql`select count(*) as n from orders where scheduled_date = ${TODAY} and is_critical`)).toBeGreaterThan(0);
  });

  it('has a few routes over their vehicle capacity, in each treatment', async () => {
    const over = await rows<{ is_hidden: boolean; reduced: boolean | null }>(sql`
      select r.is_hidden, r.reduced from routes r
      join orders o on o.route_id = r.id
      where r.operation_date = ${TODAY}
      group by r.id
      having sum(coalesce(o.adjusted_boxes_number_conveyor, o.corrected_boxes_number, o.loading_boxes_number, o.boxes_number, 0)) > r.vehicle_capacity
        or (r.reduced is not null or r.is_hidden)`);
    expect(over.length).toBeGreaterThanOrEqual(3);
    expect(over.some((route) => route.is_hidden)).toBe(true);
    expect(over.some((route) => route.reduced === true)).toBe(true);
    expect(over.some((route) => route.reduced === false)).toBe(true);
  });

  it('shows today in every state a day goes through', async () => {
    const statuses = await rows<{ checking_status: number | null }>(
      sql`select distinct checking_status from orders where scheduled_date = ${TODAY} order by checking_status`,
    );
    expect(statuses.map((row) => (row.checking_status == null ? null : Number(row.checking_status)))).toEqual([1, 2, 3, 4, 5, null]);
    // In separation: one open work per separator on the floor, all by separadores.
    const open = await rows<{ username: string }>(sql`
      select u.username from works w join users u on u.id = w.separator_id
      join orders o on o.id = w.order_id where w."end" is null and o.checking_status = 1`);
    expect(open).toHaveLength(10);
    expect(open.every((row) => row.username.startsWith('separador'))).toBe(true);
    expect(await count(sql`select count(*) as n from orders where scheduled_date = ${TODAY} and checking_status = 1`)).toBe(10);
    // Being loaded: one truck at the conveyor, its route loading; earlier routes loaded.
    expect(await count(sql`select count(*) as n from truck_loadings where end_time is null`)).toBe(1);
    const loading = await rows<{ loading_status: string }>(
      sql`select distinct loading_status from routes where operation_date = ${TODAY} order by loading_status`,
    );
    expect(loading.map((row) => row.loading_status)).toEqual(['loaded', 'loading', 'pending']);
    expect(await count(sql`select count(*) as n from box_reads r join truck_loadings t on t.id = r.truck_loading_id where t.end_time is null`)).toBeGreaterThan(0);
    // Conference: a checker has one under way; box conference in each list filter.
    expect(await count(sql`select count(*) as n from order_conferences where finished_at is null`)).toBe(1);
    const boxStatuses = await rows<{ status: number }>(sql`select distinct status from box_conferences order by status`);
    expect(boxStatuses.map((row) => Number(row.status))).toEqual([1, 2, 3]);
    // Finance: cancelled, payment pending, without invoice, released without invoice.
    expect(await count(sql`select count(*) as n from orders where scheduled_date = ${TODAY} and permission_to_separate = 'recused'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from orders where scheduled_date = ${TODAY} and permission_to_separate = 'pending'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from orders where checking_status = 3 and not has_invoice and released_without_invoice_by_id is null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from orders where released_without_invoice_by_id is not null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from orders where has_invoice`)).toBeGreaterThan(0);
    // Breaks: waiting reposition, released, replenished.
    expect(await count(sql`select count(*) as n from breaks where not released`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from breaks where released`)).toBeGreaterThan(0);
    const itemStatuses = await rows<{ status: number }>(sql`select distinct status from items order by status`);
    expect(itemStatuses.map((row) => Number(row.status))).toEqual([1, 2, 3, 4, 5]);
    // Around the floor: alerts to answer, replenishment, a paused separator.
    expect(await count(sql`select count(*) as n from alerts where status in ('pendente', 'awaiting')`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from replenishment_requests where status = 'aguardando resposta'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from users where is_paused`)).toBe(1);
  });

  it('never dates anything after now', async () => {
    const [latest] = await rows<{ works: string | null; items: string | null; reads: string | null }>(sql`
      select (select max(coalesce("end", begin)) from works) as works,
             (select max(separated_at) from items) as items,
             (select max(created_at) from box_reads) as reads`);
    for (const value of Object.values(latest!)) expect(new Date(value!).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('has four separation groups with their scanners', async () => {
    const groups = await rows<{ separation_group: number; cam_scanner: boolean; infrared_scanner: boolean; has_conference: boolean; market_number: number }>(
      sql`select separation_group, cam_scanner, infrared_scanner, has_conference, market_number from separation_groups order by separation_group`,
    );
    expect(groups.map((group) => [Number(group.separation_group), group.cam_scanner, group.infrared_scanner, group.has_conference])).toEqual([
      [1, true, false, false],
      [2, false, true, false],
      [3, false, false, false],
      [4, false, false, true],
    ]);
    expect(groups.every((group) => Number(group.market_number) > 0)).toBe(true);
  });

  it('has the users, with their permission groups, all signing in with demo1234', async () => {
    expect(await count(sql`select count(*) as n from permission_groups`)).toBe(PERMISSIONS.length);
    const memberships = await rows<{ username: string; groups: string[] | null }>(sql`
      select u.username, array_remove(array_agg(g.name order by g.name), null) as groups
      from users u left join user_permission_groups ug on ug.user_id = u.id left join permission_groups g on g.id = ug.group_id
      group by u.username`);
    const groupsOf = new Map(memberships.map((row) => [row.username, row.groups ?? []]));
    expect(groupsOf.get('tech')).toEqual(['Tecnologia']);
    expect(groupsOf.get('admin')).toContain('Administrador');
    expect(groupsOf.get('admin')).toContain('SeparationConfigsManagement');
    expect(groupsOf.get('admin')).not.toContain('Tecnologia');
    expect(groupsOf.get('supervisor')).toHaveLength(8);
    expect(groupsOf.get('conferente')).toEqual(['SeparationCheck', 'SeparationCheckCriticalOrder']);
    expect(groupsOf.get('conferente2')).toEqual(['SeparationCheck']);
    expect(groupsOf.get('leitor')).toEqual(['SeparationFixedReader']);
    expect(groupsOf.get('financeiro')).toEqual(['SeparationInvoiceRelease']);
    expect(groupsOf.get('carregador')).toEqual(['SeparationReleasePackingList', 'SeparationShipmentManagement']);
    for (let n = 1; n <= 12; n += 1) expect(groupsOf.get(`separador${n}`)).toEqual([]);
    expect(groupsOf.get('novato')).toEqual(['SeparationCriticalOrBeginner']);
    const [admin] = await rows<{ password_hash: string }>(sql`select password_hash from users where username = 'admin'`);
    expect(await verifyPassword(DEMO_PASSWORD, admin!.password_hash)).toBe(true);
    expect(await hasData(database.db)).toBe(true);
  });

  it('keeps weights as integer grams, and the weighings add up to what was picked', async () => {
    const types = await rows<{ column_name: string; data_type: string }>(sql`
      select column_name, data_type from information_schema.columns
      where (table_name = 'items' and column_name in ('quantity', 'converted_quantity', 'confirmed_quantity'))
         or (table_name = 'weighings' and column_name = 'grams') or (table_name = 'pre_picking_tags' and column_name = 'item_weight')`);
    expect(types.every((row) => row.data_type === 'integer')).toBe(true);
    expect(await count(sql`select count(*) as n from items where portion_type = 1 and quantity < 100`)).toBe(0);
    const mismatched = await count(sql`
      select count(*) as n from items i
      join (select item_id, sum(grams) as grams from weighings group by item_id) w on w.item_id = i.id
      where w.grams <> coalesce(i.converted_quantity, i.confirmed_quantity)`);
    expect(mismatched).toBe(0);
    expect(await count(sql`select count(*) as n from pre_picking_tags where used_by_item_id is null and unique_tag`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from pre_picking_tags where not unique_tag`)).toBeGreaterThan(0);
  });

  it('records the box labels each box conference has read, so a read box is not counted again', async () => {
    expect(await count(sql`select count(*) as n from box_conferences where read_boxes > 0`)).toBeGreaterThan(0);
    const mismatched = await count(sql`
      select count(*) as n from box_conferences c
      where c.read_boxes <> (select count(*) from box_conference_reads r where r.order_id = c.order_id and r.box_number between 1 and c.read_boxes)
         or exists (select 1 from box_conference_reads r where r.order_id = c.order_id and r.box_number > c.read_boxes)`);
    expect(mismatched).toBe(0);
  });

  it('has the settings row and a printer per route colour used today, each the demo label printer', async () => {
    const [settings] = await rows<{ separations: number; token: string; stickers_by_box: number; number_of_separators: number }>(
      sql`select separations, token, stickers_by_box, number_of_separators from settings`,
    );
    expect(settings).toMatchObject({ separations: 4, token: 'ADMIN-DOCA-0001', stickers_by_box: 1, number_of_separators: 12 });
    expect(await count(sql`
      select count(*) as n from (select distinct color_route from routes where operation_date = ${TODAY}) c
      where not exists (select 1 from printers p where p.color_route = c.color_route)`)).toBe(0);
    // npm start runs a printer at that address (tools/demo-printer.ts), so the demo's labels print.
    const names = await rows<{ printer_name: string }>(sql`select distinct printer_name from printers`);
    expect(names.map((row) => parsePrinterAddress(row.printer_name))).toEqual([DEMO_LABEL_PRINTER]);
  });

  it('lets the app insert new rows after the seed (sequences moved past the demo ids)', async () => {
    const [reason] = await database.db.insert(complaintReasons).values({ name: 'Embalagem rasgada' }).returning();
    expect(reason!.id).toBeGreaterThan(summary.counts.complaintReasons);
  });

  it("seeded just after 07:00, has the truck at the belt read within the conveyor's new day (its carousel)", async () => {
    const justAfterSeven = new Date('2025-03-12T10:02:00Z'); // 07:02 in São Paulo
    const { context } = await buildDemoRows({ now: justAfterSeven });
    const atTheBelt = new Set(context.rows.truckLoadings.filter((truck) => truck.endTime === null).map((truck) => truck.id));
    const reads = context.rows.boxReads.filter((read) => read.truckLoadingId != null && atTheBelt.has(read.truckLoadingId));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.createdAt!.getTime()).toBeGreaterThanOrEqual(new Date('2025-03-12T10:00:00Z').getTime());
  });

  it('is the same centre on every seed with the same clock', async () => {
    const again = await buildDemoRows({ now: NOW });
    const digest = (orders: readonly { orderId: string; clientName: string; route: string | null; checkingStatus: number | null; boxesNumber: number | null }[]) =>
      createHash('sha256')
        .update(JSON.stringify([...orders].sort((a, b) => a.orderId.localeCompare(b.orderId)).map((o) => [o.orderId, o.clientName, o.route, o.checkingStatus, o.boxesNumber])))
        .digest('hex');
    const stored = await rows<{ order_id: string; client_name: string; route: string | null; checking_status: number | null; boxes_number: number | null }>(
      sql`select order_id, client_name, route, checking_status, boxes_number from orders`,
    );
    const fromDatabase = stored.map((row) => ({
      orderId: row.order_id,
      clientName: row.client_name,
      route: row.route,
      checkingStatus: row.checking_status == null ? null : Number(row.checking_status),
      boxesNumber: row.boxes_number == null ? null : Number(row.boxes_number),
    }));
    const rebuilt = again.context.rows.orders.map((row) => ({
      orderId: row.orderId,
      clientName: row.clientName,
      route: row.route ?? null,
      checkingStatus: row.checkingStatus ?? null,
      boxesNumber: row.boxesNumber ?? null,
    }));
    expect(digest(rebuilt)).toBe(digest(fromDatabase));
    const itemTotal = again.context.rows.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(await count(sql`select sum(quantity) as n from items`)).toBe(itemTotal);
  });
});
