// The scanner lock (spec/operator.md §4 'Scanner lock'): while a lost pre-picking of this
// picker is pending, scans are ignored until a supervisor answers 'Liberar separador'.
import { create } from 'zustand';
import { listAlerts } from '@shared/contract/alerts';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export const useScannerLock = create<{ locked: boolean }>()(() => ({ locked: false }));

export const isScannerLocked = (): boolean => useScannerLock.getState().locked;

/** Asks the server whether a lost pre-picking still holds the scanner. */
export async function checkScannerLock(): Promise<void> {
  try {
    const pending = await call(listAlerts, { query: { kind: 'lost_pre_picking', status: 'pendente' } });
    const wasLocked = isScannerLocked();
    useScannerLock.setState({ locked: pending.length > 0 });
    if (wasLocked && pending.length === 0) popup.success('Separador liberado: pode voltar a bipar');
  } catch {
    popup.error('Erro ao verificar alertas de pacotes perdidos', { id: 'scanner-lock-check' });
  }
}
