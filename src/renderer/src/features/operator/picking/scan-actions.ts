// What a scan does on the scanner card (spec/operator.md §4 'Scanner lock', §5 'Scan checks',
// §8 'Scan error modals'): checked at once on the tablet with the shared rules, then by the
// server; a success answers with sound, vibration, colour and text and starts the 1 s
// pause (scan-queue.ts keeps the reads that arrive in it); a refusal opens the scan error
// modal with the spec's title.
import { create } from 'zustand';
import { pickItem, resetAllPicks, resetPickByScan, type PickingItem } from '@shared/contract/picking';
import { checkScan, parseFailureDetail, parseScanCode, SCAN_ERROR_TITLE, scanTargetOf } from '@shared/scan';
import { call, NETWORK_ERROR_MESSAGE, toApiFailure } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { scanFailed, scanSucceeded } from './feedback';
import { usePicking } from './picking-store';
import { formatQuantity } from './quantity';
import { isOtherSkuAuthorized, noteWrongSku } from './other-sku';
import { checkScannerLock, isScannerLocked } from './scanner-lock';
import { createScanQueue } from './scan-queue';

/** After a successful scan the next read waits this long (spec §9 'scan cooldown'). */
export const SCAN_COOLDOWN_MS = 1000;

interface ScanState {
  /** `recheck`: the scan may have reached the server; the order is read again on close. */
  error: { title: string; message: string | null; recheck?: boolean } | null;
  lastSuccess: { itemId: number; text: string } | null;
  /** 'Escaneie para excluir': the next scan removes its weighing. */
  deleting: boolean;
  pending: boolean;
  setDeleting: (deleting: boolean) => void;
  closeError: () => void;
}

export const useScanState = create<ScanState>()((set, get) => ({
  error: null,
  lastSuccess: null,
  deleting: false,
  pending: false,
  setDeleting: (deleting) => set({ deleting }),
  closeError: () => {
    const recheck = get().error?.recheck;
    set({ error: null });
    if (recheck) void usePicking.getState().resync();
  },
}));

/** A scan lost on the way back may still have been saved: what the server holds is shown. */
const LOST_SCAN_MESSAGE = 'A leitura pode ter chegado ao servidor: confira os itens bipados antes de bipar de novo.';

/** What has been scanned into the item so far (units, or grams). */

function refuse(title: string, message: string | null = null): void {
  scanFailed();
  useScanState.setState({ error: { title, message } });
}

/**
 * The rules the tablet can check without the server (product, portion, limits). Codes of a
 * pre-picking tag or a scale label go to the server as they are: only it knows whether the
 * tag was already used, which is the answer the picker needs first.
 */
function localRefusal(item: PickingItem, code: string): string | null {
  const parsed = parseScanCode(code);
  if (!parsed.ok) return `${SCAN_ERROR_TITLE[parsed.error]}${parseFailureDetail(parsed)}`;
  if (parsed.scan.id !== null || parsed.scan.isBalance) return null;
  const check = checkScan(parsed.scan, scanTargetOf(item, isOtherSkuAuthorized(item.id)));
  if (check.ok) return null;
  if (check.error === 'wrongSku') noteWrongSku(item.id, check.scanned);
  const ids = check.scanned != null ? ` (bipado ${check.scanned}, correto ${check.expected})` : '';
  return `${SCAN_ERROR_TITLE[check.error]}${ids}`;
}

/** The card's reads, in order; a read nobody can take any more is refused aloud. */
export const scanQueue = createScanQueue({
  pauseMs: SCAN_COOLDOWN_MS,
  onDiscard: () => {
    scanFailed();
    popup.error('Bipe de novo quando o item aparecer na tela.', { title: 'Leitura não registrada' });
  },
});

/** Reads one code into the item on the card; true when the scan was taken (the pause follows). */
export async function handleScan(item: PickingItem, code: string, read: { repeat: boolean } = { repeat: false }): Promise<boolean> {
  // A code read while a scan error is shown (the right product scanned after the wrong one)
  // closes the error and is read: the error does not swallow it.
  if (useScanState.getState().error) useScanState.getState().closeError();
  const state = useScanState.getState();
  const workId = usePicking.getState().state?.work.id;
  // Locked: the lock's own screen tells the picker why nothing is read.
  if (!workId || isScannerLocked()) return false;
  if (state.deleting) {
    await removeByScan(item, code, workId);
    return false;
  }
  // The code just counted, read again within its pause: a reader's double read, refused aloud
  // rather than counted as a second unit (the same code read to remove it is not one).
  if (read.repeat) {
    scanFailed();
    popup.warning('A mesma etiqueta foi lida duas vezes no mesmo segundo e contou uma vez: bipe de novo para contar outra unidade.', {
      title: 'Aguarde',
    });
    return false;
  }
  const refusal = localRefusal(item, code);
  if (refusal) {
    refuse(refusal);
    return false;
  }
  useScanState.setState({ pending: true });
  try {
    const updated = await call(pickItem, { params: { itemId: item.id }, body: { workId, productCode: code } });
    const added = updated.weighings.at(-1);
    scanSucceeded();
    useScanState.setState({ lastSuccess: { itemId: updated.id, text: `Bipado: ${added ? formatQuantity(updated, added.grams) : code}` } });
    usePicking.getState().applyItem(updated);
    return true;
  } catch (error) {
    const failure = toApiFailure(error);
    // 'Report to the supervisor': a lost pre-picking was raised; the locked screen explains it.
    if (failure.detail === 'lostPrePicking' || failure.detail === 'scannerLocked') {
      scanFailed();
      void checkScannerLock();
      return false;
    }
    if (failure.detail === 'wrongSku') noteWrongSku(item.id, failure.message);
    if (failure.isNetworkError) {
      scanFailed();
      useScanState.setState({ error: { title: NETWORK_ERROR_MESSAGE, message: LOST_SCAN_MESSAGE, recheck: true } });
      return false;
    }
    refuse(failure.message || 'Erro ao confirmar pre picking');
    return false;
  } finally {
    useScanState.setState({ pending: false });
  }
}

async function removeByScan(item: PickingItem, code: string, workId: number): Promise<void> {
  useScanState.setState({ pending: true });
  try {
    const updated = await call(resetPickByScan, { params: { itemId: item.id }, body: { workId, productCode: code } });
    popup.success('Sucesso ao excluir pre picking');
    useScanState.setState({ deleting: false });
    usePicking.getState().applyItem(updated);
  } catch (error) {
    popup.error(toApiFailure(error).message, { title: 'Erro ao excluir pre picking' });
  } finally {
    useScanState.setState({ pending: false });
  }
}

export async function clearScans(itemId: number): Promise<void> {
  const workId = usePicking.getState().state?.work.id;
  if (!workId) return;
  try {
    usePicking.getState().applyItem(await call(resetAllPicks, { params: { itemId }, body: { workId } }));
  } catch (error) {
    popup.error(toApiFailure(error).message, { title: 'Erro ao resetar pre pickings' });
  }
}
