// Breaks (quebras) the pickers report, their release by a supervisor, and the repositions
// that fill a broken item again.
import { secondsAfter, type DemoContext } from './context';
import type { PlannedItem, PlannedOrder } from './plan';

export interface BreakFacts {
  type: 3 | 4;
  broken: number;
  workId: number;
  at: Date;
  /** The order was released (it went on to be separated and loaded). */
  released: boolean;
  /** The missing quantity was put back from the panel ("Repor"). */
  replenished: boolean;
}

const REASONS = ['Produto em falta no estoque', 'Produto avariado', 'Validade vencida', 'Peso insuficiente'] as const;

export function recordBreak(context: DemoContext, order: PlannedOrder, item: PlannedItem, facts: BreakFacts): void {
  const { random, rows, ids, users } = context;
  if (facts.broken <= 0) return;
  const breakId = ids.next('breaks');
  const later = secondsAfter(facts.at, random.int(300, 1800));
  const releasedAt = later < context.now ? later : context.now;
  rows.breaks.push({
    id: breakId,
    itemId: item.row.id,
    orderId: order.row.id,
    workId: facts.workId,
    type: facts.type,
    brokenQuantity: facts.broken,
    reason: random.pick(REASONS),
    released: facts.released,
    releasedById: facts.released ? users.supervisor : null,
    releasedAt: facts.released ? releasedAt : null,
    createdAt: facts.at,
  });
  if (facts.replenished) {
    rows.repositions.push({
      id: ids.next('repositions'),
      breakId,
      itemId: item.row.id,
      quantity: facts.broken,
      userId: users.supervisor,
      createdAt: secondsAfter(facts.at, random.int(60, 280)),
    });
  }
}
