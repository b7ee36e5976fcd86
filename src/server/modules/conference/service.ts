// The operator conference of an order (spec/operator.md §2 'Operator conference screen', §4
// 'Session'): a finished order of a conference group waits with checking status 2 until a
// checker (or the picker of a conference group, whose screen goes there after finishing)
// opens its conference, marks items the picker did not put in the box and confirms the box
// count. Finishing moves the order on as picking would have (separated, or waiting for
// reposition while breaks are unreleased). One open conference per user; sending a finish
// twice changes nothing the second time.
//
// The revision (spec/operator.md §4 'Session', §6 SeparationCriticalOrBeginner): finishing the
// conference closes the revision its picker owed (picking/revision.ts). When the picker
// conferring their own order is a beginner (SeparationCriticalOrBeginner), the order does not
// move on: it stays waiting for conference until a checker (SeparationCheck) other than them
// confers it again, and that second conference is saved as the review (has_been_reviewed).
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { CONFERENCE_MESSAGE, type ConferenceOrder, type ConferenceRecord, type WaitingOrder } from '../../../shared/contract/conference';
import { clientDisplayName } from '../../../shared/domain/clients';
import { hasAnyPermission } from '../../../shared/domain/permissions';
import { operationDate } from '../../../shared/domain/operation-day';
import { CHECKING_STATUS, ITEM_STATUS } from '../../../shared/domain/statuses';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { boxCountChanges, breaks, items, orderConferenceItems, orderConferences, orders, users, works } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { loadSteps, type OrderRow } from '../picking/state';
import { closeRevisions } from '../picking/revision';
import { readSettingsRow } from '../settings/service';

type ConferenceRow = typeof orderConferences.$inferSelect;

/** The operator conference records (the critical-order check keeps its own, is_critical). */
const operatorConference = eq(orderConferences.isCritical, false);

/** Orders a checker may open: finished in a conference group, not cancelled since. */
export const waitingForConference = and(eq(orders.checkingStatus, CHECKING_STATUS.conference), sql`${orders.permissionToSeparate} <> 'recused'`);

async function findOrder(db: DbOrTx, orderId: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.orderId, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(`Pedido #${orderId} não encontrado`);
  return order;
}

/** Whether the user picked part of the order (a separation work of theirs). */
async function pickedBy(db: DbOrTx, orderPk: number, userId: number): Promise<boolean> {
  const [picked] = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.orderId, orderPk), eq(works.separatorId, userId), eq(works.type, 'separation')))
    .limit(1);
  return Boolean(picked);
}

/** Checkers confer any order; a picker only the orders they picked (conference groups). */
async function ensureMayConfer(db: DbOrTx, user: AuthUser, order: OrderRow): Promise<void> {
  if (hasAnyPermission(user.permissions, ['SeparationCheck'])) return;
  if (!(await pickedBy(db, order.id, user.id))) throw forbidden('Você não tem permissão para conferir este pedido.');
}

/** The order waits for conference but was conferred once already: a beginner's pass awaiting its review. */
const awaitsReview = (order: OrderRow, latest: ConferenceRow | undefined): latest is ConferenceRow =>
  order.checkingStatus === CHECKING_STATUS.conference && Boolean(latest?.finishedAt);

const awaitingReviewMessage = (orderId: string) => `Pedido #${orderId} aguarda a revisão de um conferente.`;

async function recordToWire(db: DbOrTx, row: ConferenceRow, orderId: string): Promise<ConferenceRecord> {
  const [checker] = row.checkedById
    ? await db.select({ username: users.username }).from(users).where(eq(users.id, row.checkedById))
    : [];
  return {
    id: row.id,
    order_id: orderId,
    checked_by: checker?.username ?? null,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    adjusted_boxes_number: row.adjustedBoxesNumber,
  };
}

/** A finished operator conference of the order, if any (the beginner's pass a checker now reviews). */
async function finishedConferenceOf(db: DbOrTx, orderPk: number): Promise<ConferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(orderConferences)
    .where(and(eq(orderConferences.orderId, orderPk), operatorConference, isNotNull(orderConferences.finishedAt)))
    .limit(1);
  return row;
}

async function latestConference(db: DbOrTx, orderPk: number): Promise<ConferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(orderConferences)
    .where(and(eq(orderConferences.orderId, orderPk), operatorConference))
    .orderBy(desc(orderConferences.id))
    .limit(1);
  return row;
}

/** Per picker of the order: items they picked and the boxes they counted. */
async function separationsOf(db: DbOrTx, order: OrderRow): Promise<ConferenceOrder['separations']> {
  const rows = await db
    .select({
      workId: works.id,
      separator: users.name,
      totalItems: sql<number>`(select count(*)::int from items i where i.work_id = ${works.id} and i.status <> ${ITEM_STATUS.pending})`,
      stepBoxes: sql<number | null>`(select sum(s.accounted_boxes)::int from separation_steps s where s.work_id = ${works.id})`,
    })
    .from(works)
    .innerJoin(users, eq(users.id, works.separatorId))
    .where(and(eq(works.orderId, order.id), eq(works.type, 'separation')))
    .orderBy(works.begin);
  // The final count belongs to whoever finished the order: the last work.
  return rows.map((row, index) => ({
    separator: row.separator,
    total_items: row.totalItems,
    boxes: row.stepBoxes ?? (index === rows.length - 1 ? order.boxesNumber : null),
  }));
}

