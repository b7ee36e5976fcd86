// The rows of the loading-conference spreadsheets of one scheduled date. Orders are read in
// keyset batches (a busy day streams without sitting in memory); per-route reports are one
// grouped query (a day has tens of routes).
import { sql, type SQL } from 'drizzle-orm';
import { ROUTE_LOADING_STATUS_LABEL } from '../../../shared/contract/packing-lists';
import type { RouteLoadingStatus } from '../../../shared/domain/statuses';
import { CHECKING_STATUS_LABEL, type CheckingStatus } from '../../../shared/domain/statuses';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CellValue } from '../../spreadsheets/write-xlsx';
import { BATCH_SIZE } from '../reports/queries';

export interface ConsideredStages {
  conveyor: boolean;
  conference: boolean;
}

/**
 * The boxes an order is taken to have: the conveyor's (reduced there, corrected, read) when
 * the conveyor is considered, then the count reduced before it, then the conference's
 * (the critical check, the order conference) when considered, then the picker's.
 */
export function consideredBoxesSql(stages: ConsideredStages): SQL {
  const parts = [
    ...(stages.conveyor ? ['o.adjusted_boxes_number_conveyor', 'o.corrected_boxes_number', 'nullif(o.loading_boxes_number, 0)'] : []),
    'o.adjusted_boxes_number',
    ...(stages.conference ? ['o.boxes_by_conferencer', 'o.conference_boxes_number'] : []),
    'o.boxes_number',
    '0',
  ];
  return sql.raw(`coalesce(${parts.join(', ')})`);
}

const SAO_PAULO = sql`d.city = 'São Paulo'`;

async function* orderBatches<Row extends { id: number }>(
  db: DbOrTx,
  select: (after: number) => SQL,
  toCells: (row: Row) => CellValue[],
): AsyncGenerator<CellValue[][]> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<Row>(db, select(after));
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map(toCells);
    if (rows.length < BATCH_SIZE) return;
  }
}

interface RegistrationRow {
  id: number;
  order_id: string;
  route: string | null;
  color_route: string | null;
  client: string;
  boxes_number: number | null;
  conference_boxes_number: number | null;
  boxes_by_conferencer: number | null;
  adjusted_boxes_number: number | null;
  loading_boxes_number: number | null;
  corrected_boxes_number: number | null;
  adjusted_boxes_number_conveyor: number | null;
  considered: number;
}

/** Every order of the date (not cancelled) with each stage's count, by order number. */
export function boxesRegistration(db: DbOrTx, date: string, stages: ConsideredStages): AsyncGenerator<CellValue[][]> {
  return orderBatches<RegistrationRow>(
    db,
    (after) => sql`
      select o.id, o.order_id, o.route, o.color_route, coalesce(nullif(o.client_trade, ''), o.client_name) as client,
             o.boxes_number, o.conference_boxes_number, o.boxes_by_conferencer, o.adjusted_boxes_number,
             o.loading_boxes_number, o.corrected_boxes_number, o.adjusted_boxes_number_conveyor,
             ${consideredBoxesSql(stages)} as considered
      from orders o
      where o.scheduled_date = ${date} and o.permission_to_separate <> 'recused' and o.id > ${after}
      order by o.id
      limit ${BATCH_SIZE}`,
    (row) => [
      row.order_id,
      row.route,
      row.color_route,
      row.client,
      row.boxes_number,
      row.conference_boxes_number,
      row.boxes_by_conferencer,
      row.adjusted_boxes_number,
      row.loading_boxes_number,
      row.corrected_boxes_number,
      row.adjusted_boxes_number_conveyor,
      row.considered,
    ],
  );
}

interface PrepareRow {
  id: number;
  route: string | null;
  color_route: string | null;
  driver: string | null;
  order_id: string;
  client: string;
  neighborhood: string | null;
  address: string | null;
  city: string | null;
  time_from: string | null;
  time_to: string | null;
  boxes: number;
  invoice: string | null;
  released_without_invoice: boolean;
  checking_status: CheckingStatus | null;
}

