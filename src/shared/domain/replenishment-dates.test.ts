import { describe, expect, it } from 'vitest';
import { replenishmentHistoryDefaultDate } from './replenishment-dates';

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
