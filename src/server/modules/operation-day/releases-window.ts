// The instants whose releases belong to an operation day a list was asked for (the breaks'
// 'Histórico', 'Liberados sem nota fiscal'): today, or Friday on a Saturday, by default; a
// Saturday or a day after today refused in Portuguese; a Friday running to Saturday's end.
import { calendarDaysOfOperationDay, operationDayRefusal } from '../../../shared/domain/operation-day-choice';
import { dayBounds, operationDate, operationDayOnOrBefore, type IsoDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { readSettingsRow } from '../settings/service';

export async function releasesWindowOf(app: AppContext, requested: IsoDate | undefined): Promise<{ start: Date; end: Date }> {
  const { timeZone } = await readSettingsRow(app.db);
  const today = operationDate(app.now(), timeZone);
  const date = requested ?? operationDayOnOrBefore(today);
  const refused = operationDayRefusal(date, today);
  if (refused) throw badRequest(refused, [{ field: 'query.operationDate', message: refused }]);
  const { first, last } = calendarDaysOfOperationDay(date);
  return { start: dayBounds(first, timeZone).start, end: dayBounds(last, timeZone).end };
}
