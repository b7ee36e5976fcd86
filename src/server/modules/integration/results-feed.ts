// Results out: orders that finished picking, are in conference or were loaded, with what was
// separated, weighed and broken, the boxes at each counting stage and who did what, read as
// an incremental feed. Orders are ordered by (updated_at, id), which a database trigger moves
// on every change to the order or what hangs from it. Only changes older than a short settle
// window are served, so a transaction that commits late with an earlier clock is never
// skipped by a reader who already passed its position.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderResult } from '../../../shared/contract/integration';
import { CHECKING_STATUS } from '../../../shared/domain/statuses';
import { PORTION_NAME, type PortionType } from '../../../shared/domain/products';
import { parseApprovalStatus } from '../../../shared/domain/statuses';
import { int32FromDigits } from '../../db/int32';
import type { AppContext } from '../../context';
import { queryRows, type DbOrTx } from '../../db/client';
import { breaks, items, orderConferences, users, weighings, works } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { groupBy } from '../../../shared/group-by';

export const DEFAULT_SETTLE_MS = 2000;

/** Also in SQL: the touch of migration 0012 moves only orders in these statuses. */
const FEED_STATUSES = [CHECKING_STATUS.conference, CHECKING_STATUS.separated, CHECKING_STATUS.loaded];

interface Cursor {
  updatedAt: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.updatedAt}|${cursor.id}`).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  const [updatedAt, id] = Buffer.from(text, 'base64url').toString().split('|');
  const orderId = id === undefined ? null : int32FromDigits(id);
  if (!updatedAt || orderId === null || Number.isNaN(Date.parse(updatedAt))) {
    throw badRequest('Cursor inválido: use o next_cursor da página anterior.', [{ field: 'query.cursor', message: 'Cursor inválido' }]);
  }
  return { updatedAt, id: orderId };
}

interface OrderRow {
  id: number;
  order_id: string;
  checking_status: number;
  permission_to_separate: string;
  scheduled_date: string;
  route: string | null;
  updated_at: string;
  boxes_number: number | null;
  conference_boxes_number: number | null;
  boxes_by_conferencer: number | null;
  adjusted_boxes_number: number | null;
  loading_boxes_number: number | null;
  adjusted_boxes_number_conveyor: number | null;
  corrected_boxes_number: number | null;
  skipped: boolean;
}

/** `db` lets a caller read inside its own transaction. */
export async function readResults(
  app: AppContext,
  query: { cursor?: string; limit: number },
  db: DbOrTx = app.db,
): Promise<{ results: OrderResult[]; next_cursor: string | null; has_more: boolean }> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const settleMs = app.config.resultsFeedSettleMs ?? DEFAULT_SETTLE_MS;
  // updated_at is read as text so the cursor keeps PostgreSQL's microseconds.
  const rows = await queryRows<OrderRow>(
    db,
    sql`select id, order_id, checking_status, permission_to_separate, scheduled_date::text as scheduled_date, route,
          updated_at::text as updated_at, boxes_number, conference_boxes_number, boxes_by_conferencer,
          adjusted_boxes_number, loading_boxes_number, adjusted_boxes_number_conveyor, corrected_boxes_number, skipped
        from orders
        where checking_status in (${sql.join(FEED_STATUSES, sql`, `)})
          and updated_at < clock_timestamp() - ${`${settleMs} milliseconds`}::interval
          ${after ? sql`and (updated_at, id) > (${after.updatedAt}::timestamptz, ${after.id})` : sql``}
        order by updated_at, id
        limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const details = groupDetails(await loadDetails(db, page.map((row) => row.id)));
  const last = page.at(-1);
  return {
    results: page.map((row) => toResult(row, details)),
    next_cursor: last ? encodeCursor({ updatedAt: last.updated_at, id: last.id }) : (query.cursor ?? null),
    has_more: rows.length > query.limit,
  };
}

