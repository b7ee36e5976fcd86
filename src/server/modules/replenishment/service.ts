// Stock replenishment requests (spec/panel.md §2 'Replenishment', §4): a group asks for a
// SKU (a picker's break asks by itself), the panel answers "Reposto" (reabastecido) or
// "Sem estoque" (quebra). One open request per SKU and group: asking again while one waits
// answers the waiting one, so a SKU broken by three pickers is asked once.
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, lt, min, or, sql, type SQL } from 'drizzle-orm';
import type { ReplenishmentRequest } from '../../../shared/contract/replenishment';
import type { ReplenishmentStatus } from '../../../shared/domain/alerts';
import { dayBounds, operationDate } from '../../../shared/domain/operation-day';
import { formatDuration } from '../../../shared/format/time';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { products, replenishmentRequests, separationGroups, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';

const WAITING: ReplenishmentStatus = 'aguardando resposta';
/** Advisory-lock namespace of the open-request check (the second key is the SKU). */
const REQUEST_LOCK = 7301;
const requester = aliasedTable(users, 'requester');
const responder = aliasedTable(users, 'responder');

function selectRequests(db: DbOrTx) {
  return db
    .select({ request: replenishmentRequests, product: products, requester: requester.name, responder: responder.name })
    .from(replenishmentRequests)
    .innerJoin(products, eq(products.sku, replenishmentRequests.sku))
    .innerJoin(requester, eq(requester.id, replenishmentRequests.userRequestId))
    .leftJoin(responder, eq(responder.id, replenishmentRequests.userResponseId))
    .$dynamic();
}
interface RequestRow {
  request: typeof replenishmentRequests.$inferSelect;
  product: typeof products.$inferSelect;
  requester: string;
  responder: string | null;
}

function toWire(row: RequestRow): ReplenishmentRequest {
  const { request } = row;
  return {
    id: request.id,
    created: request.createdAt.toISOString(),
    sku: request.sku,
    sku_name: row.product.name,
    image: row.product.imagePath,
    separation_group: request.separationGroup,
    user_request: row.requester,
    user_response: row.responder,
    status: request.status as ReplenishmentStatus,
    time_to_response: request.respondedAt
      ? formatDuration((request.respondedAt.getTime() - request.createdAt.getTime()) / 1000)
      : null,
  };
}

async function loadRequest(db: DbOrTx, id: number): Promise<ReplenishmentRequest> {
  const [row] = await selectRequests(db).where(eq(replenishmentRequests.id, id));
  if (!row) throw notFound('Solicitação não encontrada.');
  return toWire(row);
}

export interface ReplenishmentAsk {
  sku: number;
  separationGroup: number;
  userId: number;
  now: Date;
}

/**
 * Opens a request for the SKU in the group, or finds the one already waiting. Runs inside
 * the caller's transaction (the picker's break writes it with the break). The advisory lock
 * makes two pickers breaking the same SKU at once open one request, not two.
 */
export async function requestReplenishment(tx: Tx, ask: ReplenishmentAsk): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REQUEST_LOCK}, ${ask.sku})`);
  const [waiting] = await tx
    .select({ id: replenishmentRequests.id })
    .from(replenishmentRequests)
    .where(
      and(
        eq(replenishmentRequests.sku, ask.sku),
        eq(replenishmentRequests.separationGroup, ask.separationGroup),
        eq(replenishmentRequests.status, WAITING),
      ),
    )
    .limit(1);
  if (waiting) return waiting.id;
  const [created] = await tx
    .insert(replenishmentRequests)
    .values({ sku: ask.sku, separationGroup: ask.separationGroup, userRequestId: ask.userId, createdAt: ask.now })
    .returning({ id: replenishmentRequests.id });
  return created!.id;
}

export async function createReplenishment(app: AppContext, userId: number, body: { sku: number; separationGroup: number }) {
  return app.db.transaction(async (tx) => {
    const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.sku, body.sku));
    if (!product) throw badRequest(`SKU ${body.sku} não encontrado.`, [{ field: 'body.sku', message: 'SKU não encontrado' }]);
    const [group] = await tx
      .select({ id: separationGroups.id })
      .from(separationGroups)
      .where(eq(separationGroups.separationGroup, body.separationGroup));
    if (!group) {
      const message = `Grupo de separação ${body.separationGroup} não encontrado.`;
      throw badRequest(message, [{ field: 'body.separationGroup', message }]);
    }
    const id = await requestReplenishment(tx, { ...body, userId, now: app.now() });
    return loadRequest(tx, id);
  });
}

/** Answers a waiting request; the same answer sent again (a retry) changes nothing. */
export async function answerReplenishment(
  app: AppContext,
  userId: number,
  body: { replenishmentId: number; status: 'reabastecido' | 'quebra' },
): Promise<ReplenishmentRequest> {
  return app.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(replenishmentRequests)
      .where(eq(replenishmentRequests.id, body.replenishmentId))
      .for('update');
    if (!request) throw notFound('Solicitação não encontrada.');
    if (request.status === body.status) return loadRequest(tx, request.id);
    if (request.status !== WAITING) throw conflict(`Esta solicitação já foi respondida (${request.status}).`);
    const now = app.now();
    await tx
      .update(replenishmentRequests)
      .set({ status: body.status, userResponseId: userId, respondedAt: now < request.createdAt ? request.createdAt : now })
      .where(eq(replenishmentRequests.id, request.id));
    return loadRequest(tx, request.id);
  });
}

export async function listGroups(app: AppContext) {
  const rows = await app.db
    .select({
      separationGroup: replenishmentRequests.separationGroup,
      marketNumber: separationGroups.marketNumber,
      waiting: count(),
      oldest: min(replenishmentRequests.createdAt),
    })
    .from(replenishmentRequests)
    .leftJoin(separationGroups, eq(separationGroups.separationGroup, replenishmentRequests.separationGroup))
    .where(eq(replenishmentRequests.status, WAITING))
    .groupBy(replenishmentRequests.separationGroup, separationGroups.marketNumber)
    .orderBy(asc(replenishmentRequests.separationGroup));
  return {
    results: rows.map((row) => ({
      separation_group: row.separationGroup,
      market_number: row.marketNumber,
      waiting: Number(row.waiting),
      oldest: new Date(row.oldest ?? 0).toISOString(),
    })),
  };
}

export async function listGroupItems(app: AppContext, separationGroup: number) {
  const rows = await selectRequests(app.db)
    .where(and(eq(replenishmentRequests.separationGroup, separationGroup), eq(replenishmentRequests.status, WAITING)))
    .orderBy(asc(replenishmentRequests.createdAt), asc(replenishmentRequests.id));
  return { results: rows.map(toWire) };
}

export interface HistoryQuery {
  page: number;
  pageSize: number;
  replenishmentToday?: boolean;
  initialSeparationDate?: string;
  finalSeparationDate?: string;
  status: 'todos' | ReplenishmentStatus;
  userResponseName?: string;
}

export async function listHistory(app: AppContext, query: HistoryQuery) {
  const { timeZone } = await readSettingsRow(app.db);
  const today = operationDate(app.now(), timeZone);
  const first = query.replenishmentToday ? today : (query.initialSeparationDate ?? today);
  const last = query.replenishmentToday ? today : (query.finalSeparationDate ?? first);
  if (last < first) {
    const message = 'A data final não pode ser anterior à data inicial.';
    throw badRequest(message, [{ field: 'query.finalSeparationDate', message }]);
  }
  const name = query.userResponseName?.trim();
  const conditions: (SQL | undefined)[] = [
    gte(replenishmentRequests.createdAt, dayBounds(first, timeZone).start),
    lt(replenishmentRequests.createdAt, dayBounds(last, timeZone).end),
    query.status === 'todos' ? undefined : eq(replenishmentRequests.status, query.status),
    name ? or(ilike(responder.name, `%${name}%`), ilike(responder.username, `%${name}%`)) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await app.db
    .select({ n: count() })
    .from(replenishmentRequests)
    .leftJoin(responder, eq(responder.id, replenishmentRequests.userResponseId))
    .where(where);
  const rows = await selectRequests(app.db)
    .where(where)
    .orderBy(desc(replenishmentRequests.createdAt), desc(replenishmentRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { results: rows.map(toWire), total_count: Number(total?.n ?? 0) };
}
