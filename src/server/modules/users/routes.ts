import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '../../../shared/contract/users';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { listPermissionGroups, listSeparators } from './service';

export function usersRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, usersEndpoints.listSeparators, async ({ query }) => ({
    results: await listSeparators(app.db, query),
  }));
  bind(server, app, usersEndpoints.listPermissionGroups, () => listPermissionGroups(app.db));
}
