import { describe, expect, it } from 'vitest';
import {
  DATE_AFTER_TODAY,
  NO_SATURDAY_OPERATION,
  calendarDaysOfOperationDay,
  isSunday,
  operationDayRefusal,
} from './operation-day-choice';

describe('an operation day chosen on a calendar', () => {
  it('may be today or a past weekday, Sunday included', () => {
    expect(operationDayRefusal('2026-11-23', '2026-11-23')).toBeNull();
    expect(operationDayRefusal('2026-11-20', '2026-11-23')).toBeNull();
    expect(operationDayRefusal('2026-11-22', '2026-11-23')).toBeNull(); // Sunday
  });
  it('is refused on a Saturday and after today', () => {
    expect(operationDayRefusal('2026-11-21', '2026-11-23')).toBe(NO_SATURDAY_OPERATION);
    expect(operationDayRefusal('2026-11-24', '2026-11-23')).toBe(DATE_AFTER_TODAY);
  });
  it("takes the Saturday into Friday's calendar days, and one day otherwise", () => {
    expect(calendarDaysOfOperationDay('2026-11-20')).toEqual({ first: '2026-11-20', last: '2026-11-21' });
    expect(calendarDaysOfOperationDay('2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-23' });
    expect(calendarDaysOfOperationDay('2026-11-22')).toEqual({ first: '2026-11-22', last: '2026-11-22' });
  });
});

describe('a scheduled (delivery) date chosen on a calendar', () => {
  it('is never a Sunday', () => {
    expect(isSunday('2026-11-29')).toBe(true);
    expect(isSunday('2026-11-28')).toBe(false); // Saturday: trucks deliver
    expect(isSunday('2026-11-30')).toBe(false);
  });
});
