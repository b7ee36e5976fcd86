import { describe, expect, it } from 'vitest';
import { restorableState } from './window-state';

const laptop = { x: 0, y: 0, width: 1920, height: 1040 };

describe('restorableState', () => {
  it('restores a window that is on a display', () => {
    const saved = { x: 100, y: 50, width: 1280, height: 800, maximized: true };
    expect(restorableState(saved, [laptop])).toEqual(saved);
  });

  it('forgets a place on a monitor that is gone, and malformed state', () => {
    expect(restorableState({ x: 2500, y: 0, width: 1280, height: 800, maximized: false }, [laptop])).toBeUndefined();
    expect(restorableState({ x: 0, y: 0, width: 'big' }, [laptop])).toBeUndefined();
    expect(restorableState(undefined, [laptop])).toBeUndefined();
  });
});
