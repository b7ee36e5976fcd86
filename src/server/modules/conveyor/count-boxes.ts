// Counting one order's boxes: every box of a batch of reads in ONE statement and one commit
// (docs/conveyor-engine.md 'Batches'). A batch is the reads of an order that arrived while
// its previous batch was being counted; on a belt that is one box, or a few at a high rate.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedSql } from '../../db/prepared';
import { boxCountChanges, boxReads, orders, routes } from '../../db/schema';
import type { BoxSource } from '../../../shared/domain/box-counts';

export interface BoxRead {
  tagValue: string;
  userId: number | null;
  /** Which reader sent it (the socket id of the conveyor link, or 'screen'). */
  readerId: string;
  source: BoxSource;
  /** When the reader read it (the link's read_at), if it said. */
  readAt?: Date;
}

/** A route's boxes on its truck after a count, when the route is still untreated. */
export interface RouteLoadAfterCount {
  id: number;
  code: string;
  capacity: number;
  totalBoxes: number;
}

export interface BoxToCount {
  box: number;
  read: BoxRead;
}

export interface CountedBoxes {
  /** The boxes this batch counted, in the order they were read (a box read before is not). */
  counted: number[];
  /** The order's count after the batch. */
  loadingBoxesNumber: number;
  /** Whether the order's boxes on the truck are its read count (no reduction or correction). */
  truckFollowsCount: boolean;
  routeLoad: RouteLoadAfterCount | undefined;
  updatedAt: Date;
}

interface CountRow {
  counted: number[];
  loading_boxes_number: number;
  truck_follows_count: boolean;
  route_id: number | null;
  route_code: string | null;
  capacity: number | null;
  route_boxes: number | null;
}

const countStatement = preparedSql<CountRow>(
  'conveyor_count_boxes',
  sql`with input as (
        select * from unnest(${sql.placeholder('boxes')}::integer[], ${sql.placeholder('tagValues')}::text[],
          ${sql.placeholder('sources')}::text[], ${sql.placeholder('readerIds')}::text[],
          ${sql.placeholder('userIds')}::integer[], ${sql.placeholder('readAts')}::timestamptz[])
          with ordinality as t(box_number, tag_value, source, reader_id, user_id, read_at, n)),
      inserted as (
        insert into ${boxReads} (order_id, box_number, tag_value, source, reader_id, user_id, truck_loading_id, created_at, read_at)
        select ${sql.placeholder('orderId')}::integer, box_number, tag_value, source, reader_id, user_id, ${sql.placeholder('truckLoadingId')}::integer, ${sql.placeholder('now')}::timestamptz, read_at from input order by n
        on conflict (order_id, box_number) do nothing
        returning box_number),
      numbered as (
        select input.box_number, input.user_id, input.source, row_number() over (order by input.n)::int as k
        from inserted join input on input.box_number = inserted.box_number),
      counted as (
        update ${orders} set loading_boxes_number = coalesce(loading_boxes_number, 0) + (select count(*) from inserted)::int, updated_at = ${sql.placeholder('now')}::timestamptz
        where id = ${sql.placeholder('orderId')}::integer and exists (select 1 from inserted)
        returning id, route_id, loading_boxes_number,
          adjusted_boxes_number_conveyor is null and corrected_boxes_number is null as truck_follows_count,
          coalesce(adjusted_boxes_number_conveyor, corrected_boxes_number, loading_boxes_number) as on_truck),
      recorded as (
        insert into ${boxCountChanges} (order_id, field, old_value, new_value, user_id, source, created_at)
        select c.id, 'loading_boxes_number', nullif(c.loading_boxes_number - total.n + n.k - 1, 0), c.loading_boxes_number - total.n + n.k,
          n.user_id, n.source, ${sql.placeholder('now')}::timestamptz
        from counted c cross join numbered n cross join (select count(*)::int as n from inserted) total
        order by n.k)
      select (select array_agg(box_number order by k) from numbered) as counted, c.loading_boxes_number, c.truck_follows_count,
        r.id as route_id, r.code as route_code, r.vehicle_capacity as capacity,
        case when r.reduced is null and not r.is_hidden then
          c.on_truck + (select coalesce(sum(coalesce(o.adjusted_boxes_number_conveyor, o.corrected_boxes_number, o.loading_boxes_number, 0)), 0)
                        from ${orders} o where o.route_id = r.id and o.id <> c.id)
        end::int as route_boxes
      from counted c left join ${routes} r on r.id = c.route_id`,
);

/**
 * Counts each box once, in one statement: the reads, the order's count, one change record per
 * box (who or what read it, its count before and after, in the order read) and, for a route
 * still untreated, the boxes its truck now carries (§9: reduced on the conveyor, else
 * corrected, else read). A box read before, by any reader, even at the same instant in
 * another process, inserts nothing and changes nothing. `boxes` holds distinct boxes.
 * Returns undefined when no box was new.
 */
export async function countBoxes(app: AppContext, orderId: number, boxes: BoxToCount[], truckLoadingId: number | null): Promise<CountedBoxes | undefined> {
  const now = app.now();
  const [row] = await countStatement(app.db).execute({
    boxes: boxes.map((b) => b.box),
    tagValues: boxes.map((b) => b.read.tagValue),
    sources: boxes.map((b) => b.read.source),
    readerIds: boxes.map((b) => b.read.readerId),
    userIds: boxes.map((b) => b.read.userId),
    readAts: boxes.map((b) => b.read.readAt?.toISOString() ?? null),
    orderId,
    truckLoadingId,
    now: now.toISOString(),
  });
  if (!row) return undefined;
  return {
    counted: row.counted,
    loadingBoxesNumber: row.loading_boxes_number,
    truckFollowsCount: row.truck_follows_count,
    routeLoad:
      row.route_id !== null && row.route_boxes !== null
        ? { id: row.route_id, code: row.route_code!, capacity: row.capacity!, totalBoxes: row.route_boxes }
        : undefined,
    updatedAt: now,
  };
}
