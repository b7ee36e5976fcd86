// New orders and recovery of unfinished work (spec/operator.md §4 'Picking screen flow' 1-3).
//
// Pickers of one group and step who ask for an order at the same moment are served together:
// one transaction locks them, finds who already holds an order, and hands the others the
// next orders of the queue in the order they asked. At the start of a shift a whole line asks
// at once; one transaction per picker would make the last one wait for all the others'
// round trips and commits (bench/picking.ts: a hundred at once), one per moment does not.
// A picker asking alone is served at once, as a batch of one.
import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { PICKING_MESSAGE, pickingEndpoints, type NewOrderReply, type RecoveredWork } from '../../../shared/contract/picking';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, separationGroups, users, works } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { anyOfIds, preparedStatement } from '../../db/prepared';
import { sideBySide } from '../../db/side-by-side';
import { perApp } from '../../per-app';
import { signedInUsersOf } from '../../auth/signed-in-users';
import { readSettingsRow } from '../settings/service';
import { countQueue, isPeakDay, takeNextOrders, type QueueQuery } from './queue';
import { owedAmong, revisionPending, type OwedRevision } from './revision';
import { loadState, loadStepsOfOrders, stateOf, type OrderRow } from './state';

/** The most pickers one transaction serves; more asking at once make several batches. */
const MAX_BATCH = 200;

interface Outcome {
  message: string;
  /** The work the picker holds and its order, when they hold one. */
  held: { workId: number; orderId: number } | null;
  /** Why the picker gets no order (a revision they owe): their request fails with it. */
  refusal?: HttpError;
}

const nothing = (message: string, remaining = 0): NewOrderReply => ({ message, remaining, work: null, order: null, steps: [] });

/**
 * One batcher per line (group and step): a picker asking while the line's previous batch is
 * still taking its orders joins the next batch, which starts as soon as that one commits.
 */
function lineBatcher(app: AppContext, separationGroup: number, step: number): DataLoader<number, NewOrderReply> {
  let taking: Promise<unknown> = Promise.resolve();
  return new DataLoader<number, NewOrderReply>(
    (userIds) => {
      const taken = takeForLine(app, separationGroup, step, [...new Set(userIds)]);
      taking = taken.catch(() => undefined);
      return taken.then((line) => replyToLine(app.db, line, userIds));
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // After the line's previous batch, and after the sign-in checks under way: a burst's
      // requests reach this line one by one as their users are read, and the first alone
      // would otherwise be a batch of one that the other 99 wait for.
      batchScheduleFn: (serve) =>
        void taking
          .then(() => signedInUsersOf(app).lookupsUnderWay())
          .then(() => setImmediate(serve)),
    },
  );
}

const linesOf = perApp((_app: AppContext) => new Map<string, DataLoader<number, NewOrderReply>>());

export function getNewOrder(app: AppContext, userId: number, input: { step: number; separationGroup: number }): Promise<NewOrderReply> {
  const lines = linesOf(app);
  const key = `${input.separationGroup}:${input.step}`;
  let line = lines.get(key);
  if (!line) lines.set(key, (line = lineBatcher(app, input.separationGroup, input.step)));
  return line.load(userId);
}

interface TakenLine {
  query: QueueQuery;
  outcomes: Map<number, Outcome>;
}

/** The line's group and the day's queue rules. */
async function lineQuery(app: AppContext, separationGroup: number, step: number, now: Date): Promise<QueueQuery> {
  const [[group], settings] = await Promise.all([
    app.db.select().from(separationGroups).where(eq(separationGroups.separationGroup, separationGroup)),
    readSettingsRow(app.db),
  ]);
  if (!group) throw notFound('Grupo de separação não encontrado.');
  return { group, step, peakDay: isPeakDay(settings.peakDays, now, settings.timeZone) };
}

