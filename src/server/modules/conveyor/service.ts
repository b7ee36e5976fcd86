// Conveyor actions besides box reads: the on/off switch, truck loadings, the admin-code box
// confirmation, the pending-order lock, box history and the over-capacity treatment.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PendingLock, TruckLoading } from '../../../shared/contract/conveyor';
import { CAROUSEL_SIZE, PENDING_LOCK_MIN_ORDERS } from '../../../shared/contract/conveyor';
import type { RouteOverLimit } from '../../../shared/contract/events';
import { loadingDayBounds, operationDate } from '../../../shared/domain/operation-day';
import { treatmentChangeError } from '../../../shared/domain/over-capacity';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { boxConferences, boxCountChanges, orders, routes, settings, truckLoadings, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { readSettingsRow } from '../settings/service';
import { internetState } from '../two-factor/internet';
import { boxError, emit, type Emission } from './emissions';
import { activeTruckLoading } from './engine';
import { countPendingOrders, loadConveyorOrder, recentlyReadCards, routeLoad, toCard } from './orders';

export const ADMIN_CODE_MISMATCH = 'QRcode diferente do ADMIN';

export async function setConveyorEnabled(app: AppContext, enabled: boolean): Promise<Emission[]> {
  await app.db.update(settings).set({ conveyorEnabled: enabled, updatedAt: app.now() });
  return [enabled ? emit('conveyorBeltEnabled', { enabled: true }) : emit('conveyorBeltDisabled', { enabled: false })];
}

function toTruckLoading(row: typeof truckLoadings.$inferSelect): TruckLoading {
  return {
    license_plate: row.licensePlate,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime?.toISOString() ?? null,
  };
}

/** A loading error is both the caller's reply and a truckLoadingError on the conveyor screens. */
function loadingError(app: AppContext, title: string): ReturnType<typeof conflict> {
  app.events.raise({ kind: 'conveyor', messages: [emit('truckLoadingError', { title: 'Erro ao processar carregamento', description: title })] });
  return conflict(title);
}

export async function startTruckLoading(app: AppContext, plate: string, userId: number): Promise<TruckLoading> {
  const active = await activeTruckLoading(app.db);
  if (active) throw loadingError(app, `Já existe um carregamento em andamento (placa ${active.licensePlate})`);
  const { timeZone } = await readSettingsRow(app.db);
  const [row] = await app.db
    .insert(truckLoadings)
    .values({ licensePlate: plate, operationDate: operationDate(app.now(), timeZone), startTime: app.now(), startedById: userId })
    .returning();
  return toTruckLoading(row!);
}

export async function finishTruckLoading(app: AppContext, plate: string | undefined, userId: number): Promise<TruckLoading> {
  const active = await activeTruckLoading(app.db);
  if (!active) throw loadingError(app, 'Nenhum carregamento em andamento');
  if (plate && plate.trim().toUpperCase() !== active.licensePlate) {
    throw loadingError(app, `O carregamento em andamento é da placa ${active.licensePlate}`);
  }
  const [row] = await app.db
    .update(truckLoadings)
    .set({ endTime: app.now(), finishedById: userId })
    .where(eq(truckLoadings.id, active.id))
    .returning();
  return toTruckLoading(row!);
}

export const NO_ACTIVE_LOADING = 'Nenhum carregamento em andamento';

export async function truckLoadingStatus(db: DbOrTx): Promise<TruckLoading | { message: string }> {
  const active = await activeTruckLoading(db);
  return active ? toTruckLoading(active) : { message: NO_ACTIVE_LOADING };
}

/** The admin confirms the boxes of an order by its code: the count becomes the corrected one. */
export async function confirmBoxCount(
  app: AppContext,
  input: { orderId: string; boxes: number; adminCode: string; userId: number },
): Promise<{ order_id: string; corrected_boxes_number: number }> {
  const { token } = await readSettingsRow(app.db);
  if (input.adminCode.trim() !== token) throw badRequest(ADMIN_CODE_MISMATCH);
  const order = await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: orders.id, corrected: orders.correctedBoxesNumber })
      .from(orders)
      .where(eq(orders.orderId, input.orderId))
      .for('update');
    if (!before) throw notFound(`Erro ao procurar pedido #${input.orderId}`);
    await tx
      .update(orders)
      .set({ correctedBoxesNumber: input.boxes, skipped: true, updatedAt: app.now() })
      .where(eq(orders.id, before.id));
    await tx.insert(boxCountChanges).values({
      orderId: before.id,
      field: 'corrected_boxes_number',
      oldValue: before.corrected,
      newValue: input.boxes,
      userId: input.userId,
      source: 'fixed_reader',
      createdAt: app.now(),
    });
    return loadConveyorOrder(tx, input.orderId);
  });
  const card = toCard(order!);
  app.events.raise({ kind: 'conveyor', messages: [emit('skipped', card), emit('confirmation', card)] });
  return { order_id: input.orderId, corrected_boxes_number: input.boxes };
}

/**
 * The lock and what its toggle depends on. The lock is off only while the centre is
 * offline: once the server's probe sees the internet again it is turned back on here.
 */
export async function pendingLock(app: AppContext): Promise<PendingLock> {
  const row = await readSettingsRow(app.db);
  const { online } = await internetState(app);
  let on = row.pendingOrderBlocksLoading;
  if (!on && online) {
    await app.db.update(settings).set({ pendingOrderBlocksLoading: true, updatedAt: app.now() });
    on = true;
  }
  return {
    pending_order_blocks_loading: on,
    pending_orders: await countPendingOrders(app.db, operationDate(app.now(), row.timeZone)),
    centre_online: online,
  };
}

