// The pending-order alert the conveyor screen shows: who picked and who checked the order,
// so the floor knows whom to ask (spec/loading.md §2.1).
import { desc, eq } from 'drizzle-orm';
import type { PendingOrderAlert } from '../../../shared/contract/events';
import type { DbOrTx } from '../../db/client';
import { orderConferences, users, works } from '../../db/schema';
import type { ConveyorOrder } from './orders';
import { pendingRuleByEvent, type PendingEvent } from './pending';

async function latestName(db: DbOrTx, query: 'separator' | 'checker', orderId: number): Promise<string | null> {
  if (query === 'separator') {
    const [row] = await db
      .select({ name: users.name })
      .from(works)
      .innerJoin(users, eq(users.id, works.separatorId))
      .where(eq(works.orderId, orderId))
      .orderBy(desc(works.begin))
      .limit(1);
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: users.name })
    .from(orderConferences)
    .innerJoin(users, eq(users.id, orderConferences.checkedById))
    .where(eq(orderConferences.orderId, orderId))
    .orderBy(desc(orderConferences.startedAt))
    .limit(1);
  return row?.name ?? null;
}

export async function pendingAlertOf(
  db: DbOrTx,
  order: Pick<ConveyorOrder, 'id' | 'orderId' | 'clientName' | 'clientTrade'>,
  event: PendingEvent,
): Promise<PendingOrderAlert> {
  const rule = pendingRuleByEvent(event);
  return {
    title: rule.title,
    subtitle: rule.subtitle(order.orderId),
    order_id: order.orderId,
    client_name: order.clientTrade || order.clientName,
    separator_name: await latestName(db, 'separator', order.id),
    checker_name: await latestName(db, 'checker', order.id),
  };
}