/** The orders the pickers of one group and step hold or take, committed. */
async function takeForLine(app: AppContext, separationGroup: number, step: number, pickers: number[]): Promise<TakenLine> {
  const now = app.now();
  // Read before the transaction, not beside it: the embedded database has one connection,
  // which the transaction holds until it ends.
  const query = await lineQuery(app, separationGroup, step, now);
  // The transaction only takes the orders; they and their items are read after it commits,
  // so the pickers' rows and the orders stay locked as briefly as possible.
  return { query, outcomes: await app.db.transaction((tx) => takeOrders(tx, query, pickers, now)) };
}

/** The replies, in the order of `userIds` (a picker who asked twice gets one reply twice). */
async function replyToLine(db: DbOrTx, { query, outcomes }: TakenLine, userIds: readonly number[]): Promise<(NewOrderReply | HttpError)[]> {
  const held = [...outcomes.values()].flatMap((outcome) => (outcome.held ? [outcome.held] : []));
  const orderIds = held.map(({ orderId }) => orderId);
  const [heldWorks, orderRows, steps, remaining] = await sideBySide(db, [
    () => worksById(db).execute({ ids: held.map(({ workId }) => workId) }),
    () => ordersById(db).execute({ ids: orderIds }),
    () => loadStepsOfOrders(db, orderIds),
    () => countQueue(db, query),
  ] as const);
  const workOf = new Map(heldWorks.map((work) => [work.id, work]));
  const orderOf = new Map(orderRows.map((order) => [order.id, order]));
  return userIds.map((userId) => {
    const { message, held, refusal } = outcomes.get(userId)!;
    if (refusal) return refusal;
    const work = held ? workOf.get(held.workId) : undefined;
    if (!work) return nothing(message);
    return { message, remaining, ...stateOf(work, orderOf.get(work.orderId)!, steps.get(work.orderId)!) };
  });
}

/**
 * A line's new orders once, undone: the line's group and rules read, orders taken for up to
 * `pickers` users who hold none, their replies read, checked against the contract and
 * serialised, then rolled back. The server does it before it listens (warm-up.ts), so the
 * first shift's burst after a start finds that code compiled, and compiled for batches, not
 * for one picker, instead of compiling it while a hundred pickers wait. It changes nothing:
 * those users and the orders it takes stay locked for the rehearsal's milliseconds.
 */
export async function rehearseNewOrders(app: AppContext, pickers: number): Promise<void> {
  const idle = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`not exists (select 1 from ${works} where ${works.separatorId} = ${users.id} and ${works.end} is null)`)
    .orderBy(asc(users.id))
    .limit(pickers);
  const [line] = await app.db.select({ group: separationGroups.separationGroup }).from(separationGroups).orderBy(asc(separationGroups.separationGroup)).limit(1);
  if (idle.length === 0 || !line) return; // a centre not set up yet has no path to rehearse
  const ids = idle.map(({ id }) => id);
  const now = app.now();
  const query = await lineQuery(app, line.group, 1, now);
  await app.db
    .transaction(async (tx) => {
      const outcomes = await takeOrders(tx, query, ids, now);
      for (const reply of await replyToLine(tx, { query, outcomes }, ids)) {
        if (!(reply instanceof HttpError)) JSON.stringify(pickingEndpoints.getNewOrder.response.parse(reply));
      }
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

async function takeOrders(tx: Tx, query: QueueQuery, pickers: number[], now: Date): Promise<Map<number, Outcome>> {
  // One picker, one order: a double tap, two tabs or another server process wait here
  // instead of taking two. Locked in id order, so two batches never wait on each other.
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, pickers)).orderBy(asc(users.id)).for('update');
  // Read after the lock, in a statement of its own: under READ COMMITTED only a fresh
  // statement sees the work a concurrent request of the same picker just committed. One
  // statement for both kinds of open work (a round trip fewer on a batch's way).
  const { open, revisions } = await openWorksOf(tx, pickers);
  const outcomes = new Map<number, Outcome>();
  const cancelled: number[] = [];
  for (const [userId, { work, order }] of open) {
    if (isCancelled(order)) {
      cancelled.push(work.id);
      outcomes.set(userId, { message: PICKING_MESSAGE.canceled, held: null });
    } else {
      outcomes.set(userId, { message: PICKING_MESSAGE.success, held: { workId: work.id, orderId: order.id } });
    }
  }
  if (cancelled.length) await tx.update(works).set({ end: now }).where(inArray(works.id, cancelled));

  // A picker who owes the conference of the order they finished takes nothing new.
  const owed = await owedAmong(tx, revisions.filter(({ work }) => !open.has(work.separatorId)), now);
  for (const [userId, { order }] of owed) outcomes.set(userId, { message: PICKING_MESSAGE.revisionPending, held: null, refusal: revisionPending(order.orderId) });
  const free = pickers.filter((userId) => !open.has(userId) && !owed.has(userId));
  const taken = free.length ? await takeNextOrders(tx, query, free, now) : [];
  for (const { userId, workId, orderId } of taken) outcomes.set(userId, { message: PICKING_MESSAGE.success, held: { workId, orderId } });
  for (const userId of free) if (!outcomes.has(userId)) outcomes.set(userId, { message: PICKING_MESSAGE.ordersNotFound, held: null });
  return outcomes;
}

