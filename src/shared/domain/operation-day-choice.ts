// The days a person may choose on a calendar (spec/loading.md §5, spec/operator.md §9,
// spec/panel.md §9). An operation day (a separation date: the breaks history, the orders
// released without an invoice) is never a Saturday, when the centre does not separate, nor
// after today. A scheduled date (a delivery date: the loading's spreadsheets) is never a
// Sunday, when no truck delivers.
import { addDays, isSaturday, weekday, type IsoDate } from './operation-day';

const SUNDAY = 0;
const FRIDAY = 5;

export const NO_SATURDAY_OPERATION = 'Não há operação aos sábados: escolha outra data.';
export const DATE_AFTER_TODAY = 'A data não pode ser posterior a hoje.';

/** Why an operation day may not be shown, or null when it may. */
export function operationDayRefusal(date: IsoDate, today: IsoDate): string | null {
  if (date > today) return DATE_AFTER_TODAY;
  if (isSaturday(date)) return NO_SATURDAY_OPERATION;
  return null;
}

/**
 * The calendar days whose events (a break released, an order released without its invoice)
 * belong to an operation day, first and last. A Friday takes the Saturday too: there is no
 * Saturday operation to choose, and Friday's shift runs past midnight, so what it released
 * at 1 a.m. on Saturday would otherwise be on no list at all.
 */
export function calendarDaysOfOperationDay(date: IsoDate): { first: IsoDate; last: IsoDate } {
  return { first: date, last: weekday(date) === FRIDAY ? addDays(date, 1) : date };
}

/** No truck delivers on Sundays: a scheduled date's calendar disables them. */
export function isSunday(date: IsoDate): boolean {
  return weekday(date) === SUNDAY;
}
