import type { FastifyInstance } from 'fastify';
import { contract, type AnyEndpoint } from '../../../shared/contract';
import { integrationEndpoints } from '../../../shared/contract/integration';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { uploadedBytes } from '../../http/uploaded-bytes';
import { openApiDocument } from '../../http/openapi';
import { createMachineKey, listMachineKeys, revokeMachineKey } from '../../auth/machine-keys';
import { INTEGRATION_KEYS } from '../../auth/integration-keys';
import { importClients, importProducts, importRoutes } from './catalogue-import';
import { importOrders } from './orders-import';
import { importPrePickingTags } from './pre-picking-import';
import { importUsers } from './users-import';
import { importFile } from './file-import';
import { readResults } from './results-feed';
import pkg from '../../../../package.json' with { type: 'json' };

export function integrationRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, integrationEndpoints.pushClients, ({ body }) => importClients(app, body.clients));
  bind(server, app, integrationEndpoints.pushProducts, ({ body }) => importProducts(app, body.products));
  bind(server, app, integrationEndpoints.pushRoutes, ({ body }) => importRoutes(app, body.routes));
  bind(server, app, integrationEndpoints.pushPrePickingTags, ({ body }) => importPrePickingTags(app, body.tags));
  bind(server, app, integrationEndpoints.pushOrders, ({ body }) => importOrders(app, body.orders));
  bind(server, app, integrationEndpoints.pushUsers, ({ body }) => importUsers(app, body.users));
  bind(server, app, integrationEndpoints.importFile, ({ params, query, body }) =>
    importFile(app, params.kind, query.filename, uploadedBytes(body)),
  );

  bind(server, app, integrationEndpoints.resultsFeed, ({ query }) => readResults(app, query));

  bind(server, app, integrationEndpoints.listIntegrationKeys, () => listMachineKeys(app, INTEGRATION_KEYS));
  bind(server, app, integrationEndpoints.createIntegrationKey, ({ body }, { user }) => createMachineKey(app, INTEGRATION_KEYS, body.name, user.id));
  bind(server, app, integrationEndpoints.revokeIntegrationKey, ({ params }) => revokeMachineKey(app, INTEGRATION_KEYS, params.id));

  const endpoints = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);
  const document = openApiDocument(endpoints, pkg.version);
  bind(server, app, integrationEndpoints.openApiDocument, () => document);
}
