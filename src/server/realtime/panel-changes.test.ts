import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanelArea } from '../../shared/contract/events';
import { createPanelChanges } from './panel-changes';

describe('createPanelChanges', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once and a burst as one more event at the end of the window', () => {
    const sent: PanelArea[] = [];
    const changes = createPanelChanges((area) => sent.push(area), 500);
    changes.notify(['dashboard']);
    expect(sent).toEqual(['dashboard']);
    for (let i = 0; i < 20; i += 1) changes.notify(['dashboard', 'orders']);
    expect(sent).toEqual(['dashboard', 'orders']);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['dashboard', 'orders', 'dashboard', 'orders']);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(4);
    changes.close();
  });
});
