// The picking screen's state machine (spec/operator.md §2 'Picking screen states', §4
// 'Picking screen flow', §8 'Server messages in picking'). The screen renders `view` and the
// open `dialog`; every server call goes through the actions here.
import { create } from 'zustand';
import {
  confirmStep,
  finishOrder,
  getNewOrder,
  PICKING_MESSAGE,
  recoverWork,
  updateItem,
  type PickingItem,
  type PickingOrder,
  type PickingState,
} from '@shared/contract/picking';
import { listSeparationGroups, type SeparationGroup } from '@shared/contract/settings';
import { ITEM_STATUS, type RouteLoadingStatus } from '@shared/domain/statuses';
import { call, NETWORK_ERROR_MESSAGE, toApiFailure, type ApiFailure } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { useOperatorHeader } from '@renderer/app/header';
import { allDone, currentStep, replaceItem, stepAwaitingConfirmation } from './flow';
import { useRunningGroup } from './running-group';

export type PickingView =
  | { kind: 'loading'; label: 'Carregando' | 'Procurando' }
  | { kind: 'getOrder' }
  | { kind: 'separation' }
  | { kind: 'reset' }
  | { kind: 'cancelled' }
  | { kind: 'error'; title: string; message: string; retry: 'recover' | 'newOrder' }
  | { kind: 'allCompleted' }
  /** The picker owes the conference of an order they finished: the screen leads there. */
  | { kind: 'revision'; order: PickingOrder }
  | { kind: 'completed'; orderId: string; palletized: boolean; route: string | null; routeLoading: RouteLoadingStatus | null };

export type PickingDialog =
  | { kind: 'break'; item: PickingItem }
  | { kind: 'stepBoxes'; level: number }
  | { kind: 'finalBoxes' }
  | { kind: 'print'; boxes: number }
  | { kind: 'labelCheck'; boxes: number }
  | null;

interface PickingStore {
  view: PickingView;
  state: PickingState | null;
  dialog: PickingDialog;
  busy: boolean;
  /** Set when finishing handed the order to conference: the screen navigates there. */
  conferenceOrderId: string | null;
  recover: () => Promise<void>;
  /** The order on screen as the server holds it, quietly (after an answer was lost). */
  resync: () => Promise<void>;
  newOrder: () => Promise<void>;
  confirmItem: (item: PickingItem) => Promise<void>;
  breakItem: (item: PickingItem, statusId: 3 | 4, quantityPartial: number | null) => Promise<void>;
  itemChanged: (item: PickingItem) => void;
  /** An item changed elsewhere (a scan): show it and move the flow on. */
  applyItem: (item: PickingItem) => void;
  confirmStep: (level: number, boxes: number | null) => Promise<void>;
  finish: (boxes: number) => Promise<void>;
  openDialog: (dialog: PickingDialog) => void;
  /** A cancel / reset / reschedule notice for the order on screen. */
  notice: (message: string) => void;
}

/** Retry of a new-order request the server could not fill yet (spec §9). */
const NEW_ORDER_RETRY_MS = 4000;
const NOT_YET_FOUND = 'Pedido ainda não encontrado, tente novamente!';

function connectionError(failure: ApiFailure, retry: 'recover' | 'newOrder', fallback: string): PickingView {
  if (failure.isNetworkError) return { kind: 'error', title: NETWORK_ERROR_MESSAGE, message: 'Verifique a internet do tablet.', retry };
  return { kind: 'error', title: fallback, message: failure.message, retry };
}

let groupsCache: SeparationGroup[] | null = null;
/** The group of a recovered order (its flags decide box counts and scanning). */
async function ensureGroupOf(state: PickingState): Promise<void> {
  const running = useRunningGroup.getState();
  const number = state.order.separation_group;
  if (number === null || running.group?.separation_group === number) return;
  groupsCache ??= await call(listSeparationGroups);
  const group = groupsCache.find((candidate) => candidate.separation_group === number);
  if (group) running.choose(group);
}

/** The header's group and stage for the order on screen (or none). */
export function showHeader(state: PickingState | null): void {
  const header = useOperatorHeader.getState();
  header.setGroup(useRunningGroup.getState().group?.separation_group ?? null);
  if (!state) return header.setStage(null);
  const step = currentStep(state.steps);
  header.setStage(step === null ? { kind: 'boxReady' } : typeof step.step === 'number' ? { kind: 'step', step: step.step } : null);
}

