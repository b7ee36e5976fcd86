// The performance screen's periods (spec/operator.md §2 'Performance screen', §7
// 'Performance'): Hoje / Semana / Mês (/ Todos for the figures). The feedback range starts
// today, one week back or one month back, and ends tomorrow.
import dayjs from 'dayjs';
import type { TimeRange } from '@shared/contract/performance';
import { addDays, type IsoDate } from '@shared/domain/operation-day';

export const PERIOD_OPTIONS: { value: TimeRange; label: string }[] = [
  { value: 'today', label: 'Hoje' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mês' },
  { value: 'always', label: 'Todos' },
];

export const FEEDBACK_PERIODS = PERIOD_OPTIONS.filter((option) => option.value !== 'always');
export type FeedbackPeriod = Exclude<TimeRange, 'always'>;

export function feedbackRange(period: FeedbackPeriod, today: IsoDate): { date_from: IsoDate; date_to: IsoDate } {
  const from = period === 'today' ? today : period === 'week' ? addDays(today, -7) : dayjs(today).subtract(1, 'month').format('YYYY-MM-DD');
  return { date_from: from, date_to: addDays(today, 1) };
}
