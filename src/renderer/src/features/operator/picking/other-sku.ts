// Scanning another SKU of the same product (spec/operator.md §4 'New-SKU authorization'):
// the item's authorization flag (null not asked or awaiting, true accepted, false declined)
// and the modal's phase: ask, waiting after the request, then authorized or denied.
import { create } from 'zustand';
import { otherSkuAuthorization, requestOtherSku, type Alert } from '@shared/contract/alerts';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export type OtherSkuPhase = 'ask' | 'waiting' | 'authorized' | 'denied';

interface OtherSkuState {
  dialog: { itemId: number; phase: OtherSkuPhase } | null;
  authorization: Record<number, boolean | null>;
  /** The request awaiting an answer, per item. */
  awaiting: Record<number, number>;
  /** The other SKU last scanned into each item, asked for by the request. */
  scannedSku: Record<number, number>;
  sending: boolean;
}

export const useOtherSku = create<OtherSkuState>()(() => ({ dialog: null, authorization: {}, awaiting: {}, scannedSku: {}, sending: false }));

const phaseOf = (alert: Alert | null): OtherSkuPhase | null =>
  alert?.status === 'awaiting' ? 'waiting' : alert?.status === 'accept' ? 'authorized' : alert?.status === 'declined' ? 'denied' : null;

/** Stores what the server says about the item's latest request; an answer opens the modal. */
function apply(itemId: number, authorization: boolean | null, alert: Alert | null): void {
  useOtherSku.setState((state) => {
    const wasAwaiting = state.awaiting[itemId] !== undefined;
    const awaiting = { ...state.awaiting };
    if (alert?.status === 'awaiting') awaiting[itemId] = alert.id;
    else delete awaiting[itemId];
    const phase = phaseOf(alert);
    const showsItem = state.dialog?.itemId === itemId;
    // The answer to a request made on this screen is shown even if the picker closed the modal.
    const dialog = phase && (showsItem || (wasAwaiting && phase !== 'waiting')) ? { itemId, phase } : state.dialog;
    return { authorization: { ...state.authorization, [itemId]: authorization }, awaiting, dialog };
  });
}

export function isOtherSkuAuthorized(itemId: number): boolean {
  return useOtherSku.getState().authorization[itemId] === true;
}

/**
 * Remembers the SKU of a 'SKU bipado errado' refusal: the number itself, or the server's
 * message '... (bipado X, correto Y)' (spec/operator.md §8 reads the ids from the message).
 */
export function noteWrongSku(itemId: number, scanned: number | string | null | undefined): void {
  const sku = typeof scanned === 'string' ? Number(/bipado (\d+)/.exec(scanned)?.[1]) : scanned;
  if (!sku) return;
  useOtherSku.setState((state) => ({ scannedSku: { ...state.scannedSku, [itemId]: sku } }));
}

export function openOtherSku(itemId: number): void {
  const { authorization, awaiting } = useOtherSku.getState();
  const phase: OtherSkuPhase = authorization[itemId] === true ? 'authorized' : awaiting[itemId] !== undefined ? 'waiting' : 'ask';
  useOtherSku.setState({ dialog: { itemId, phase } });
}

export function closeOtherSku(): void {
  useOtherSku.setState({ dialog: null });
}

export async function askOtherSku(workId: number, itemId: number): Promise<void> {
  useOtherSku.setState({ sending: true });
  try {
    const sku = useOtherSku.getState().scannedSku[itemId];
    const alert = await call(requestOtherSku, { body: { workId, itemId, ...(sku ? { sku } : {}) } });
    useOtherSku.setState({ dialog: { itemId, phase: 'waiting' } });
    apply(itemId, alert.status === 'accept' ? true : null, alert);
  } catch {
    popup.error('Erro ao solicitar autorização');
  } finally {
    useOtherSku.setState({ sending: false });
  }
}

/** Reads the item's flag and latest request again (on entry, on a push, on the 5 s poll). */
export async function refreshOtherSku(itemId: number): Promise<void> {
  try {
    const { authorization, alert } = await call(otherSkuAuthorization, { params: { itemId } });
    apply(itemId, authorization, alert);
  } catch {
    popup.error('Erro ao checar autorização', { id: 'other-sku-check' });
  }
}
