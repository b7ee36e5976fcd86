import type { FastifyInstance } from 'fastify';
import { conferenceEndpoints } from '../../../shared/contract/conference';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { takeNextConference } from './next';
import * as service from './service';

export function conferenceRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, conferenceEndpoints.getConferenceOrder, ({ query }, { user }) => service.getConferenceOrder(app, user, query.orderId));
  bind(server, app, conferenceEndpoints.startConference, ({ body }, { user }) => service.startConference(app, user, body.orderId));
  bind(server, app, conferenceEndpoints.finishConference, ({ body }, { user }) => service.finishConference(app, user, body));
  bind(server, app, conferenceEndpoints.takeNextConference, ({ body }, { user }) => takeNextConference(app, user, body.separationGroup));
  bind(server, app, conferenceEndpoints.listWaitingOrders, () => service.listWaitingOrders(app));
  bind(server, app, conferenceEndpoints.recoverConference, (_input, { user }) => service.recoverConference(app, user.id));
}
