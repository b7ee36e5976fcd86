// Step confirmation with its box count, and finishing the order (spec/operator.md §4
// 'Picking screen flow' 4-7, §5 'Box counts'). Finishing an order of a conference group opens
// the picker's revision of it (revision.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { PICKING_MESSAGE, type PickingState } from '../../../shared/contract/picking';
import { CHECKING_STATUS, ITEM_STATUS, type RouteLoadingStatus } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import { breaks, items, orders, routes, separationSteps, works } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ensureOrder, holdWork, secondsBetween } from './access';
import { openRevision } from './revision';
import { loadState } from './state';

export interface StepConfirmation {
  workId: number;
  level: number;
  boxes?: number | null;
  handOver?: boolean;
}

export async function confirmStep(app: AppContext, userId: number, orderId: string, input: StepConfirmation): Promise<PickingState> {
  return app.db.transaction(async (tx) => {
    const held = await holdWork(tx, input.workId, userId);
    ensureOrder(held, orderId);
    const [step] = await tx
      .select()
      .from(separationSteps)
      .where(and(eq(separationSteps.orderId, held.order.id), eq(separationSteps.level, input.level)));
    if (!step) throw notFound(`Etapa ${input.level} não encontrada neste pedido.`);
    const now = app.now();
    if (!step.isFinished) {
      const pending = await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.orderId, held.order.id), eq(items.step, input.level), eq(items.preBoxed, false), eq(items.status, ITEM_STATUS.pending)))
        .limit(1);
      if (pending.length) throw conflict('Ainda há itens pendentes nesta etapa.');
      const boxes = input.boxes ?? null;
      if (held.group?.hasCountByStep && boxes === null) {
        throw badRequest('Informe a quantidade de caixas da etapa.', [{ field: 'body.boxes', message: 'Campo obrigatório' }]);
      }
      if (boxes !== null && boxes < 0) {
        const message = 'Quantidade de caixas não pode ser negativa';
        throw badRequest(message, [{ field: 'body.boxes', message }]);
      }
      await tx
        .update(separationSteps)
        .set({ isFinished: true, accountedBoxes: boxes, workId: held.work.id, finishedAt: now })
        .where(eq(separationSteps.id, step.id));
    }
    let work = held.work;
    if (input.handOver && !work.end) {
      const [closed] = await tx
        .update(works)
        .set({ end: now, workingTimeSecs: secondsBetween(work.begin, now) })
        .where(eq(works.id, work.id))
        .returning();
      work = closed ?? work;
    }
    return loadState(tx, work, held.order);
  });
}

export interface FinishReply {
  message: string;
  data: { order_id: string; checking_status: number; boxes_number: number; route_loading_status: RouteLoadingStatus | null };
}

const BOXES_MESSAGE = 'Número de caixas não pode ser menor ou igual a 0.';

export async function finishOrder(app: AppContext, userId: number, orderId: string, input: { workId: number; boxesNumber: number }): Promise<FinishReply> {
  if (input.boxesNumber <= 0) throw badRequest(BOXES_MESSAGE, [{ field: 'body.boxesNumber', message: BOXES_MESSAGE }]);
  return app.db.transaction(async (tx) => {
    const held = await holdWork(tx, input.workId, userId, { allowClosed: true });
    ensureOrder(held, orderId);
    const conference = held.group?.hasConference ?? false;
    // A truck already loading the order's route: the picker is warned to take the boxes there.
    const [route] = held.order.routeId
      ? await tx.select({ status: routes.loadingStatus }).from(routes).where(eq(routes.id, held.order.routeId))
      : [];
    const reply = (checkingStatus: number, boxes: number): FinishReply => ({
      message: checkingStatus === CHECKING_STATUS.conference ? PICKING_MESSAGE.conferenceStarted : PICKING_MESSAGE.finished,
      data: {
        order_id: held.order.orderId,
        checking_status: checkingStatus,
        boxes_number: boxes,
        route_loading_status: (route?.status as RouteLoadingStatus | undefined) ?? null,
      },
    });
    // Sent twice (a retry after a lost reply): the first one stands.
    if (held.work.end && held.order.endTime && held.order.checkingStatus !== CHECKING_STATUS.inSeparation) {
      return reply(held.order.checkingStatus ?? CHECKING_STATUS.separated, held.order.boxesNumber ?? input.boxesNumber);
    }
    if (held.work.end) throw conflict('Esta separação já foi finalizada.');

    const pending = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.orderId, held.order.id), eq(items.status, ITEM_STATUS.pending)))
      .limit(1);
    if (pending.length) throw conflict('Ainda há itens pendentes no pedido.');
    const openSteps = await tx
      .select({ level: separationSteps.level })
      .from(separationSteps)
      .where(and(eq(separationSteps.orderId, held.order.id), eq(separationSteps.isFinished, false)))
      .limit(1);
    if (openSteps.length) throw conflict(`Confirme a etapa ${openSteps[0]!.level} antes de finalizar o pedido.`);

    const now = app.now();
    const waitingBreaks = await tx
      .select({ id: breaks.id })
      .from(breaks)
      .where(and(eq(breaks.orderId, held.order.id), eq(breaks.released, false)))
      .limit(1);
    const checkingStatus = conference
      ? CHECKING_STATUS.conference
      : waitingBreaks.length
        ? CHECKING_STATUS.waitingReposition
        : CHECKING_STATUS.separated;
    await tx
      .update(works)
      .set({ end: now, workingTimeSecs: secondsBetween(held.work.begin, now) })
      .where(and(eq(works.id, held.work.id), isNull(works.end)));
    await tx
      .update(orders)
      .set({ boxesNumber: input.boxesNumber, endTime: now, checkingStatus, updatedAt: now })
      .where(eq(orders.id, held.order.id));
    // Handed to conference: the picker owes it until the order's conference is finished.
    if (conference) await openRevision(tx, { separatorId: userId, orderId: held.order.id, separationGroup: held.work.separationGroup }, now);
    return reply(checkingStatus, input.boxesNumber);
  });
}
