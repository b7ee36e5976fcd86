// The replenishment history's date rule (spec/panel.md §9): it opens on the last working
// day before today. (The breaks history takes an operation day:
// operation-day-choice.ts.)
import { addDays, weekday, type IsoDate } from './operation-day';

const MONDAY = 1;
const NOON = 12;

/**
 * The replenishment history's default date: the previous day; two days back before noon
 * (and on a weekend morning); three days back on a Monday morning, so the morning shows
 * the last full working day.
 */
export function replenishmentHistoryDefaultDate(today: IsoDate, hour: number): IsoDate {
  if (hour >= NOON) return addDays(today, -1);
  return addDays(today, weekday(today) === MONDAY ? -3 : -2);
}
