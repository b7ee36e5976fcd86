// Every alert created or answered reaches the supervisors' bells and the picker's own screen
// at once over the live socket (contract/events.ts 'alert'); screens poll only when the
// socket is down.
import type { Alert } from '../../../shared/contract/alerts';
import type { AppContext } from '../../context';

/** Raises the alert's floor event once it is committed; returns it, for the caller's reply. */
export function pushAlert(app: AppContext, alert: Alert): Alert {
  app.events.raise({ kind: 'alert', alert: { id: alert.id, kind: alert.kind, status: alert.status }, requesterId: alert.user_request.id });
  return alert;
}
