// Where a user goes right after signing in (spec/operator.md §4 'Session'): a picker with
// unfinished work goes straight back to it; then a conference left open is resumed; everyone
// else goes to their landing page.
import { recoverWork } from '@shared/contract/picking';
import { LANDING, landingPath, type Permission } from '@shared/domain/permissions';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { pendingConferencePath } from '../conference/recovery';

export async function pathAfterSignIn(permissions: readonly Permission[]): Promise<string> {
  try {
    const { data } = await call(recoverWork);
    if (data) return LANDING.picking;
  } catch {
    popup.error('Erro ao redirecionar para a tela de separação');
  }
  return (await pendingConferencePath()) ?? landingPath(permissions);
}
