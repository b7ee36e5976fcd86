// The date rules of the panel's filters (spec/panel.md §5): the ranking history takes a
// single day or a full week Sunday to Friday. Dates are YYYY-MM-DD.
import { addDays, weekday, type IsoDate } from './operation-day';

const SUNDAY = 0;
const FRIDAY = 5;

export const RANKING_RANGE_MESSAGE = 'Por favor, selecione uma única data ou uma semana completa (Domingo a Sexta).';

/** A single day, or a week from Sunday to Friday or Saturday (at most 6 days apart). */
export function isRankingRange(start: IsoDate, end: IsoDate): boolean {
  if (start === end) return true;
  return weekday(start) === SUNDAY && end >= addDays(start, FRIDAY) && end <= addDays(start, 6);
}
