// The centre's clock. Instants are stored in UTC; the centre's time zone decides what
// "today" is, when the delivery date rolls over (12:00) and when the loading day ends (06h).
// The spec's "+3 hour shifts" are São Paulo's UTC offset: converting with the zone replaces
// them, and stays right for centres in other zones.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_CENTRE_TIME_ZONE = 'America/Sao_Paulo';

/** After this local hour new orders are delivered the next day (spec/operator.md §9). */
export const DELIVERY_CUTOFF_HOUR = 12;
/** Up to this local hour the loading of tomorrow's orders still counts as today (spec/loading.md §9). */
export const LOADING_DAY_CUTOFF_HOUR = 6;

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function local(now: Date, zone: string) {
  return dayjs(now).tz(zone);
}

/** The centre's calendar date at `now`: the operation date of "today". */
export function operationDate(now: Date, zone: string = DEFAULT_CENTRE_TIME_ZONE): IsoDate {
  return local(now, zone).format('YYYY-MM-DD');
}

/** The date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!ISO_DATE.test(date)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** English weekday names, Sunday first (settings.peak_days stores these). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Weekday of a date, 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return dayjs.utc(date).day();
}

/** The centre has no operation on Saturdays: the calendars disable them (spec/panel.md, spec/loading.md §9). */
export function isSaturday(date: IsoDate): boolean {
  return weekday(date) === 6;
}

/** `date`, or the Friday before when it is a Saturday: the operation day a calendar may show. */
export function operationDayOnOrBefore(date: IsoDate): IsoDate {
  return isSaturday(date) ? addDays(date, -1) : date;
}

/**
 * The date an order taken at `now` is delivered: today until 11:59 in the centre, the next
 * day from 12:00 on.
 */
export function deliveryDate(now: Date, zone: string = DEFAULT_CENTRE_TIME_ZONE): IsoDate {
  const clock = local(now, zone);
  const today = clock.format('YYYY-MM-DD');
  return clock.hour() >= DELIVERY_CUTOFF_HOUR ? addDays(today, 1) : today;
}

export type LoadingDay = 'past' | 'current' | 'future';

/**
 * Where a scheduled date stands for the conveyor (spec/loading.md §4): a past date is
 * 'past'; today is 'current', and so is tomorrow while the centre's clock is at or before
 * 06h (hour 6 included, as the spec's "at or before 06h"); later dates are 'future'
 * (shown as rescheduled).
 */
export function loadingDay(
  scheduledDate: IsoDate,
  now: Date,
  zone: string = DEFAULT_CENTRE_TIME_ZONE,
): LoadingDay {
  const clock = local(now, zone);
  const today = clock.format('YYYY-MM-DD');
  if (scheduledDate < today) return 'past';
  if (scheduledDate === today) return 'current';
  if (scheduledDate === addDays(today, 1) && clock.hour() <= LOADING_DAY_CUTOFF_HOUR) return 'current';
  return 'future';
}

/**
 * The conveyor's working day around `now`, [07:00, 07:00 the next day): its night runs past
 * midnight (up to the 06h hour tomorrow's orders are still loaded, loadingDay), so what the
 * belt read at 23:00 is still this day's at 00:30.
 */
export function loadingDayBounds(now: Date, zone: string = DEFAULT_CENTRE_TIME_ZONE): { start: Date; end: Date } {
  const clock = local(now, zone);
  const today = clock.format('YYYY-MM-DD');
  const first = clock.hour() > LOADING_DAY_CUTOFF_HOUR ? today : addDays(today, -1);
  const startTime = `${String(LOADING_DAY_CUTOFF_HOUR + 1).padStart(2, '0')}:00`;
  return { start: atLocalTime(first, startTime, zone), end: atLocalTime(addDays(first, 1), startTime, zone) };
}

/** The UTC instant of a local wall-clock time on a date in the zone (e.g. '06:30'). */
export function atLocalTime(date: IsoDate, time: string, zone: string = DEFAULT_CENTRE_TIME_ZONE): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toDate();
}

/** [start, end) of a date in the zone, as UTC instants: for "today" queries on timestamps. */
export function dayBounds(date: IsoDate, zone: string = DEFAULT_CENTRE_TIME_ZONE): { start: Date; end: Date } {
  return { start: atLocalTime(date, '00:00', zone), end: atLocalTime(addDays(date, 1), '00:00', zone) };
}

/** The hour (0-23) on the centre's clock. */
export function localHour(now: Date, zone: string = DEFAULT_CENTRE_TIME_ZONE): number {
  return local(now, zone).hour();
}
