// Pausing a separator from the dashboard (spec/panel.md §4 'Pause'): an open pause row and
// users.is_paused, changed together in one transaction. A separator holding an order is not
// paused here: the screen resets the order first ('Resetar e pausar'), so an order is never
// left held by somebody who cannot work it.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_STATUS } from '../../../shared/domain/statuses';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { orders, separatorPauses, users, works } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

async function separatorOf(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ id: users.id, isPaused: users.isPaused, username: users.username })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, ACCOUNT_STATUS.active)));
  if (!user) throw notFound('Separador não encontrado');
  return user;
}

async function orderInProgress(db: DbOrTx, userId: number): Promise<string | null> {
  const [open] = await db
    .select({ orderId: orders.orderId })
    .from(works)
    .innerJoin(orders, eq(orders.id, works.orderId))
    .where(and(eq(works.separatorId, userId), eq(works.type, 'separation'), isNull(works.end)))
    .orderBy(desc(works.begin))
    .limit(1);
  return open?.orderId ?? null;
}

async function openPause(db: DbOrTx, userId: number) {
  const [pause] = await db
    .select()
    .from(separatorPauses)
    .where(and(eq(separatorPauses.userId, userId), isNull(separatorPauses.endedAt)))
    .orderBy(desc(separatorPauses.startedAt))
    .limit(1);
  return pause;
}

export async function readPause(app: AppContext, userId: number) {
  const user = await separatorOf(app.db, userId);
  const pause = user.isPaused ? await openPause(app.db, userId) : undefined;
  return {
    user_id: user.id,
    is_paused: user.isPaused,
    paused_at: pause?.startedAt.toISOString() ?? null,
    order_in_progress: await orderInProgress(app.db, userId),
  };
}

export async function setPause(app: AppContext, byUserId: number, input: { userId: number; action: 'pause' | 'play' }) {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    // Locks the separator's row so two supervisors clicking together change it once.
    await tx.execute(sql`select id from users where id = ${input.userId} for update`);
    const user = await separatorOf(tx, input.userId);
    if (input.action === 'pause') {
      if (user.isPaused) throw conflict(`${user.username} já está pausado`);
      const held = await orderInProgress(tx, input.userId);
      if (held) throw conflict(`${user.username} está separando o pedido #${held}: resete o pedido antes de pausar`);
      await tx.insert(separatorPauses).values({ userId: input.userId, startedAt: now, startedById: byUserId });
      await tx.update(users).set({ isPaused: true }).where(eq(users.id, input.userId));
      return { message: `Separador ${user.username} pausado`, reset_order: null };
    }
    if (!user.isPaused) throw conflict(`${user.username} não está pausado`);
    await tx
      .update(separatorPauses)
      .set({ endedAt: now, endedById: byUserId })
      .where(and(eq(separatorPauses.userId, input.userId), isNull(separatorPauses.endedAt)));
    await tx.update(users).set({ isPaused: false }).where(eq(users.id, input.userId));
    return { message: `Separador ${user.username} liberado`, reset_order: null };
  });
}