/** The lock goes off only while the centre is offline and enough orders wait on payment. */
export async function setPendingLock(app: AppContext, on: boolean): Promise<PendingLock> {
  const current = await pendingLock(app);
  if (!on && current.centre_online) throw badRequest('A trava só pode ser desligada quando o CD está sem internet.');
  if (!on && current.pending_orders < PENDING_LOCK_MIN_ORDERS) {
    throw badRequest(`A trava só pode ser desligada com pelo menos ${PENDING_LOCK_MIN_ORDERS} pedidos pendentes.`);
  }
  await app.db.update(settings).set({ pendingOrderBlocksLoading: on, updatedAt: app.now() });
  return { ...current, pending_order_blocks_loading: on };
}

export async function boxHistory(db: DbOrTx, orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound(`Erro ao procurar pedido #${orderId}`);
  const rows = await db
    .select({ change: boxCountChanges, user: users.name })
    .from(boxCountChanges)
    .leftJoin(users, eq(users.id, boxCountChanges.userId))
    .where(eq(boxCountChanges.orderId, order.id))
    .orderBy(asc(boxCountChanges.createdAt), asc(boxCountChanges.id));
  return rows.map(({ change, user }) => ({
    field: change.field,
    old_value: change.oldValue,
    new_value: change.newValue,
    source: change.source,
    user,
    created: change.createdAt.toISOString(),
  }));
}

export async function updateRouteAbove(
  app: AppContext,
  id: number,
  change: { reduced?: boolean | null; is_hidden?: boolean },
  userId: number,
) {
  const [current] = await app.db.select({ isHidden: routes.isHidden, reduced: routes.reduced }).from(routes).where(eq(routes.id, id));
  if (!current) throw notFound('Rota não encontrada');
  // The states and actions of spec/loading.md §4: a change from the wrong state is refused.
  const refusal = treatmentChangeError(current, change);
  if (refusal) throw conflict(refusal);
  const [row] = await app.db
    .update(routes)
    .set({
      ...(change.reduced !== undefined ? { reduced: change.reduced, reducedById: change.reduced === null ? null : userId } : {}),
      ...(change.is_hidden !== undefined ? { isHidden: change.is_hidden, isHiddenById: userId } : {}),
    })
    .where(eq(routes.id, id))
    .returning();
  if (!row) throw notFound('Rota não encontrada');
  return {
    id: row.id,
    route: row.code,
    is_hidden: row.isHidden,
    is_hidden_by: row.isHiddenById,
    reduced: row.reduced,
    reduced_by: row.reducedById,
  };
}

/**
 * The conveyor's over-limit modal was answered: 'Reduzi' (still under analysis, so it
 * becomes reduced) or 'Não dá pra reduzir' (already marked not reducible by its PATCH).
 */
export async function resolveRouteAbove(app: AppContext, routeId: number, userId: number): Promise<Emission[]> {
  const load = await routeLoad(app.db, routeId);
  if (!load) return [boxError('Erro ao atualizar a rota', 'Rota não encontrada')];
  let reduced = load.reduced;
  if (reduced === null) {
    await app.db.update(routes).set({ reduced: true, reducedById: userId }).where(eq(routes.id, routeId));
    reduced = true;
  }
  const payload: RouteOverLimit = { id: load.id, route: load.code, totalBoxes: load.totalBoxes, capacity_vehicle: load.capacity };
  return [
    emit('routeAboveBoxNoTratamentResolved', payload),
    emit(reduced ? 'routeErrorConfirmed' : 'routeErrorNotConfirmed', payload),
  ];
}

export async function listLoadingOrders(
  app: AppContext,
  query: { scheduledDate?: string; route?: string; search?: string; page: number; pageSize: number },
) {
  const { timeZone } = await readSettingsRow(app.db);
  const date = query.scheduledDate ?? operationDate(app.now(), timeZone);
  const search = query.search?.trim();
  const where = and(
    eq(orders.scheduledDate, date),
    query.route ? eq(orders.route, query.route) : undefined,
    search ? or(ilike(orders.orderId, `%${search}%`), ilike(orders.clientName, `%${search}%`), ilike(orders.clientTrade, `%${search}%`)) : undefined,
  );
  const [total] = await app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await app.db
    .select({ order: orders, boxConferenceStatus: boxConferences.status })
    .from(orders)
    .leftJoin(boxConferences, eq(boxConferences.orderId, orders.id))
    .where(where)
    .orderBy(asc(orders.route), asc(orders.orderId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total_count: total?.n ?? 0,
    results: rows.map(({ order, boxConferenceStatus }) => ({
      order_id: order.orderId,
      route: order.route,
      color_route: order.colorRoute,
      client_name_or_trade: order.clientTrade || order.clientName,
      scheduled_date: order.scheduledDate,
      permission_to_separate: order.permissionToSeparate,
      checking_status: order.checkingStatus,
      has_invoice: order.hasInvoice,
      released_without_invoice: order.releasedWithoutInvoiceById !== null,
      box_conference_status: boxConferenceStatus,
      expected_boxes: order.adjustedBoxesNumber ?? order.boxesByConferencer ?? order.conferenceBoxesNumber ?? order.boxesNumber,
      loading_boxes_number: order.loadingBoxesNumber ?? 0,
      skipped: order.skipped,
    })),
  };
}

/**
 * The carousel of a screen that comes back: the last orders the belt read in its day
 * (from 07:00, loadingDayBounds), latest first. The calendar day would have emptied it at
 * midnight, in the middle of the night's loading.
 */
export async function recentConveyorCards(app: AppContext) {
  const { timeZone } = await readSettingsRow(app.db);
  const { start, end } = loadingDayBounds(app.now(), timeZone);
  return recentlyReadCards(app.db, start, end, CAROUSEL_SIZE);
}
