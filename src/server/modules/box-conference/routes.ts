import type { FastifyInstance } from 'fastify';
import { boxConferenceEndpoints } from '../../../shared/contract/box-conference';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { packingListRelease, releasePackingLists } from './packing-list-release';
import * as service from './service';

export function boxConferenceRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, boxConferenceEndpoints.listBoxConferences, ({ query }) => service.listBoxConferences(app, query));
  bind(server, app, boxConferenceEndpoints.recentBoxConferences, ({ query }) => service.recentBoxConferences(app, query.limit));
  bind(server, app, boxConferenceEndpoints.listOrderItems, ({ params }) => service.listOrderItems(app.db, params.orderId));
  bind(server, app, boxConferenceEndpoints.setReadBoxes, ({ params, body }, { user }) =>
    service.setReadBoxes(app, params.orderId, body.read_boxes, user.id),
  );
  bind(server, app, boxConferenceEndpoints.scanBox, ({ body }, { user }) => service.scanBox(app, body.tag_value, user.id));
  bind(server, app, boxConferenceEndpoints.getPackingListRelease, (_input, { user }) => packingListRelease(app, user.username));
  bind(server, app, boxConferenceEndpoints.releasePackingLists, ({ body }, { user }) =>
    releasePackingLists(app, user.username, body.routes),
  );
}
