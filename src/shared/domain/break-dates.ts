// The date rules of the breaks and replenishment histories (spec/panel.md §5, §9): the
// breaks history takes one operation day, never a Saturday nor after today; the
// replenishment history opens on the last working day before today.
import { addDays, isSaturday, operationDayOnOrBefore, weekday, type IsoDate } from './operation-day';

const FRIDAY = 5;
const MONDAY = 1;
const NOON = 12;

export const BREAKS_HISTORY_SATURDAY = 'Não há operação aos sábados: escolha outra data.';
export const BREAKS_HISTORY_FUTURE = 'A data não pode ser posterior a hoje.';

/** Why a breaks-history date is refused, or null when it may be shown. */
export function breaksHistoryDateError(date: IsoDate, today: IsoDate): string | null {
  if (date > today) return BREAKS_HISTORY_FUTURE;
  if (isSaturday(date)) return BREAKS_HISTORY_SATURDAY;
  return null;
}

/**
 * The day the breaks history opens on: today, or Friday on a Saturday, which has no
 * operation of its own and cannot be chosen.
 */
export function breaksHistoryDefaultDate(today: IsoDate): IsoDate {
  return operationDayOnOrBefore(today);
}

/**
 * The calendar days whose releases an operation day's history shows, first and last. A
 * Friday takes the Saturday too: there is no Saturday operation to choose, and Friday's
 * shift runs past midnight, so a break it released at 1 a.m. on Saturday would otherwise
 * be on no history at all.
 */
export function breaksHistoryReleaseDays(date: IsoDate): { first: IsoDate; last: IsoDate } {
  return { first: date, last: weekday(date) === FRIDAY ? addDays(date, 1) : date };
}

/**
 * The replenishment history's default date: the previous day; two days back before noon
 * (and on a weekend morning); three days back on a Monday morning, so the morning shows
 * the last full working day.
 */
export function replenishmentHistoryDefaultDate(today: IsoDate, hour: number): IsoDate {
  if (hour >= NOON) return addDays(today, -1);
  return addDays(today, weekday(today) === MONDAY ? -3 : -2);
}
