// What the server does before it listens (issue 21): an all-in-one station starts every
// morning, and the first shift's burst of new orders came 100 ms slower than the next ones
// (bench/picking.ts, 'cold'): the pool opened its connections during it, PostgreSQL parsed
// and planned each hot statement on each of them, and V8 compiled the whole path of a new
// order while a hundred pickers waited. All of that now happens here, once, at the start.
import type { AppContext } from './context';
import { connectionsOf } from './db/client';
import { prepareHotStatements } from './db/prepared';
import { rehearseNewOrders } from './modules/picking/queue-service';

/**
 * How often a line's new orders are rehearsed, and for how many pickers: V8 compiles a
 * function on its first call, learns the shapes of its values over the next few, and
 * optimises the ones that run often (a batch maps every item of every order it takes).
 */
const REHEARSALS = 3;
const REHEARSED_PICKERS = 50;

export async function warmUp(app: AppContext): Promise<void> {
  const connections = connectionsOf(app.db);
  await prepareHotStatements(app.db, connections);
  // The first rehearsal on every connection at once: PostgreSQL compiles the triggers' PL/pgSQL
  // (the works' day totals, the results feed's touch) and plans the take and its triggers'
  // statements once per session, and a burst's batches land on any of them. The rehearsals
  // lock the same pickers, so they run one after the other, each holding its own connection.
  await Promise.all(Array.from({ length: connections }, () => rehearseNewOrders(app, REHEARSED_PICKERS)));
  for (let rehearsal = 1; rehearsal < REHEARSALS; rehearsal += 1) await rehearseNewOrders(app, REHEARSED_PICKERS);
}
