import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanQueue } from './scan-queue';

const PAUSE_MS = 1000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const discarded: string[] = [];
  const queue = createScanQueue({ pauseMs: PAUSE_MS, onDiscard: (code) => discarded.push(code) });
  return { queue, discarded };
}

describe('the scanner card’s reads', () => {
  it('keeps a read that arrives in the pause after a success and reads it, in order, when the pause ends', async () => {
    const { queue } = setup();
    const read: string[] = [];
    queue.setReader(async (code) => {
      read.push(code);
      return true;
    });
    queue.push('a');
    queue.push('b');
    queue.push('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toEqual(['a']);
    expect(queue.useWaiting.getState().waiting).toBe(2);
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    expect(read).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(read).toEqual(['a', 'b', 'c']);
    expect(queue.useWaiting.getState().waiting).toBe(0);
  });

  it('keeps a read that arrives while the previous one is still answered', async () => {
    const { queue } = setup();
    const read: string[] = [];
    let answer: (taken: boolean) => void = () => undefined;
    queue.setReader((code) => {
      read.push(code);
      return new Promise((resolve) => (answer = resolve));
    });
    queue.push('a');
    queue.push('b');
    expect(queue.useWaiting.getState().waiting).toBe(1);
    answer(false); // refused: no pause, the next read goes at once
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toEqual(['a', 'b']);
  });

  it('gives a waiting read to the card on screen when its turn comes (the next item’s)', async () => {
    const { queue } = setup();
    const read: string[] = [];
    const release = queue.setReader(async (code) => {
      read.push(`first:${code}`);
      return true;
    });
    queue.push('a');
    queue.push('b');
    await vi.advanceTimersByTimeAsync(0);
    release();
    queue.setReader(async (code) => {
      read.push(`next:${code}`);
      return true;
    });
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(read).toEqual(['first:a', 'next:b']);
  });

  it('refuses aloud a read no card can take when its turn comes, instead of dropping it', async () => {
    const { queue, discarded } = setup();
    const read: string[] = [];
    const release = queue.setReader(async (code) => {
      read.push(code);
      return true;
    });
    queue.push('a');
    queue.push('b');
    await vi.advanceTimersByTimeAsync(0);
    release(); // a dialog opened over the card
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(read).toEqual(['a']);
    expect(discarded).toEqual(['b']);
  });

  it('lets a card go only if it is still the one reading', async () => {
    const { queue } = setup();
    const read: string[] = [];
    const releaseOld = queue.setReader(async () => true);
    queue.setReader(async (code) => {
      read.push(code);
      return true;
    });
    releaseOld();
    queue.push('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toEqual(['a']);
  });

  it("marks the same code read again within its own success's pause as a repeat (a reader's double read), and no other", async () => {
    const { queue } = setup();
    const read: string[] = [];
    queue.setReader(async (code, { repeat }) => {
      read.push(repeat ? `repeat:${code}` : code);
      return !repeat;
    });
    queue.push('5004-1un');
    queue.push('5004-1un');
    queue.push('next-item');
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(read).toEqual(['5004-1un', 'repeat:5004-1un', 'next-item']);
    // Read again after the pause, it is a new unit.
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    queue.push('5004-1un');
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toEqual(['5004-1un', 'repeat:5004-1un', 'next-item', '5004-1un']);
  });
});
