// The date rules of the panel's filters (spec/panel.md §5): the ranking history takes a
// single day or a full week Sunday to Friday. Dates are YYYY-MM-DD.
import { addDays, isSaturday, operationDayOnOrBefore, weekday, type IsoDate } from './operation-day';

const SUNDAY = 0;
const FRIDAY = 5;

export const RANKING_RANGE_MESSAGE = 'Por favor, selecione uma única data ou uma semana completa (Domingo a Sexta).';

/** A single day, or a week from Sunday to Friday or Saturday (at most 6 days apart). */
export function isRankingRange(start: IsoDate, end: IsoDate): boolean {
  if (start === end) return true;
  return weekday(start) === SUNDAY && end >= addDays(start, FRIDAY) && end <= addDays(start, 6);
}

/** A refused report date: the popup's title and its description (spec/panel.md §5). */
export interface DateRuleError {
  title: string;
  message: string;
}

const RANGE_TOO_LONG =
  'Não selecione a data de hoje e nem um intervalo maior que uma semana completa (Domingo a Sexta).';

/** Two-date downloads: both dates, before today, at most 6 days apart. */
export function reportRangeError(start: IsoDate | null, end: IsoDate | null, today: IsoDate): DateRuleError | null {
  if (!start || !end || end < start) {
    return { title: 'Datas inválidas', message: 'Por favor, selecione uma data inicial e final válidas para continuar.' };
  }
  if (end >= today || end > addDays(start, 6)) return { title: 'Datas inválidas', message: RANGE_TOO_LONG };
  return null;
}

/** Single-day downloads: one operation date, not a Saturday. */
export function reportDayError(date: IsoDate | null): DateRuleError | null {
  if (!date) return { title: 'Data inválida', message: 'Por favor, selecione uma data da operação para continuar.' };
  if (isSaturday(date)) return { title: 'Data inválida', message: 'Você só pode selecionar um dia por vez. (exceto sábados)' };
  return null;
}

const NOON = 12;

/** The downloads' default date: yesterday, or two days ago before noon (spec/panel.md §5 'Default dates'). */
export function reportDefaultDate(today: IsoDate, hour: number): IsoDate {
  return addDays(today, hour < NOON ? -2 : -1);
}

/**
 * The single-day downloads' default date: the downloads' default, or the Friday before it
 * when that is a Saturday, which they refuse (on a Sunday afternoon and a Monday morning).
 */
export function reportDefaultDay(today: IsoDate, hour: number): IsoDate {
  return operationDayOnOrBefore(reportDefaultDate(today, hour));
}
