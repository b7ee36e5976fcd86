import { describe, expect, it } from 'vitest';
import { editNeedsTwoFactor } from './separation-group-rules';

const group = (camScanner: boolean, infraredScanner: boolean, stepsWithoutScanner: number[] = []) => ({
  camScanner,
  infraredScanner,
  stepsWithoutScanner,
});

describe('editNeedsTwoFactor', () => {
  it('asks when the scanner is turned off while one was on', () => {
    expect(editNeedsTwoFactor(group(true, false), group(false, false))).toBe(true);
    expect(editNeedsTwoFactor(group(false, true), group(false, false))).toBe(true);
  });

  it('does not ask when swapping camera for infrared or turning a scanner on', () => {
    expect(editNeedsTwoFactor(group(true, false), group(false, true))).toBe(false);
    expect(editNeedsTwoFactor(group(false, false), group(true, false, [1]))).toBe(false);
  });

  it('asks only when steps without scanner grow beyond the original', () => {
    expect(editNeedsTwoFactor(group(true, false, [2]), group(true, false, [2, 3]))).toBe(true);
    expect(editNeedsTwoFactor(group(true, false, [2, 3]), group(true, false, [3]))).toBe(false);
  });
});
