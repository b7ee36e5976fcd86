import { describe, expect, it } from 'vitest';
import { cleanPlate, plateReady, typePlate } from './plate';

describe('licence plate', () => {
  it('keeps upper-case letters and digits, at most 10', () => {
    expect(cleanPlate('abc-1d23')).toBe('ABC1D23');
    expect(cleanPlate('ABCDEFGHIJKL')).toBe('ABCDEFGHIJ');
    expect(typePlate('ABC', 'd')).toBe('ABCD');
    expect(typePlate('ABC', '{bksp}')).toBe('AB');
    expect(typePlate('ABC', '{shift}')).toBe('ABC');
  });

  it('may start from 7 characters', () => {
    expect(plateReady('ABC1D2')).toBe(false);
    expect(plateReady('ABC1D23')).toBe(true);
  });
});
