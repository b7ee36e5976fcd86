// The conference variant of the order screen (spec/operator.md §2 '/operacao/conferencia/pedido'):
// a checker working a group without scanner asks for the group's next order waiting for
// conference, the longest waiting first, and its conference opens for them. Two checkers
// asking at once get two orders (SKIP LOCKED); a checker with a conference open gets that one
// back, so a double tap or a retry opens nothing new.
import { and, eq, sql } from 'drizzle-orm';
import { CONFERENCE_MESSAGE } from '../../../shared/contract/conference';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { orderConferences, orders, separationGroups, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { openConferenceOf, waitingForConference } from './service';

const opened = (orderId: string) => ({ message: CONFERENCE_MESSAGE.found, data: { order: { order_id: orderId } } });

/** No operator conference open on the order (another checker's). orders.id in full: without a join
 * drizzle leaves columns unqualified, and "id" would be the conference's. */
const noOpenConference = sql`not exists (select 1 from order_conferences c
  where c.order_id = orders.id and not c.is_critical and c.finished_at is null)`;

/** Not conferred by this user already: a beginner's order awaiting review goes to another checker. */
const notConferredBy = (userId: number) => sql`not exists (select 1 from order_conferences c
  where c.order_id = orders.id and not c.is_critical and c.finished_at is not null and c.checked_by_id = ${userId})`;

export async function takeNextConference(app: AppContext, user: AuthUser, separationGroup: number) {
  const [group] = await app.db.select().from(separationGroups).where(eq(separationGroups.separationGroup, separationGroup));
  if (!group) throw notFound(`Grupo de separação ${separationGroup} não encontrado.`);
  if (group.camScanner || group.infraredScanner) {
    // The conference variant of the group choice shows no such group (spec/operator.md §2).
    const message = `O grupo ${separationGroup} separa com leitor: a conferência por grupo é só para grupos sem leitor.`;
    throw badRequest(message, [{ field: 'body.separationGroup', message }]);
  }
  return app.db.transaction(async (tx) => {
    // One checker, one conference: a second request of the same checker waits here and then
    // finds the conference the first one opened.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const mine = await openConferenceOf(tx, user.id);
    if (mine) return opened(mine.orderId);
    const [next] = await tx
      .select({ id: orders.id, orderId: orders.orderId })
      .from(orders)
      .where(and(waitingForConference, eq(orders.separationGroup, separationGroup), noOpenConference, notConferredBy(user.id)))
      .orderBy(sql`${orders.endTime} asc nulls last`, orders.orderId)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return { message: CONFERENCE_MESSAGE.ordersNotFound, data: null };
    await tx.insert(orderConferences).values({ orderId: next.id, checkedById: user.id, isCritical: false, startedAt: app.now() });
    return opened(next.orderId);
  });
}
