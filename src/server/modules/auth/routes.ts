import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '../../../shared/contract/auth';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { changeOwnPassword, resetBlock, signIn } from './service';

export function authRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, authEndpoints.signIn, ({ body }, { request }) =>
    signIn(app, body.username, body.password, request.ip),
  );
  bind(server, app, authEndpoints.me, (_input, { user }) => ({
    user_login: user.username,
    user_groups_names: user.groupNames,
    user_id: user.id,
  }));
  bind(server, app, authEndpoints.changeOwnPassword, ({ body }, { request }) =>
    changeOwnPassword(app, { username: body.username, currentPassword: body.current_password, newPassword: body.new_password }, request.ip),
  );
  bind(server, app, authEndpoints.resetUserBlock, ({ params }) => resetBlock(app, params.id));
}
