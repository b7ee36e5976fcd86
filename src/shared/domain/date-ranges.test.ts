import { describe, expect, it } from 'vitest';
import { isRankingRange } from './date-ranges';

describe('isRankingRange', () => {
  it('takes a single day, whatever the weekday', () => {
    expect(isRankingRange('2026-03-04', '2026-03-04')).toBe(true);
  });

  it('takes a week from Sunday to Friday or Saturday', () => {
    expect(isRankingRange('2026-03-01', '2026-03-06')).toBe(true);
    expect(isRankingRange('2026-03-01', '2026-03-07')).toBe(true);
  });

  it('refuses partial weeks, weeks not starting on Sunday and longer spans', () => {
    expect(isRankingRange('2026-03-01', '2026-03-05')).toBe(false);
    expect(isRankingRange('2026-03-02', '2026-03-07')).toBe(false);
    expect(isRankingRange('2026-03-01', '2026-03-08')).toBe(false);
    expect(isRankingRange('2026-03-06', '2026-03-01')).toBe(false);
  });
});
