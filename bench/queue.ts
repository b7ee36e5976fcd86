// Orders a benchmark's pickers took, back in the picking queue as if nobody had taken them:
// the new-order benchmarks ask again and again without emptying the queue.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export async function putBackInQueue(db: Db, orderIds: string[]): Promise<void> {
  await db.execute(sql`with taken as (select id from orders where order_id = any(${sql.param(orderIds)}::text[])),
      closed as (delete from works where order_id in (select id from taken)),
      steps as (delete from separation_steps where order_id in (select id from taken))
    update orders set checking_status = null, separation_group = null where id in (select id from taken)`);
}
