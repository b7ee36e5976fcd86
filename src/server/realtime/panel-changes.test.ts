import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areasChangedBy, createPanelChanges, type PanelArea } from './panel-changes';

describe('areasChangedBy', () => {
  it('names the areas of successful floor changes only', () => {
    expect(areasChangedBy('POST', '/api/carambola/separation/finish-order/123', 200)).toEqual(['dashboard', 'orders', 'breaks', 'replenishment']);
    expect(areasChangedBy('PATCH', '/api/carambola/reposition/release-order/9?x=1', 204)).toEqual(['breaks', 'dashboard', 'orders']);
    expect(areasChangedBy('POST', '/api/carambola/separation/finish-order/123', 409)).toEqual([]);
    expect(areasChangedBy('GET', '/api/carambola/dashboard/', 200)).toEqual([]);
    expect(areasChangedBy('POST', '/api/auth-internal/v2/token', 200)).toEqual([]);
    expect(areasChangedBy('POST', '/api/carambola/replenishment/', 201)).toEqual(['replenishment']);
    expect(areasChangedBy('PATCH', '/api/carambola/alert/support/3', 200)).toEqual(['alerts']);
    expect(areasChangedBy('POST', '/api/carambola/separationist', 200)).toEqual([]);
  });
  it('counts taking a new order (a GET) as a change', () => {
    expect(areasChangedBy('GET', '/api/carambola/separation/order-separation/new?step=1', 200)).toContain('dashboard');
  });
});

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
