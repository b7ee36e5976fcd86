// The conference a user left open (spec/operator.md §4 'Session', §8 'Pending conference'):
// found -> 'Foi encontrado uma conferência pendente' and its path; none is normal; a failure
// says so and lets the user carry on.
import { recoverConference } from '@shared/contract/conference';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export async function pendingConferencePath(): Promise<string | null> {
  try {
    const { data } = await call(recoverConference);
    if (!data) return null;
    // Sign-in and the start page may both look at once: one popup, not two.
    popup.success('Foi encontrado uma conferência pendente', { id: 'pending-conference' });
    return `/operacao/conferencia/${encodeURIComponent(data.order.order_id)}`;
  } catch {
    popup.error('Erro ao procurar conferência pendente', { id: 'pending-conference' });
    return null;
  }
}
