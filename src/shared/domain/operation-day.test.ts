import { describe, expect, it } from 'vitest';
import {
  addDays,
  atLocalTime,
  dayBounds,
  deliveryDate,
  loadingDay,
  loadingDayBounds,
  localHour,
  operationDate,
  operationDayOnOrBefore,
  weekday,
} from './operation-day';

const SP = 'America/Sao_Paulo';

describe('operationDate', () => {
  it('is the calendar date in the centre zone, not in UTC', () => {
    // 01:30 UTC on the 11th is still 22:30 on the 10th in São Paulo (UTC-3).
    expect(operationDate(new Date('2025-03-11T01:30:00Z'), SP)).toBe('2025-03-10');
    expect(operationDate(new Date('2025-03-11T03:00:00Z'), SP)).toBe('2025-03-11');
  });
  it('follows another zone when the centre is elsewhere', () => {
    expect(operationDate(new Date('2025-03-11T01:30:00Z'), 'UTC')).toBe('2025-03-11');
    expect(operationDate(new Date('2025-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-03-11');
  });
  it('defaults to São Paulo', () => {
    expect(operationDate(new Date('2025-03-11T02:59:59Z'))).toBe('2025-03-10');
  });
});

describe('addDays and weekday', () => {
  it('crosses months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('rejects what is not a date', () => {
    expect(() => addDays('11/03/2025', 1)).toThrow();
  });
  it('numbers weekdays from Sunday', () => {
    expect(weekday('2025-03-09')).toBe(0);
    expect(weekday('2025-03-15')).toBe(6);
  });
});

describe('deliveryDate (12:00 cut-off)', () => {
  it('is today before noon in the centre', () => {
    expect(deliveryDate(new Date('2025-03-10T14:59:00Z'), SP)).toBe('2025-03-10'); // 11:59 local
  });
  it('rolls to the next day from noon on', () => {
    expect(deliveryDate(new Date('2025-03-10T15:00:00Z'), SP)).toBe('2025-03-11'); // 12:00 local
    expect(deliveryDate(new Date('2025-03-11T02:00:00Z'), SP)).toBe('2025-03-11'); // 23:00 local on the 10th
  });
});

describe('loadingDay (06h cut-off)', () => {
  const at = (local: string) => atLocalTime('2025-03-10', local, SP);
  it('past dates are past', () => {
    expect(loadingDay('2025-03-09', at('10:00'), SP)).toBe('past');
  });
  it("today's date is current", () => {
    expect(loadingDay('2025-03-10', at('10:00'), SP)).toBe('current');
  });
  it('tomorrow is current up to the 06h hour, future afterwards', () => {
    expect(loadingDay('2025-03-11', at('05:59'), SP)).toBe('current');
    expect(loadingDay('2025-03-11', at('06:30'), SP)).toBe('current');
    expect(loadingDay('2025-03-11', at('07:00'), SP)).toBe('future');
  });
  it('later dates are future', () => {
    expect(loadingDay('2025-03-12', at('03:00'), SP)).toBe('future');
  });
});

describe('operationDayOnOrBefore', () => {
  it('is the date itself, or the Friday before a Saturday', () => {
    expect(operationDayOnOrBefore('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(operationDayOnOrBefore('2026-11-22')).toBe('2026-11-22'); // Sunday
    expect(operationDayOnOrBefore('2026-11-21')).toBe('2026-11-20'); // Saturday
  });
});

describe("loadingDayBounds: the conveyor's day, 07:00 to 07:00", () => {
  const day = { start: new Date('2025-03-10T10:00:00Z'), end: new Date('2025-03-11T10:00:00Z') }; // 07:00 in São Paulo
  it('is the day that began at 07:00 today from 07:00 on, and at 07:00 yesterday through the night', () => {
    expect(loadingDayBounds(new Date('2025-03-10T13:00:00Z'), SP)).toEqual(day); // 10:00
    expect(loadingDayBounds(new Date('2025-03-10T10:00:00Z'), SP)).toEqual(day); // 07:00
    expect(loadingDayBounds(new Date('2025-03-11T03:30:00Z'), SP)).toEqual(day); // 00:30 the next day
    expect(loadingDayBounds(new Date('2025-03-11T09:59:00Z'), SP)).toEqual(day); // 06:59
  });
});

describe('local wall-clock helpers', () => {
  it('turns a local time into the UTC instant', () => {
    expect(atLocalTime('2025-03-10', '06:00', SP).toISOString()).toBe('2025-03-10T09:00:00.000Z');
  });
  it('gives the bounds of a local day', () => {
    const { start, end } = dayBounds('2025-03-10', SP);
    expect(start.toISOString()).toBe('2025-03-10T03:00:00.000Z');
    expect(end.toISOString()).toBe('2025-03-11T03:00:00.000Z');
  });
  it('reads the local hour', () => {
    expect(localHour(new Date('2025-03-10T15:00:00Z'), SP)).toBe(12);
  });
});
