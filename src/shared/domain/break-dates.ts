// The date rules of the breaks and replenishment histories (spec/panel.md §5, §9): the
// breaks history takes one operation day, never a Saturday nor after today; the
// replenishment history opens on the last working day before today.
import { addDays, weekday, type IsoDate } from './operation-day';

const SATURDAY = 6;
const MONDAY = 1;
const NOON = 12;

export const BREAKS_HISTORY_SATURDAY = 'Não há operação aos sábados: escolha outra data.';
export const BREAKS_HISTORY_FUTURE = 'A data não pode ser posterior a hoje.';

/** Why a breaks-history date is refused, or null when it may be shown. */
export function breaksHistoryDateError(date: IsoDate, today: IsoDate): string | null {
  if (date > today) return BREAKS_HISTORY_FUTURE;
  if (weekday(date) === SATURDAY) return BREAKS_HISTORY_SATURDAY;
  return null;
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