export async function getConferenceOrder(app: AppContext, user: AuthUser, orderId: string): Promise<ConferenceOrder> {
  const order = await findOrder(app.db, orderId);
  await ensureMayConfer(app.db, user, order);
  const [{ timeZone }, separations, steps, conference, firstPass] = await Promise.all([
    readSettingsRow(app.db),
    separationsOf(app.db, order),
    loadSteps(app.db, order.id),
    latestConference(app.db, order.id),
    finishedConferenceOf(app.db, order.id),
  ]);
  const marks = conference
    ? await app.db
        .select({ itemId: orderConferenceItems.itemId })
        .from(orderConferenceItems)
        .where(and(eq(orderConferenceItems.conferenceId, conference.id), eq(orderConferenceItems.separated, false)))
    : [];
  return {
    order: {
      order_id: order.orderId,
      client_data: { client_type: order.clientType, client_name: order.clientName, client_trade: order.clientTrade },
      is_critical: order.isCritical,
      route: order.route,
      color_route: order.colorRoute,
      instructions: order.instructions,
      scheduled_date: order.scheduledDate,
      scheduled_for_another_day: order.scheduledDate !== operationDate(app.now(), timeZone),
      boxes_number: order.boxesNumber,
      checking_status: order.checkingStatus,
      separation_group: order.separationGroup,
      awaiting_review: order.checkingStatus === CHECKING_STATUS.conference && Boolean(firstPass),
    },
    separations,
    steps,
    conference: conference ? await recordToWire(app.db, conference, order.orderId) : null,
    not_in_box: marks.map((mark) => mark.itemId).sort((a, b) => a - b),
  };
}

export async function openConferenceOf(db: DbOrTx, userId: number): Promise<{ conference: ConferenceRow; orderId: string } | undefined> {
  const [row] = await db
    .select({ conference: orderConferences, orderId: orders.orderId })
    .from(orderConferences)
    .innerJoin(orders, eq(orders.id, orderConferences.orderId))
    .where(and(eq(orderConferences.checkedById, userId), isNull(orderConferences.finishedAt), operatorConference))
    .orderBy(desc(orderConferences.id))
    .limit(1);
  return row;
}

export async function startConference(app: AppContext, user: AuthUser, orderId: string): Promise<ConferenceRecord> {
  return app.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    await ensureMayConfer(tx, user, order);
    const mine = await openConferenceOf(tx, user.id);
    if (mine && mine.orderId === order.orderId) return recordToWire(tx, mine.conference, order.orderId);
    if (mine) throw conflict(`Finalize a conferência do pedido #${mine.orderId} antes de iniciar outra.`);
    if (order.permissionToSeparate === 'recused') throw conflict(`Pedido #${orderId} foi cancelado`);
    if (order.checkingStatus !== CHECKING_STATUS.conference) throw conflict(`Pedido #${orderId} não está aguardando conferência.`);
    const open = await latestConference(tx, order.id);
    if (open && !open.finishedAt) {
      const taken = await recordToWire(tx, open, order.orderId);
      throw conflict(`Pedido #${orderId} já está em conferência por ${taken.checked_by ?? 'outro usuário'}.`);
    }
    // The review is a checker's, and not of whoever conferred it the first time.
    if (awaitsReview(order, open) && (!hasAnyPermission(user.permissions, ['SeparationCheck']) || open.checkedById === user.id)) {
      throw conflict(awaitingReviewMessage(orderId));
    }
    const [created] = await tx
      .insert(orderConferences)
      .values({ orderId: order.id, checkedById: user.id, isCritical: false, startedAt: app.now() })
      .returning();
    return recordToWire(tx, created!, order.orderId);
  });
}

export interface FinishInput {
  orderId: string;
  items: { itemId: number; separated: boolean }[];
  boxesQuantity: number;
}

export interface FinishReply {
  message: string;
  data: { order_id: string; checking_status: number; boxes_quantity: number };
}

/** Every confirmed item of the order gets a mark; those not listed were put in the box. */
async function saveMarks(tx: Tx, conferenceId: number, orderPk: number, input: FinishInput): Promise<void> {
  const confirmed = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.orderId, orderPk), sql`coalesce(${items.confirmedQuantity}, 0) > 0`));
  const ids = new Set(confirmed.map((item) => item.id));
  const stranger = input.items.find((item) => !ids.has(item.itemId));
  if (stranger) {
    const message = `O item ${stranger.itemId} não é um item separado deste pedido.`;
    throw badRequest(message, [{ field: 'body.items', message }]);
  }
  const notInBox = new Set(input.items.filter((item) => !item.separated).map((item) => item.itemId));
  if (!ids.size) return;
  await tx
    .insert(orderConferenceItems)
    .values([...ids].map((itemId) => ({ conferenceId, itemId, separated: !notInBox.has(itemId) })));
}

