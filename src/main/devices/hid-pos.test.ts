import { describe, expect, it } from 'vitest';
import { createHidPosDecoder } from './hid-pos';

/** A 64-byte HID POS report: id 2, length, data, zero padding, continuation flag last. */
function report(code: string, more = false): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes[0] = 0x02;
  bytes[1] = code.length;
  bytes.set(new TextEncoder().encode(code), 2);
  bytes[63] = more ? 1 : 0;
  return bytes;
}

describe('createHidPosDecoder', () => {
  it('ends a one-report code with CR', () => {
    expect(createHidPosDecoder()(report('7891000055123'))).toBe('7891000055123\r');
  });

  it('joins a code that spans reports', () => {
    const decode = createHidPosDecoder();
    expect(decode(report('QR;12345', true)) + decode(report(';7'))).toBe('QR;12345;7\r');
  });

  it('reads reports whose id was stripped by the platform', () => {
    expect(createHidPosDecoder()(report('ABC').subarray(1))).toBe('ABC\r');
  });
});
