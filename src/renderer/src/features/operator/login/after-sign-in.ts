// Where a user goes right after signing in (spec/operator.md §4 'Session'): a picker with
// unfinished picking goes straight back to it; then a conference left open is resumed; then a
// picker who owes the conference of an order they finished (a revision) goes to the picking
// screen, which leads them to it; everyone else goes to their landing page.
import { recoverWork } from '@shared/contract/picking';
import { LANDING, landingPath, type Permission } from '@shared/domain/permissions';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { pendingConferencePath } from '../conference/recovery';

export async function pathAfterSignIn(permissions: readonly Permission[]): Promise<string> {
  let owesRevision = false;
  try {
    const { type } = await call(recoverWork);
    if (type === 'separation') return LANDING.picking;
    owesRevision = type === 'revision';
  } catch {
    popup.error('Erro ao redirecionar para a tela de separação');
  }
  return (await pendingConferencePath()) ?? (owesRevision ? LANDING.picking : landingPath(permissions));
}
