// Every alert created or answered reaches the supervisors' bells and the picker's own screen
// at once over the live socket (contract/events.ts 'alert'); screens poll only when the
// socket is down.
import type { FastifyInstance } from 'fastify';
import type { Alert } from '../../../shared/contract/alerts';

export function pushAlert(server: FastifyInstance, alert: Alert): Alert {
  server.realtime.live.to(['supervisors', `user:${alert.user_request.id}`]).emit('alert', { id: alert.id, kind: alert.kind, status: alert.status });
  return alert;
}
