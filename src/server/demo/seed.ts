// Seeds the demo distribution centre: a realistic operation day for "today" in the centre's
// zone. The same seed and clock always give the same centre (passwords aside: each hash has
// its own salt).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings, users } from '../db/schema';
import { DEFAULT_CENTRE_TIME_ZONE, operationDate, type IsoDate } from '../../shared/domain/operation-day';
import { buildDemo, type DemoDays } from './build';
import type { DemoContext } from './context';
import { insertDemoRows, syncSerialSequences } from './insert';
import { STAGES, type Stage } from './plan';
import { createRandom } from './random';
import { emptyRows, Ids, type DemoTable } from './rows';
import { buildUsers } from './users';

export const DEMO_SEED = 20_240_601;

export interface SeedOptions {
  /** The clock the day is built around (default: the real now). */
  now?: Date;
  /** The centre's zone, which decides "today" (default America/Sao_Paulo). */
  timeZone?: string;
  /** Another seed gives another, equally realistic, centre. */
  seed?: number;
}

export interface DemoSummary {
  operationDate: IsoDate;
  timeZone: string;
  /** Rows written per table. */
  counts: Record<DemoTable, number>;
  /** Today's orders by how far they have come. */
  todayOrdersByStage: Record<Stage, number>;
  todayOrders: number;
  todayRoutes: number;
}

/** True when the database already has a user (a seeded or a real centre). */
export async function hasData(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length > 0;
}

/** Builds the whole demo in memory, without writing it (seedDemo writes it; tests compare). */
export async function buildDemoRows(options: SeedOptions = {}): Promise<{ context: DemoContext; days: DemoDays }> {
  const now = options.now ?? new Date();
  const zone = options.timeZone ?? DEFAULT_CENTRE_TIME_ZONE;
  const rows = emptyRows();
  const ids = new Ids();
  const context: DemoContext = {
    random: createRandom(options.seed ?? DEMO_SEED),
    now,
    zone,
    today: operationDate(now, zone),
    rows,
    ids,
    users: await buildUsers(rows, ids),
  };
  return { context, days: buildDemo(context) };
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<DemoSummary> {
  const { context, days } = await buildDemoRows(options);
  const { rows, zone } = context;
  await db.transaction(async (tx) => {
    // A server makes a default settings row when it starts; the demo centre brings its own.
    await tx.delete(settings);
    await insertDemoRows(tx, rows);
    await syncSerialSequences(tx);
  });

  const todayOrdersByStage = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const order of days.today.orders) todayOrdersByStage[order.stage] += 1;
  return {
    operationDate: context.today,
    timeZone: zone,
    counts: Object.fromEntries(Object.entries(rows).map(([key, list]) => [key, list.length])) as Record<DemoTable, number>,
    todayOrdersByStage,
    todayOrders: days.today.orders.length,
    todayRoutes: days.today.routes.length,
  };
}
