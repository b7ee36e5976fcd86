// Alerts: help calls, requests to scan another SKU, lost pre-pickings and pre-picking break
// reports (spec/operator.md §4, §7 'Alerts'). A picker raises them about their own open work;
// supervisors answer. Every answer is one conditional UPDATE, so two supervisors answering
// at once cannot both win: the second is told the alert was already answered.
import { and, eq, sql } from 'drizzle-orm';
import { ALERT_ANSWERERS, type Alert } from '../../../shared/contract/alerts';
import type { AlertKind, AlertStatus } from '../../../shared/domain/alerts';
import { hasAnyPermission } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { alerts, products, separationGroups, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { holdWork } from '../picking/access';
import { itemOfWork } from '../picking/items-service';
import { openWorkOf } from '../picking/state';
import { authorizationOf, latestOtherSku } from '../picking/other-sku';
import { loadAlert, loadAlerts, openStatuses, ownedBy, topicOf, type AlertRow } from './wire';

export const isAnswerer = (user: AuthUser): boolean => hasAnyPermission(user.permissions, ALERT_ANSWERERS);

const ALERT_NOT_FOUND = 'Alerta não encontrado.';
export const ALREADY_ANSWERED = 'Este alerta já foi respondido.';
export const SUPPORT_ALREADY_CALLED = 'Chamado já realizado: aguarde o supervisor.';
export const REQUEST_OF_FINISHED_WORK = 'A separação deste pedido já foi finalizada: o pedido de outro SKU não vale mais.';

async function reload(db: DbOrTx, id: number): Promise<Alert> {
  const alert = await loadAlert(db, id);
  if (!alert) throw notFound(ALERT_NOT_FOUND);
  return alert;
}

export async function listAlerts(app: AppContext, user: AuthUser, query: { status?: AlertStatus; kind?: AlertKind }): Promise<Alert[]> {
  return loadAlerts(
    app.db,
    and(
      query.status ? eq(alerts.status, query.status) : openStatuses(),
      query.kind ? eq(alerts.kind, query.kind) : undefined,
      isAnswerer(user) ? undefined : ownedBy(user.id),
    ),
  );
}

export async function getAlert(app: AppContext, user: AuthUser, id: number): Promise<Alert> {
  const alert = await loadAlert(app.db, id);
  // Another picker's alert is as good as missing: no 403 that would confirm it exists.
  if (!alert || (!isAnswerer(user) && alert.user_request.id !== user.id)) throw notFound(ALERT_NOT_FOUND);
  return alert;
}

/** Serialises one picker's requests: two taps on the help button create one call. */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function callSupport(app: AppContext, user: AuthUser, body: { separationGroup: number; reasonForCalling: string }): Promise<Alert> {
  return app.db.transaction(async (tx) => {
    const [group] = await tx.select({ id: separationGroups.id }).from(separationGroups).where(eq(separationGroups.separationGroup, body.separationGroup));
    if (!group) throw notFound('Grupo de separação não encontrado.');
    await lockUser(tx, user.id);
    const [open] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(ownedBy(user.id), eq(alerts.kind, 'support'), eq(alerts.status, 'pendente')))
      .limit(1);
    if (open) throw conflict(SUPPORT_ALREADY_CALLED);
    // The call names the order the picker holds, so the supervisor knows where to go.
    const held = await openWorkOf(tx, user.id);
    const [created] = await tx
      .insert(alerts)
      .values({
        kind: 'support',
        status: 'pendente',
        userRequestId: user.id,
        separationGroup: body.separationGroup,
        reason: body.reasonForCalling,
        orderId: held?.order.id ?? null,
        workId: held?.work.id ?? null,
        createdAt: app.now(),
      })
      .returning({ id: alerts.id });
    return reload(tx, created!.id);
  });
}