const ordersById = preparedStatement('picking_orders_by_id', (db) => db.select().from(orders).where(anyOfIds(orders.id)), { ids: [] });
const worksById = preparedStatement('picking_works_by_id', (db) => db.select().from(works).where(anyOfIds(works.id)), { ids: [] });
// Prepared: a tablet's every opening asks for its picker's open work (recoverWork), a whole
// line at once at the start of a shift; Drizzle built this select of two whole rows anew each
// time, most of the request's CPU (tmp profile of 100 openings at once, 2026-11-27).
const openWorksOfPickers = preparedStatement(
  'picking_open_works_of_pickers',
  (db) =>
    db
      .select({ work: works, order: orders })
      .from(works)
      .innerJoin(orders, eq(orders.id, works.orderId))
      .where(and(anyOfIds(works.separatorId), isNull(works.end), inArray(works.type, ['separation', 'revision'])))
      .orderBy(asc(works.begin)),
  { ids: [] },
);

/** A cancelled order holds nobody: its picker's open work is closed when next looked up. */
const isCancelled = (order: OrderRow) => order.permissionToSeparate === 'recused';

/**
 * The open picking work of each of these pickers (their oldest, should there be two), and
 * their open revision works with the orders (oldest first), for the revisions they owe.
 */
async function openWorksOf(db: DbOrTx, pickers: number[]): Promise<{ open: Map<number, OwedRevision>; revisions: OwedRevision[] }> {
  const rows = await openWorksOfPickers(db).execute({ ids: pickers });
  const open = new Map<number, OwedRevision>();
  const revisions: OwedRevision[] = [];
  for (const row of rows) {
    if (row.work.type === 'revision') revisions.push(row);
    else if (!open.has(row.work.separatorId)) open.set(row.work.separatorId, row);
  }
  return { open, revisions };
}

/**
 * The picker's unfinished work: the order they are picking (type 'separation'), else the
 * order whose conference they owe (type 'revision', which the screen must not pick again).
 */
export async function recoverWork(app: AppContext, userId: number): Promise<RecoveredWork> {
  const { open, revisions } = await openWorksOf(app.db, [userId]);
  const held = open.get(userId);
  if (held && isCancelled(held.order)) {
    await app.db.update(works).set({ end: app.now() }).where(and(eq(works.id, held.work.id), isNull(works.end)));
    return { message: PICKING_MESSAGE.canceled, type: null, data: null };
  }
  if (held) return { message: PICKING_MESSAGE.success, type: 'separation', data: await loadState(app.db, held.work, held.order) };
  const owed = (await owedAmong(app.db, revisions, app.now())).get(userId);
  if (owed) return { message: PICKING_MESSAGE.revisionPending, type: 'revision', data: await loadState(app.db, owed.work, owed.order) };
  return { message: PICKING_MESSAGE.unfinishedNotFound, type: null, data: null };
}
