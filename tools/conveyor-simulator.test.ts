import { describe, expect, it } from 'vitest';
import { boxCodes, planReads, seededRandom } from './conveyor-simulator';

describe('conveyor simulator', () => {
  it('reads every box of the orders from the first unread one', () => {
    expect(boxCodes([{ order_id: 'A', boxes: 2 }, { order_id: 'B', boxes: 4, from: 3 }])).toEqual(['A;1', 'A;2', 'B;3', 'B;4']);
  });

  it('mixes in the asked share of repeats, each after its first read', () => {
    const codes = boxCodes([{ order_id: 'A', boxes: 800 }]);
    const reads = planReads(codes, 0.2, seededRandom(7));
    expect(reads).toHaveLength(1000);
    expect(new Set(reads).size).toBe(800);
    const seen = new Set<string>();
    for (const code of reads) {
      if (!seen.has(code)) expect(code).toBe(codes[seen.size]);
      seen.add(code);
    }
  });
});
