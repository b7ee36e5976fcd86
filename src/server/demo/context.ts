// What every demo builder shares: the random source, the clock, the rows being built.
import { addDays, type IsoDate } from '../../shared/domain/operation-day';
import type { Random } from './random';
import type { DemoRows, Ids } from './rows';

export interface DemoUsers {
  tech: number;
  admin: number;
  supervisor: number;
  checker: number;
  /** A second checker with no conference under way: where a checker lands, whatever the demo day left. */
  secondChecker: number;
  fixedReader: number;
  finance: number;
  loader: number;
  /** novato, a beginner picker (SeparationCriticalOrBeginner) with nothing under way. */
  beginner: number;
  /** separador1..separador12, in that order. */
  separators: number[];
}

export interface DemoContext {
  random: Random;
  now: Date;
  zone: string;
  today: IsoDate;
  rows: DemoRows;
  ids: Ids;
  users: DemoUsers;
}

export const MINUTE = 60_000;

export function minutesBefore(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() - minutes * MINUTE);
}

export function secondsAfter(instant: Date, seconds: number): Date {
  return new Date(instant.getTime() + seconds * 1000);
}

export function relativeDate(context: DemoContext, days: number): IsoDate {
  return addDays(context.today, days);
}