/** What each answer may follow: a request awaits accept/declined, a pending alert is closed. */
const ANSWER_FROM: Record<'accept' | 'declined' | 'concluido', AlertStatus> = {
  accept: 'awaiting',
  declined: 'awaiting',
  concluido: 'pendente',
};

/**
 * Moves an alert from the status the answer requires to the answer, in one statement.
 * `kinds` narrows which alerts the calling route answers.
 */
export async function answer(app: AppContext, user: AuthUser, id: number, status: keyof typeof ANSWER_FROM, kinds?: readonly AlertKind[]): Promise<Alert> {
  return app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(alerts).where(eq(alerts.id, id));
    if (!current) throw notFound(ALERT_NOT_FOUND);
    if (kinds && !kinds.includes(current.kind as AlertKind)) throw badRequest('Este alerta não é um chamado de suporte.');
    checkAnswerFits(current, status);
    // Pending but no longer open (the bell's own rule): a request whose order was finished.
    if (!(await isOpen(tx, id))) throw conflict(REQUEST_OF_FINISHED_WORK);
    const [updated] = await tx
      .update(alerts)
      .set({ status, userResponseId: user.id, respondedAt: sql`greatest(${app.now().toISOString()}::timestamptz, ${alerts.createdAt})` })
      .where(and(eq(alerts.id, id), eq(alerts.status, ANSWER_FROM[status])))
      .returning({ id: alerts.id });
    if (!updated) throw conflict(ALREADY_ANSWERED);
    return reload(tx, id);
  });
}

async function isOpen(tx: Tx, id: number): Promise<boolean> {
  const [open] = await tx.select({ id: alerts.id }).from(alerts).where(and(eq(alerts.id, id), openStatuses()));
  return open !== undefined;
}

function checkAnswerFits(current: AlertRow, status: keyof typeof ANSWER_FROM): void {
  const topic = topicOf(current);
  const answered = current.status !== 'pendente' && current.status !== 'awaiting';
  if (answered) throw conflict(ALREADY_ANSWERED);
  if (topic === 'otherSku' && status === 'concluido') throw badRequest("Responda o pedido de outro SKU com 'accept' ou 'declined'.");
  if (topic !== 'otherSku' && status !== 'concluido') throw badRequest("Este alerta é fechado com 'concluido'.");
}

export async function otherSkuAuthorization(app: AppContext, itemId: number): Promise<{ authorization: boolean | null; alert: Alert | null }> {
  const latest = await latestOtherSku(app.db, itemId);
  return { authorization: authorizationOf(latest), alert: latest ? await reload(app.db, latest.id) : null };
}

export async function requestOtherSku(app: AppContext, user: AuthUser, body: { workId: number; itemId: number; sku?: number }): Promise<Alert> {
  return app.db.transaction(async (tx) => {
    // Holding the work locks its order: two taps on 'Confirmar' make one request.
    const held = await holdWork(tx, body.workId, user.id);
    const item = await itemOfWork(tx, held, body.itemId);
    const latest = await latestOtherSku(tx, item.id);
    if (latest && latest.status !== 'declined') return reload(tx, latest.id);
    if (body.sku !== undefined) {
      if (body.sku === item.sku) throw badRequest('Este SKU já é o do item: bipe normalmente.');
      const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.sku, body.sku));
      if (!product) throw notFound(`SKU ${body.sku} não encontrado.`);
    }
    const [created] = await tx
      .insert(alerts)
      .values({
        kind: 'support',
        status: 'awaiting',
        userRequestId: user.id,
        separationGroup: held.work.separationGroup,
        reason: `Bipar ${body.sku === undefined ? 'outro SKU' : `SKU ${body.sku}`} no lugar de ${item.sku}`,
        orderId: held.order.id,
        itemId: item.id,
        workId: held.work.id,
        relatedAlertId: latest?.id ?? null,
        createdAt: app.now(),
      })
      .returning({ id: alerts.id });
    return reload(tx, created!.id);
  });
}
