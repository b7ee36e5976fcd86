import { describe, expect, it } from 'vitest';
import {
  BREAKS_HISTORY_FUTURE,
  BREAKS_HISTORY_SATURDAY,
  breaksHistoryDateError,
  breaksHistoryDefaultDate,
  breaksHistoryReleaseDays,
  replenishmentHistoryDefaultDate,
} from './break-dates';

describe('breaks history date', () => {
  it('takes today and past weekdays', () => {
    expect(breaksHistoryDateError('2026-11-23', '2026-11-23')).toBeNull();
    expect(breaksHistoryDateError('2026-11-20', '2026-11-23')).toBeNull();
  });
  it('refuses a Saturday and a date after today', () => {
    expect(breaksHistoryDateError('2026-11-21', '2026-11-23')).toBe(BREAKS_HISTORY_SATURDAY);
    expect(breaksHistoryDateError('2026-11-24', '2026-11-23')).toBe(BREAKS_HISTORY_FUTURE);
  });
});

describe('breaks history default date and release days', () => {
  it('opens on today, or on Friday when today is a Saturday', () => {
    expect(breaksHistoryDefaultDate('2026-11-23')).toBe('2026-11-23');
    expect(breaksHistoryDefaultDate('2026-11-22')).toBe('2026-11-22'); // Sunday
    expect(breaksHistoryDefaultDate('2026-11-21')).toBe('2026-11-20'); // Saturday
  });
  it('takes the Saturday into Friday, and one day otherwise', () => {
    expect(breaksHistoryReleaseDays('2026-11-20')).toEqual({ first: '2026-11-20', last: '2026-11-21' });
    expect(breaksHistoryReleaseDays('2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-23' });
    expect(breaksHistoryReleaseDays('2026-11-22')).toEqual({ first: '2026-11-22', last: '2026-11-22' });
  });
});

describe('replenishment history default date', () => {
  it('is the previous day from noon on', () => {
    expect(replenishmentHistoryDefaultDate('2026-11-25', 12)).toBe('2026-11-24');
    expect(replenishmentHistoryDefaultDate('2026-11-23', 15)).toBe('2026-11-22');
  });
  it('is two days back before noon, weekends included', () => {
    expect(replenishmentHistoryDefaultDate('2026-11-25', 9)).toBe('2026-11-23');
    expect(replenishmentHistoryDefaultDate('2026-11-22', 8)).toBe('2026-11-20'); // Sunday
    expect(replenishmentHistoryDefaultDate('2026-11-21', 8)).toBe('2026-11-19'); // Saturday
  });
  it('is three days back (Friday) on a Monday morning', () => {
    expect(replenishmentHistoryDefaultDate('2026-11-23', 11)).toBe('2026-11-20');
  });
});
