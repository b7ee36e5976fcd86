import type { FastifyInstance } from 'fastify';
import { alertsEndpoints as e } from '../../../shared/contract/alerts';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { closeBreakReport, listBreakReports, reportBreak } from './break-reports';
import { pushAlert } from './push';
import { answer, callSupport, getAlert, listAlerts, otherSkuAuthorization, requestOtherSku } from './service';

export function alertsRoutes(server: FastifyInstance, app: AppContext): void {
  const pushed = async (alert: Promise<Parameters<typeof pushAlert>[1]>) => pushAlert(app, await alert);
  bind(server, app, e.listAlerts, ({ query }, { user }) => listAlerts(app, user, query));
  bind(server, app, e.getAlert, ({ params }, { user }) => getAlert(app, user, params.id));
  bind(server, app, e.callSupport, ({ body }, { user }) => pushed(callSupport(app, user, body)));
  bind(server, app, e.acceptSupport, ({ params }, { user }) => pushed(answer(app, user, params.id, 'concluido', ['support'])));
  bind(server, app, e.requestOtherSku, ({ body }, { user }) => pushed(requestOtherSku(app, user, body)));
  bind(server, app, e.otherSkuAuthorization, ({ params }) => otherSkuAuthorization(app, params.itemId));
  bind(server, app, e.answerAlert, ({ params, body }, { user }) => pushed(answer(app, user, params.id, body.status)));
  bind(server, app, e.prePickingBreakReports, ({ query }, { user }) => listBreakReports(app, user, query));
  bind(server, app, e.reportPrePickingBreak, ({ body }, { user }) => pushed(reportBreak(app, user, body)));
  bind(server, app, e.closePrePickingBreak, ({ params, body }, { user }) => pushed(closeBreakReport(app, user, params.id, body)));
}
