import { describe, expect, it } from 'vitest';
import {
  forecastEnd,
  idleTimerColour,
  percentChange,
  reducedLabel,
  routeStatusColour,
  separationTimerColour,
  sortSeparators,
  tonsPerHour,
} from './dashboard';

const separator = (name: string, fields: { paused?: boolean; conference?: string; begin?: string; end?: string | null }) => ({
  name,
  is_paused: fields.paused ?? false,
  work_conference: fields.conference ?? null,
  last_work: fields.begin ? { begin: fields.begin, end: fields.end ?? null } : null,
});

describe('sortSeparators', () => {
  it('puts finished first (oldest end first), then separating (oldest begin), then conference, paused last', () => {
    const sorted = sortSeparators([
      separator('conference', { conference: '2025-01-01T10:00:00Z', begin: '2025-01-01T09:00:00Z', end: '2025-01-01T09:30:00Z' }),
      separator('paused', { paused: true, begin: '2025-01-01T08:00:00Z', end: '2025-01-01T08:10:00Z' }),
      separator('newer separating', { begin: '2025-01-01T10:05:00Z' }),
      separator('older separating', { begin: '2025-01-01T10:00:00Z' }),
      separator('finished late', { begin: '2025-01-01T09:00:00Z', end: '2025-01-01T09:50:00Z' }),
      separator('finished early', { begin: '2025-01-01T09:00:00Z', end: '2025-01-01T09:10:00Z' }),
    ]);
    expect(sorted.map((entry) => entry.name)).toEqual([
      'finished early',
      'finished late',
      'older separating',
      'newer separating',
      'conference',
      'paused',
    ]);
  });
});

describe('timer colours', () => {
  it('separation: green below the average duration, amber from it on', () => {
    expect(separationTimerColour(599, 600)).toBe('green');
    expect(separationTimerColour(600, 600)).toBe('amber');
    expect(separationTimerColour(5000, 0)).toBe('green');
  });
  it('idle: grey paused, purple within the average idle time, red beyond or without one', () => {
    expect(idleTimerColour(true, 10_000, 60)).toBe('grey');
    expect(idleTimerColour(false, 30, 60)).toBe('purple');
    expect(idleTimerColour(false, 60, 60)).toBe('red');
    expect(idleTimerColour(false, 1, 0)).toBe('red');
  });
});

describe('figures', () => {
  it('percent change with 2 decimals, null without a previous figure', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.33);
    expect(percentChange(5, 0)).toBeNull();
  });
  it('forecast shares the work left among the separators', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(forecastEnd(now, 10, 60, 2)?.toISOString()).toBe('2025-01-01T12:05:00.000Z');
    expect(forecastEnd(now, 10, 0, 2)).toBeNull();
    expect(forecastEnd(now, 0, 0, 0)).toBe(now);
  });
  it('tons per hour with 3 decimals', () => {
    expect(tonsPerHour(3_000_000, new Date('2025-01-01T10:00:00Z'), new Date('2025-01-01T12:00:00Z'))).toBe(1.5);
    expect(tonsPerHour(3_000_000, null, new Date())).toBe(0);
  });
  it('route colours and labels as the spec writes them', () => {
    expect(routeStatusColour(false, false)).toBe('red');
    expect(routeStatusColour(true, null)).toBe('amber');
    expect(routeStatusColour(true, true)).toBe('green');
    expect(reducedLabel(true, null)).toBe('EM ANÁLISE');
    expect(reducedLabel(true, false)).toBe('NÃO');
    expect(reducedLabel(false, null)).toBe('-');
  });
});
