import type { FastifyInstance } from 'fastify';
import { pickingEndpoints as e } from '../../../shared/contract/picking';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { reportingLostPrePicking } from './lost-pre-picking';
import { createBoxDivergence, listBoxDivergences } from './divergences-service';
import { updateItem } from './items-service';
import { listProductData } from './product-data-service';
import { getNewOrder, recoverWork } from './queue-service';
import { pickItem, resetAllPicks, resetPickByScan } from './scan-service';
import { confirmStep, finishOrder } from './steps-service';

export function pickingRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, e.getNewOrder, ({ query }, { user }) => getNewOrder(app, user.id, query));
  bind(server, app, e.recoverWork, (_input, { user }) => recoverWork(app, user.id));
  bind(server, app, e.updateItem, ({ params, body }, { user }) => updateItem(app, user.id, params.id, body));
  bind(server, app, e.pickItem, ({ params, body }, { user }) =>
    reportingLostPrePicking(app, user.id, { workId: body.workId, itemId: params.itemId }, () => pickItem(app, user.id, params.itemId, body)),
  );
  bind(server, app, e.resetPickByScan, ({ params, body }, { user }) => resetPickByScan(app, user.id, params.itemId, body));
  bind(server, app, e.resetAllPicks, ({ params, body }, { user }) => resetAllPicks(app, user.id, params.itemId, body));
  bind(server, app, e.confirmStep, ({ params, body }, { user }) => confirmStep(app, user.id, params.orderId, body));
  bind(server, app, e.finishOrder, ({ params, body }, { user }) => finishOrder(app, user.id, params.orderId, body));
  bind(server, app, e.listBoxDivergences, ({ query }) => listBoxDivergences(app, query.order));
  bind(server, app, e.listProductData, ({ query }) => listProductData(app, query.productBaseId));
  bind(server, app, e.createBoxDivergence, ({ body }, { user }) => createBoxDivergence(app, user.id, body));
}
