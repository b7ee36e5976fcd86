import type { FastifyInstance } from 'fastify';
import { twoFactorEndpoints } from '../../../shared/contract/two-factor';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { internetState } from './internet';
import { confirmTwoFactor, createLocalTwoFactor, deleteTwoFactor, listTwoFactors } from './service';

export function twoFactorRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, twoFactorEndpoints.listTwoFactors, () => listTwoFactors(app.db));
  bind(server, app, twoFactorEndpoints.createTwoFactor, (_input, { user }) => createLocalTwoFactor(app, user));
  bind(server, app, twoFactorEndpoints.confirmTwoFactor, ({ params, body }, { user }) =>
    confirmTwoFactor(app, user.id, params.id, body.code),
  );
  bind(server, app, twoFactorEndpoints.deleteTwoFactor, ({ params }) => deleteTwoFactor(app.db, params.id));
  bind(server, app, twoFactorEndpoints.internetStatus, async () => {
    const state = await internetState(app);
    return { online: state.online, checked_at: state.checkedAt.toISOString() };
  });
}