async function loadDetails(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return { itemRows: [], weighingRows: [], breakRows: [], workRows: [], conferenceRows: [] };
  const [itemRows, weighingRows, breakRows, workRows, conferenceRows] = await Promise.all([
    db
      .select({
        id: items.id,
        orderId: items.orderId,
        sku: items.sku,
        portionType: items.portionType,
        quantity: items.quantity,
        confirmedQuantity: items.confirmedQuantity,
        status: items.status,
        separatedAt: items.separatedAt,
        separatedBy: users.username,
      })
      .from(items)
      .leftJoin(works, eq(works.id, items.workId))
      .leftJoin(users, eq(users.id, works.separatorId))
      .where(inArray(items.orderId, orderIds))
      .orderBy(asc(items.id)),
    db
      .select({ itemId: weighings.itemId, grams: weighings.grams })
      .from(weighings)
      .innerJoin(items, eq(items.id, weighings.itemId))
      .where(inArray(items.orderId, orderIds))
      .orderBy(asc(weighings.id)),
    db
      .select({
        orderId: breaks.orderId,
        sku: items.sku,
        type: breaks.type,
        brokenQuantity: breaks.brokenQuantity,
        reason: breaks.reason,
        released: breaks.released,
        createdAt: breaks.createdAt,
      })
      .from(breaks)
      .innerJoin(items, eq(items.id, breaks.itemId))
      .where(inArray(breaks.orderId, orderIds))
      .orderBy(asc(breaks.id)),
    db
      .select({
        orderId: works.orderId,
        separator: users.username,
        type: works.type,
        begin: works.begin,
        end: works.end,
        workingTimeSecs: works.workingTimeSecs,
      })
      .from(works)
      .innerJoin(users, eq(users.id, works.separatorId))
      .where(inArray(works.orderId, orderIds))
      .orderBy(asc(works.begin)),
    db
      .select({
        orderId: orderConferences.orderId,
        checkedBy: users.username,
        startedAt: orderConferences.startedAt,
        finishedAt: orderConferences.finishedAt,
      })
      .from(orderConferences)
      .leftJoin(users, and(eq(users.id, orderConferences.checkedById)))
      .where(inArray(orderConferences.orderId, orderIds))
      .orderBy(asc(orderConferences.startedAt)),
  ]);
  return { itemRows, weighingRows, breakRows, workRows, conferenceRows };
}

/** The page's details, grouped by order (and weighings by item). */
function groupDetails(details: Awaited<ReturnType<typeof loadDetails>>) {
  return {
    items: groupBy(details.itemRows, (row) => row.orderId),
    grams: groupBy(details.weighingRows, (row) => row.itemId),
    breaks: groupBy(details.breakRows, (row) => row.orderId),
    works: groupBy(details.workRows, (row) => row.orderId),
    conferences: groupBy(details.conferenceRows, (row) => row.orderId),
  };
}

function toResult(row: OrderRow, details: ReturnType<typeof groupDetails>): OrderResult {
  const conference = details.conferences.get(row.id)?.at(-1);
  return {
    order_id: row.order_id,
    checking_status: row.checking_status,
    status: parseApprovalStatus(row.permission_to_separate) ?? 'approved',
    scheduled_date: row.scheduled_date,
    route: row.route,
    updated_at: new Date(row.updated_at).toISOString(),
    boxes: {
      separation: row.boxes_number,
      conference: row.conference_boxes_number,
      by_conferencer: row.boxes_by_conferencer,
      adjusted: row.adjusted_boxes_number,
      loading: row.loading_boxes_number,
      adjusted_conveyor: row.adjusted_boxes_number_conveyor,
      corrected: row.corrected_boxes_number,
      skipped: row.skipped,
    },
    items: (details.items.get(row.id) ?? []).map((item) => ({
        sku: item.sku,
        portion_type: PORTION_NAME[item.portionType as PortionType],
        quantity: item.quantity,
        confirmed_quantity: item.confirmedQuantity,
        item_status: item.status,
        separated_at: item.separatedAt?.toISOString() ?? null,
        separated_by: item.separatedBy,
        weighings_grams: (details.grams.get(item.id) ?? []).map((weighing) => weighing.grams),
      })),
    breaks: (details.breaks.get(row.id) ?? []).map((entry) => ({
        sku: entry.sku,
        type: entry.type,
        broken_quantity: entry.brokenQuantity,
        reason: entry.reason,
        released: entry.released,
        created_at: entry.createdAt.toISOString(),
      })),
    works: (details.works.get(row.id) ?? []).map((work) => ({
        separator: work.separator,
        type: work.type,
        begin: work.begin.toISOString(),
        end: work.end?.toISOString() ?? null,
        working_time_secs: work.workingTimeSecs,
      })),
    conference: conference
      ? {
          checked_by: conference.checkedBy,
          started_at: conference.startedAt.toISOString(),
          finished_at: conference.finishedAt?.toISOString() ?? null,
        }
      : null,
  };
}