export async function finishConference(app: AppContext, user: AuthUser, input: FinishInput): Promise<FinishReply> {
  return app.db.transaction(async (tx) => {
    const order = await findOrder(tx, input.orderId, true);
    await ensureMayConfer(tx, user, order);
    const reply = (checkingStatus: number, boxes: number): FinishReply => ({
      message: CONFERENCE_MESSAGE.finished,
      data: { order_id: order.orderId, checking_status: checkingStatus, boxes_quantity: boxes },
    });
    const latest = await latestConference(tx, order.id);
    const open = latest && !latest.finishedAt && latest.checkedById === user.id ? latest : undefined;
    if (!open) {
      // A retry of a finish whose reply was lost: the first one stands.
      if (latest?.finishedAt && latest.checkedById === user.id) {
        const boxes = latest.adjustedBoxesNumber ?? input.boxesQuantity;
        if (order.checkingStatus !== CHECKING_STATUS.conference) return reply(order.checkingStatus ?? CHECKING_STATUS.separated, boxes);
        return { ...reply(CHECKING_STATUS.conference, boxes), message: CONFERENCE_MESSAGE.sentForReview };
      }
      throw conflict(`Inicie a conferência do pedido #${order.orderId} antes de finalizá-la.`);
    }
    await saveMarks(tx, open.id, order.id, input);
    const now = app.now();
    // Whoever confers, the picker no longer owes this order's conference.
    await closeRevisions(tx, order.id, now);
    const review = await finishedConferenceOf(tx, order.id);
    if (!review && hasAnyPermission(user.permissions, ['SeparationCriticalOrBeginner']) && (await pickedBy(tx, order.id, user.id))) {
      // A beginner's own order: their count is kept on their conference, the order waits for a checker.
      await tx.update(orderConferences).set({ finishedAt: now, adjustedBoxesNumber: input.boxesQuantity }).where(eq(orderConferences.id, open.id));
      await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
      return { ...reply(CHECKING_STATUS.conference, input.boxesQuantity), message: CONFERENCE_MESSAGE.sentForReview };
    }
    const waitingBreaks = await tx
      .select({ id: breaks.id })
      .from(breaks)
      .where(and(eq(breaks.orderId, order.id), eq(breaks.released, false)))
      .limit(1);
    const checkingStatus = waitingBreaks.length ? CHECKING_STATUS.waitingReposition : CHECKING_STATUS.separated;
    await tx
      .update(orderConferences)
      .set({ finishedAt: now, adjustedBoxesNumber: input.boxesQuantity, hasBeenReviewed: Boolean(review) })
      .where(eq(orderConferences.id, open.id));
    await tx
      .update(orders)
      .set({ conferenceBoxesNumber: input.boxesQuantity, checkingStatus, updatedAt: now })
      .where(eq(orders.id, order.id));
    if (order.conferenceBoxesNumber !== input.boxesQuantity) {
      await tx.insert(boxCountChanges).values({
        orderId: order.id,
        field: 'conference_boxes_number',
        oldValue: order.conferenceBoxesNumber,
        newValue: input.boxesQuantity,
        userId: user.id,
        source: 'conference',
        createdAt: now,
      });
    }
    return reply(checkingStatus, input.boxesQuantity);
  });
}

export async function recoverConference(app: AppContext, userId: number) {
  const open = await openConferenceOf(app.db, userId);
  if (!open) return { message: CONFERENCE_MESSAGE.none, data: null };
  return { message: CONFERENCE_MESSAGE.found, data: { order: { order_id: open.orderId } } };
}


const WAITING_LIMIT = 100;

export async function listWaitingOrders(app: AppContext): Promise<{ results: WaitingOrder[] }> {
  // The subqueries name orders.id in full: without a join drizzle leaves columns unqualified.
  const rows = await app.db
    .select({
      orderId: orders.orderId,
      clientType: orders.clientType,
      clientName: orders.clientName,
      clientTrade: orders.clientTrade,
      route: orders.route,
      boxesNumber: orders.boxesNumber,
      endTime: orders.endTime,
      separator: sql<string | null>`(select u.name from works w join users u on u.id = w.separator_id
        where w.order_id = orders.id and w.type = 'separation' order by w.begin desc limit 1)`,
      checkingBy: sql<string | null>`(select u.username from order_conferences c join users u on u.id = c.checked_by_id
        where c.order_id = orders.id and not c.is_critical and c.finished_at is null order by c.id desc limit 1)`,
      awaitingReview: sql<boolean>`exists (select 1 from order_conferences c
        where c.order_id = orders.id and not c.is_critical and c.finished_at is not null)`,
    })
    .from(orders)
    .where(waitingForConference)
    .orderBy(sql`${orders.endTime} asc nulls last`, orders.orderId)
    .limit(WAITING_LIMIT);
  return {
    results: rows.map((row) => ({
      order_id: row.orderId,
      client_name: clientDisplayName(row),
      route: row.route,
      separator: row.separator,
      boxes_number: row.boxesNumber,
      separated_at: row.endTime?.toISOString() ?? null,
      checking_by: row.checkingBy,
      awaiting_review: row.awaitingReview,
    })),
  };
}
