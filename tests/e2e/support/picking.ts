// Setting a picker's scene through the API before the browser takes over: the order they
// hold, picked up to a chosen item or finished the way the floor would finish it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { PickingItem, PickingState } from '../../../src/shared/contract/picking';
import { ITEM_STATUS } from '../../../src/shared/domain/statuses';
import { apiToken, DEMO_PASSWORD } from './session';

const API = '/api/carambola/separation';
const PENDING = ITEM_STATUS.pending;

export async function heldState(request: APIRequestContext, token: string): Promise<PickingState | null> {
  const reply = await request.get(`${API}/separation-work/recovery`, { headers: { authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { data: PickingState | null }).data;
}

/**
 * Confirms the pending items in the order the screen shows them, and each step they finish
 * (1 box), stopping before `stopAt` when given: the screen then opens on that item.
 */
async function confirmPending(request: APIRequestContext, token: string, state: PickingState, stopAt?: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const workId = state.work.id;
  for (const step of state.steps) {
    for (const item of step.items.filter((candidate) => candidate.status === PENDING)) {
      if (item.id === stopAt) return;
      expect((await request.put(`${API}/separation-item/${item.id}`, { headers, data: { workId, statusId: 2 } })).ok()).toBe(true);
    }
    if (typeof step.step === 'number' && !step.is_finished) {
      const reply = await request.patch(`${API}/step/${state.order.order_id}`, { headers, data: { workId, level: step.step, boxes: 1 } });
      expect(reply.ok(), await reply.text()).toBe(true);
    }
  }
}

/** Confirms every pending item and step of the order the picker holds, and finishes it. */
export async function finishHeldOrder(request: APIRequestContext, login: string): Promise<void> {
  await finishHeldOrderOf(request, await apiToken(request, login));
}

/**
 * The same for the picker whose token is given (a picker a test created has a password of its
 * own): each step closed with one box, the order with `boxes` (one a step unless told).
 */
export async function finishHeldOrderOf(request: APIRequestContext, token: string, boxes?: number): Promise<PickingState | null> {
  const state = await heldState(request, token);
  if (!state) return null;
  await confirmPending(request, token, state);
  const headers = { authorization: `Bearer ${token}` };
  const boxesNumber = boxes ?? state.steps.length;
  const finished = await request.put(`${API}/finish-order/${state.order.order_id}`, { headers, data: { workId: state.work.id, boxesNumber } });
  expect(finished.ok(), await finished.text()).toBe(true);
  return state;
}

/** The pending items in the order the screen shows them (flow.ts currentItems). */
export const pendingInScreenOrder = (state: PickingState): PickingItem[] =>
  state.steps.flatMap((step) => step.items.filter((item) => item.status === PENDING));

/**
 * Gives the picker an order of `group` where `choose` finds an item, and confirms through the
 * API every item before it: the demo's orders are drawn at random, so a few are tried. A
 * picker a test created signs in with their own `password`.
 */
export async function holdOrderAt<T extends { item: PickingItem }>(
  request: APIRequestContext,
  login: string,
  group: number,
  choose: (state: PickingState) => T | null,
  password = DEMO_PASSWORD,
): Promise<T & { state: PickingState }> {
  const token = await apiToken(request, login, password);
  for (let tries = 0; tries < 6; tries += 1) {
    let state = await heldState(request, token);
    if (!state) {
      const reply = await request.get(`${API}/order-separation/new?separationGroup=${group}&step=1`, { headers: { authorization: `Bearer ${token}` } });
      expect(reply.ok(), await reply.text()).toBe(true);
      state = await heldState(request, token);
    }
    const chosen = state && choose(state);
    if (state && chosen) {
      await confirmPending(request, token, state, chosen.item.id);
      return { ...chosen, state };
    }
    await finishHeldOrderOf(request, token);
  }
  throw new Error(`no order of group ${group} has the item the test needs`);
}
