import type { FastifyInstance } from 'fastify';
import { packingListsEndpoints } from '../../../shared/contract/packing-lists';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { ordersByRoute, reprintByRoute } from './reprint';
import { listPackingLists, packingListSpreadsheet, printManyRoutes, printSingleRoute } from './service';

export function packingListsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, packingListsEndpoints.packingList, ({ query }) => listPackingLists(app, query));
  bind(server, app, packingListsEndpoints.packingListDownload, ({ query }) => packingListSpreadsheet(app, query));
  bind(server, app, packingListsEndpoints.printSingleRoute, ({ body }, { user }) => printSingleRoute(app, user, body));
  bind(server, app, packingListsEndpoints.printManyRoutes, ({ body, query }) => printManyRoutes(app, body, query.scheduledDate));
  bind(server, app, packingListsEndpoints.ordersByRoute, ({ query }) => ordersByRoute(app, query.scheduledDate));
  bind(server, app, packingListsEndpoints.reprintByRoute, ({ body }, { user }) => reprintByRoute(app, user, body));
}
