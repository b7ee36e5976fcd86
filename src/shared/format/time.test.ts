import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration } from './time';

describe('formatDuration', () => {
  it('shows HH:MM:SS with the seconds floored', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59.99)).toBe('00:00:59');
    expect(formatDuration(61)).toBe('00:01:01');
    expect(formatDuration(3723.7)).toBe('01:02:03');
  });
  it('lets hours pass 24 and reads negatives as zero', () => {
    expect(formatDuration(90_000)).toBe('25:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });
});

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('05/01/2024 07:08:09');
  });
  it('shows a dash for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatDate', () => {
  it('reads a plain date as that calendar day', () => {
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDate(undefined)).toBe('-');
  });
});
