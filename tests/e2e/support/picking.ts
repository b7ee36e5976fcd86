// Setting a picker's scene through the API before the browser takes over: the order they
// hold, finished the way the floor would finish it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { PickingState } from '../../../src/shared/contract/picking';
import { apiToken } from './session';

const API = '/api/carambola/separation';

export async function heldState(request: APIRequestContext, token: string): Promise<PickingState | null> {
  const reply = await request.get(`${API}/separation-work/recovery`, { headers: { authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { data: PickingState | null }).data;
}

/** Confirms every pending item and step of the order the picker holds, and finishes it. */
export async function finishHeldOrder(request: APIRequestContext, login: string): Promise<void> {
  const token = await apiToken(request, login);
  const headers = { authorization: `Bearer ${token}` };
  const state = await heldState(request, token);
  if (!state) return;
  const workId = state.work.id;
  for (const step of state.steps) {
    for (const item of step.items.filter((candidate) => candidate.status === 1)) {
      expect((await request.put(`${API}/separation-item/${item.id}`, { headers, data: { workId, statusId: 2 } })).ok()).toBe(true);
    }
    if (typeof step.step === 'number' && !step.is_finished) {
      const reply = await request.patch(`${API}/step/${state.order.order_id}`, { headers, data: { workId, level: step.step, boxes: 1 } });
      expect(reply.ok(), await reply.text()).toBe(true);
    }
  }
  const finished = await request.put(`${API}/finish-order/${state.order.order_id}`, { headers, data: { workId, boxesNumber: state.steps.length } });
  expect(finished.ok()).toBe(true);
}
