// The operation day every dashboard read is about: the centre's calendar date now, its
// bounds as UTC instants, and the same weekday one week before (the comparison).
import { addDays, dayBounds, operationDate, type IsoDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { readSettingsRow } from '../settings/service';

export interface OperationDay {
  now: Date;
  zone: string;
  date: IsoDate;
  previousWeek: IsoDate;
  start: Date;
  end: Date;
  separatorsConfig: number;
}

export async function currentOperationDay(app: AppContext): Promise<OperationDay> {
  const { timeZone, numberOfSeparators } = await readSettingsRow(app.db);
  const now = app.now();
  const date = operationDate(now, timeZone);
  return { now, zone: timeZone, date, previousWeek: addDays(date, -7), ...dayBounds(date, timeZone), separatorsConfig: numberOfSeparators };
}
