import { describe, expect, it } from 'vitest';
import { feedbackRange } from './periods';

describe('feedback range', () => {
  it('ends tomorrow and starts today, one week back or one month back', () => {
    expect(feedbackRange('today', '2026-03-31')).toEqual({ date_from: '2026-03-31', date_to: '2026-04-01' });
    expect(feedbackRange('week', '2026-03-31')).toEqual({ date_from: '2026-03-24', date_to: '2026-04-01' });
    expect(feedbackRange('month', '2026-03-31')).toEqual({ date_from: '2026-02-28', date_to: '2026-04-01' });
  });
});