export const usePicking = create<PickingStore>()((set, get) => {
  const show = (state: PickingState) => {
    set({ state, view: { kind: 'separation' } });
    showHeader(state);
  };

  /** After every change: confirm a finished step (asking its boxes first when the group counts by step), then the final count. */
  function advance(): void {
    const { state } = get();
    if (!state) return;
    const group = useRunningGroup.getState().group;
    const awaiting = stepAwaitingConfirmation(state.steps);
    if (awaiting) {
      if (group?.has_count_by_step && awaiting.accounted_boxes === null) set({ dialog: { kind: 'stepBoxes', level: awaiting.step } });
      else void get().confirmStep(awaiting.step, null);
      return;
    }
    if (allDone(state.steps)) set({ dialog: { kind: 'finalBoxes' } });
  }

  /** One server change at a time; once it is in, the flow moves on (advance). */
  const guarded = async (work: () => Promise<void>, errorMessage: string) => {
    if (get().busy) return;
    set({ busy: true });
    let done = false;
    try {
      await work();
      done = true;
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.detail === PICKING_MESSAGE.canceled) get().notice(PICKING_MESSAGE.canceled);
      else popup.error(failure.message || errorMessage, { title: errorMessage });
      // The change may have been saved though its answer was lost: show what the server holds.
      if (failure.isNetworkError) void get().resync();
    } finally {
      set({ busy: false });
    }
    if (done) advance();
  };

  return {
    view: { kind: 'loading', label: 'Carregando' },
    state: null,
    dialog: null,
    busy: false,
    conferenceOrderId: null,

    recover: async () => {
      set({ view: { kind: 'loading', label: 'Carregando' }, dialog: null, conferenceOrderId: null });
      try {
        const reply = await call(recoverWork);
        if (reply.type === 'revision' && reply.data) {
          // Not an order to pick again: the screen leads to its conference.
          set({ state: null, view: { kind: 'revision', order: reply.data.order } });
          return showHeader(null);
        }
        if (reply.data) {
          await ensureGroupOf(reply.data);
          show(reply.data);
          return advance();
        }
        set({ state: null, view: reply.message === PICKING_MESSAGE.canceled ? { kind: 'cancelled' } : { kind: 'getOrder' } });
        showHeader(null);
      } catch (error) {
        const failure = toApiFailure(error);
        const title = /pre picking/i.test(failure.message) ? 'Erro ao buscar pre picking usados' : 'Erro ao verificar pedido em aberto';
        set({ view: connectionError(failure, 'recover', title) });
      }
    },

    resync: async () => {
      try {
        const reply = await call(recoverWork);
        if (reply.type !== 'separation' || !reply.data || reply.data.work.id !== get().state?.work.id) return;
        // A break that was saved needs no second try: its dialog closes.
        const { dialog } = get();
        const held = reply.data.steps.flatMap((step) => step.items);
        if (dialog?.kind === 'break' && held.some((item) => item.id === dialog.item.id && item.status !== ITEM_STATUS.pending)) set({ dialog: null });
        show(reply.data);
        advance();
      } catch {
        // Still unreachable: the screen stays as it is and the next action tries again.
      }
    },

    newOrder: async () => {
      const group = useRunningGroup.getState().group;
      if (!group) return;
      set({ view: { kind: 'loading', label: 'Procurando' }, dialog: null });
      try {
        const reply = await call(getNewOrder, { query: { separationGroup: group.separation_group, step: 1 } });
        if (reply.message === NOT_YET_FOUND) {
          setTimeout(() => void get().newOrder(), NEW_ORDER_RETRY_MS);
          return;
        }
        if (reply.message === PICKING_MESSAGE.canceled) return get().notice(PICKING_MESSAGE.canceled);
        if (!reply.work || !reply.order) {
          set({ state: null, view: { kind: 'allCompleted' } });
          return showHeader(null);
        }
        show({ work: reply.work, order: reply.order, steps: reply.steps });
        advance();
      } catch (error) {
        const failure = toApiFailure(error);
        if (failure.detail === PICKING_MESSAGE.revisionPending) {
          // The picker still owes the conference of an order they finished: say so and show it.
          popup.info(failure.message, { id: 'revision-pending' });
          return get().recover();
        }
        set({ view: connectionError(failure, 'newOrder', 'Erro ao buscar informações do pedido') });
      }
    },

    itemChanged: (item) => {
      const { state } = get();
      if (!state) return;
      const next = { ...state, steps: replaceItem(state.steps, item) };
      set({ state: next });
      showHeader(next);
    },

    applyItem: (item) => {
      get().itemChanged(item);
      advance();
    },

    confirmItem: (item) =>
      guarded(async () => {
        const workId = get().state!.work.id;
        get().itemChanged(await call(updateItem, { params: { id: item.id }, body: { workId, statusId: 2 } }));
      }, 'Erro ao confirmar item'),

    breakItem: (item, statusId, quantityPartial) =>
      guarded(async () => {
        const workId = get().state!.work.id;
        const updated = await call(updateItem, { params: { id: item.id }, body: { workId, statusId, quantityPartial } });
        set({ dialog: null });
        get().itemChanged(updated);
      }, 'Erro ao confirmar quebra'),

    confirmStep: (level, boxes) =>
      guarded(async () => {
        const { state } = get();
        if (!state) return;
        const next = await call(confirmStep, {
          params: { orderId: state.order.order_id },
          body: { workId: state.work.id, level, boxes },
        });
        set({ dialog: null });
        show(next);
      }, 'Erro ao confirmar etapa'),

    finish: (boxes) =>
      guarded(async () => {
        const { state } = get();
        if (!state) return;
        const reply = await call(finishOrder, {
          params: { orderId: state.order.order_id },
          body: { workId: state.work.id, boxesNumber: boxes },
        });
        set({ dialog: null, state: null });
        showHeader(null);
        if (reply.message === PICKING_MESSAGE.conferenceStarted) set({ conferenceOrderId: reply.data.order_id });
        set({
          view: {
            kind: 'completed',
            orderId: reply.data.order_id,
            palletized: state.order.is_palletized,
            route: state.order.route,
            routeLoading: reply.data.route_loading_status ?? null,
          },
        });
      }, 'Erro ao finalizar pedido'),

    openDialog: (dialog) => set({ dialog }),

    notice: (message) => {
      if (message === PICKING_MESSAGE.rescheduled) {
        // The order keeps its picker: reload it (its date changed) and go on picking.
        popup.info('Pedido reagendado');
        void get().recover();
        return;
      }
      set({ dialog: null, state: null });
      showHeader(null);
      if (message === PICKING_MESSAGE.canceled) {
        popup.info('Este pedido foi cancelado e os pre pickings foram resetados!', { persistent: true });
        set({ view: { kind: 'cancelled' } });
      } else if (message === PICKING_MESSAGE.reseted) {
        popup.info('Pedido resetado');
        set({ view: { kind: 'reset' } });
      }
    },
  };
});
