// Rankings of the separators: today's and this week's top 10, and the history of a chosen
// day or week (spec/panel.md §2 'Rankings', §3 'Ranking entry', §5, §7 'Rankings').
import { z } from 'zod';
import { endpoint, isoDate } from './endpoint';

const access = ['SeparationRankingView'] as const;

export const rankingEntrySchema = z.object({
  username: z.string(),
  total_items: z.number().int(),
  total_orders: z.number().int(),
  /** Seconds between a separator's consecutive orders on the same day. */
  idle_time: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

const rankingSchema = z.object({ data: z.array(rankingEntrySchema), updated: z.string() });
export type Ranking = z.infer<typeof rankingSchema>;

export const dailyRanking = endpoint({
  method: 'GET',
  path: '/api/carambola/ranking/daily/v2',
  access,
  summary: "Today's top 10 separators by finished orders.",
  response: rankingSchema,
});

export const weeklyRanking = endpoint({
  method: 'GET',
  path: '/api/carambola/ranking/weekly/v2',
  access,
  summary: "This week's (from Sunday) top 10 separators by finished orders.",
  response: rankingSchema,
});

export const filteredRanking = endpoint({
  method: 'GET',
  path: '/api/carambola/ranking/filter',
  access,
  summary: 'Up to 30 separators of a single day or a week Sunday to Friday.',
  query: z.object({ initialSeparationDate: isoDate, finalSeparationDate: isoDate }),
  response: rankingSchema,
});

export const rankingEndpoints = { dailyRanking, weeklyRanking, filteredRanking };
