import { describe, expect, it } from 'vitest';
import { isRankingRange, reportDayError, reportDefaultDate, reportDefaultDay, reportRangeError } from './date-ranges';

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

describe('report dates', () => {
  const today = '2026-03-12';
  it('takes a range of past days at most 6 days apart', () => {
    expect(reportRangeError('2026-03-01', '2026-03-07', today)).toBeNull();
    expect(reportRangeError('2026-03-01', '2026-03-08', today)?.message).toMatch(/^Não selecione a data de hoje/);
    expect(reportRangeError('2026-03-10', today, today)?.message).toMatch(/^Não selecione a data de hoje/);
    expect(reportRangeError(null, '2026-03-07', today)?.title).toBe('Datas inválidas');
    expect(reportRangeError('2026-03-07', '2026-03-01', today)?.title).toBe('Datas inválidas');
  });

  it('takes one operation day that is not a Saturday', () => {
    expect(reportDayError('2026-03-06')).toBeNull();
    expect(reportDayError('2026-03-07')?.message).toBe('Você só pode selecionar um dia por vez. (exceto sábados)');
    expect(reportDayError(null)?.title).toBe('Data inválida');
  });
});

describe('report default dates', () => {
  it('are yesterday from noon on, two days ago before noon', () => {
    expect(reportDefaultDate('2026-11-25', 12)).toBe('2026-11-24');
    expect(reportDefaultDate('2026-11-25', 11)).toBe('2026-11-23');
    expect(reportDefaultDay('2026-11-25', 9)).toBe('2026-11-23');
  });
  it('give the single-day downloads Friday where the default falls on a Saturday, which they refuse', () => {
    expect(reportDefaultDate('2026-11-22', 15)).toBe('2026-11-21'); // Sunday afternoon: the range may be Saturday
    expect(reportDefaultDay('2026-11-22', 15)).toBe('2026-11-20');
    expect(reportDefaultDay('2026-11-23', 8)).toBe('2026-11-20'); // Monday morning
    expect(reportDayError(reportDefaultDay('2026-11-23', 8))).toBeNull();
  });
});
