import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodDates, shiftHourOrder } from './period';

describe('performance periods', () => {
  const wednesday = dayjs('2025-03-12T10:00:00');
  it('gives today, yesterday, the week from Sunday and the month from the 1st', () => {
    expect(periodDates('today', wednesday)).toEqual({ first: '2025-03-12', last: '2025-03-12' });
    expect(periodDates('yesterday', wednesday)).toEqual({ first: '2025-03-11', last: '2025-03-11' });
    expect(periodDates('week', wednesday)).toEqual({ first: '2025-03-09', last: '2025-03-12' });
    expect(periodDates('month', wednesday)).toEqual({ first: '2025-03-01', last: '2025-03-12' });
  });
  it('sorts the small hours after 23', () => {
    expect([3, 23, 6, 0].sort((a, b) => shiftHourOrder(a) - shiftHourOrder(b))).toEqual([6, 23, 0, 3]);
  });
});