const hhmm = (time: string | null) => time?.slice(0, 5) ?? '';

/** The loading preparation: orders of the date by id, with where they go and what they carry. */
export function loadingPrepare(db: DbOrTx, date: string): AsyncGenerator<CellValue[][]> {
  return orderBatches<PrepareRow>(
    db,
    (after) => sql`
      select o.id, o.route, o.color_route, coalesce(d.driver, r.driver_name) as driver, o.order_id,
             coalesce(nullif(o.client_trade, ''), o.client_name) as client, d.neighborhood,
             d.shipping_street_and_number as address, d.city, d.scheduled_time_from::text as time_from,
             d.scheduled_time_to::text as time_to, ${consideredBoxesSql({ conveyor: true, conference: true })} as boxes,
             d.bill_of_sale_id as invoice, o.released_without_invoice_by_id is not null as released_without_invoice,
             o.checking_status
      from orders o
      left join order_delivery_details d on d.order_id = o.id
      left join routes r on r.id = o.route_id
      where o.scheduled_date = ${date} and o.permission_to_separate <> 'recused' and o.id > ${after}
      order by o.id
      limit ${BATCH_SIZE}`,
    (row) => [
      row.route,
      row.color_route,
      row.driver,
      row.order_id,
      row.client,
      row.neighborhood,
      row.address,
      row.city,
      row.time_from || row.time_to ? `${hhmm(row.time_from)} - ${hhmm(row.time_to)}` : null,
      row.boxes,
      row.invoice ?? (row.released_without_invoice ? 'Liberado sem NF' : 'Sem NF'),
      row.checking_status === null ? CHECKING_STATUS_LABEL.waiting : CHECKING_STATUS_LABEL[row.checking_status],
    ],
  );
}

interface RouteTotalsRow {
  route: string;
  color_route: string | null;
  driver: string | null;
  capacity: number | null;
  loading_status: RouteLoadingStatus | null;
  orders: number;
  separated: number;
  conferred: number;
  boxes: number;
  read: number;
}

/** São Paulo orders of the date grouped by route (orders without a route under '-'). */
function routeTotals(db: DbOrTx, date: string): Promise<RouteTotalsRow[]> {
  return queryRows<RouteTotalsRow>(
    db,
    sql`
      select coalesce(o.route, '-') as route, min(o.color_route) as color_route, min(r.driver_name) as driver,
             min(r.vehicle_capacity) as capacity, min(r.loading_status) as loading_status,
             count(*)::int as orders,
             count(*) filter (where o.checking_status in (3, 4, 5))::int as separated,
             count(*) filter (where bc.status = 3)::int as conferred,
             sum(${consideredBoxesSql({ conveyor: true, conference: true })})::int as boxes,
             coalesce(sum(o.loading_boxes_number), 0)::int as read
      from orders o
      join order_delivery_details d on d.order_id = o.id
      left join routes r on r.id = o.route_id
      left join box_conferences bc on bc.order_id = o.id
      where o.scheduled_date = ${date} and o.permission_to_separate <> 'recused' and ${SAO_PAULO}
      group by coalesce(o.route, '-')
      order by coalesce(o.route, '-')`,
  );
}

export async function* consolidateRoutes(db: DbOrTx, date: string): AsyncGenerator<CellValue[][]> {
  const rows = await routeTotals(db, date);
  yield rows.map((row) => [
    row.route,
    row.color_route,
    row.driver,
    row.orders,
    row.boxes,
    row.capacity,
    row.capacity === null ? null : Math.max(0, row.boxes - row.capacity),
  ]);
}

export async function* routesResume(db: DbOrTx, date: string): AsyncGenerator<CellValue[][]> {
  const rows = await routeTotals(db, date);
  yield rows.map((row) => [
    row.route,
    row.color_route,
    row.orders,
    row.separated,
    row.conferred,
    row.boxes,
    row.read,
    row.loading_status ? ROUTE_LOADING_STATUS_LABEL[row.loading_status] : null,
  ]);
}
