import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '../../../shared/contract/users';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { listPermissionGroups, listSeparators } from './service';
import { createAccount, readAccount, setTemporaryPassword, updateAccount } from './accounts';

export function usersRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, usersEndpoints.listSeparators, async ({ query }) => ({
    results: await listSeparators(app.db, query),
  }));
  bind(server, app, usersEndpoints.listPermissionGroups, () => listPermissionGroups(app.db));
  bind(server, app, usersEndpoints.createAccount, ({ body }, { user }) =>
    createAccount(app, user, {
      username: body.username,
      name: body.name,
      permissionGroupIds: body.permission_group_ids,
      temporaryPassword: body.temporary_password,
    }),
  );
  bind(server, app, usersEndpoints.getAccount, ({ params }) => readAccount(app.db, params.id));
  bind(server, app, usersEndpoints.updateAccount, ({ params, body }, { user }) =>
    updateAccount(app, user, params.id, { name: body.name, permissionGroupIds: body.permission_group_ids, active: body.active }),
  );
  bind(server, app, usersEndpoints.setTemporaryPassword, ({ params, body }, { user }) =>
    setTemporaryPassword(app, user, params.id, body.temporary_password),
  );
}
