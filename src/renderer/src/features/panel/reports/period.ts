// The period filter and refresh choices of 'Desempenho dos separadores' (spec/panel.md §2
// 'Performance', §9 'Performance auto-refresh options: off, 15 s (default), 30 s, 1 min').
import dayjs from 'dayjs';

export const PERIODS = [
  { value: 'today', label: 'Hoje' },
  { value: 'yesterday', label: 'Ontem' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mês' },
] as const;
export type PeriodKey = (typeof PERIODS)[number]['value'];

export const REFRESH_CHOICES = [
  { value: '0', label: 'Desligado' },
  { value: '15000', label: '15 s' },
  { value: '30000', label: '30 s' },
  { value: '60000', label: '1 min' },
] as const;
export const DEFAULT_REFRESH = '15000';

/** First and last day (YYYY-MM-DD) of a period ending today; the week starts on Sunday. */
export function periodDates(period: PeriodKey, today = dayjs()): { first: string; last: string } {
  const iso = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  switch (period) {
    case 'yesterday':
      return { first: iso(today.subtract(1, 'day')), last: iso(today.subtract(1, 'day')) };
    case 'week':
      return { first: iso(today.day(0)), last: iso(today) };
    case 'month':
      return { first: iso(today.date(1)), last: iso(today) };
    default:
      return { first: iso(today), last: iso(today) };
  }
}

/** Hours 0–4 belong to the night shift that began the day before: they sort after 23 (§9). */
export function shiftHourOrder(hour: number): number {
  return hour <= 4 ? hour + 24 : hour;
}
