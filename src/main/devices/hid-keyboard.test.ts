import { describe, expect, it } from 'vitest';
import { createHidKeyboardDecoder } from './hid-keyboard';

const report = (modifier: number, ...keys: number[]) => Uint8Array.from([modifier, 0, ...keys, ...Array(6 - keys.length).fill(0)]);

describe('createHidKeyboardDecoder', () => {
  it('types letters, shifted letters, digits, punctuation and Enter', () => {
    const decode = createHidKeyboardDecoder();
    const typed = [report(0, 0x04), report(0), report(0x02, 0x05), report(0), report(0, 0x1e), report(0), report(0x20, 0x33), report(0), report(0, 0x28)]
      .map(decode)
      .join('');
    expect(typed).toBe('aB1:\r');
  });

  it('counts a held key once and a repeated key after its release', () => {
    const decode = createHidKeyboardDecoder();
    const typed = [report(0, 0x27), report(0, 0x27), report(0), report(0, 0x27)].map(decode).join('');
    expect(typed).toBe('00');
  });

  it('reads the keyboard part after a report id', () => {
    const decode = createHidKeyboardDecoder();
    expect(decode(Uint8Array.from([1, ...report(0, 0x1f)]))).toBe('2');
  });
});
