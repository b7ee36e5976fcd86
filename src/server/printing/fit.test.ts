// The QR sizing the label relies on matches a reference encoder, and text fitting picks
// the larger type between one line and two.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { fitText, qrMagnification, qrModules } from './fit';

describe('qrModules', () => {
  it('is the size the reference encoder gives a byte-mode symbol at level Q, for 1 to 151 bytes', () => {
    for (let length = 1; length <= 151; length += 1) {
      const data = `${'7'.repeat(length)};1`.slice(-length);
      expect(qrModules(data), `${length} bytes`).toBe(QRCode.create([{ data: Buffer.from(data), mode: 'byte' }], { errorCorrectionLevel: 'Q' }).modules.size);
    }
  });

  it('counts the UTF-8 bytes of accented text', () => {
    // 11 characters, 12 bytes: past version 1's 11 bytes.
    expect(qrModules('SALMÃO;1234')).toBe(25);
  });

  it('refuses data no label QR holds', () => {
    expect(() => qrModules('x'.repeat(152))).toThrow('QR data too long');
  });
});

describe('qrMagnification', () => {
  it('is the largest that fits, never above the maximum nor below 1', () => {
    expect(qrMagnification(45, 296, 7)).toBe(6);
    expect(qrMagnification(25, 296, 7)).toBe(7);
    expect(qrMagnification(400, 296, 7)).toBe(1);
  });
});

describe('fitText', () => {
  it('keeps a short text on one line at the largest size', () => {
    expect(fitText('Pedido 900030', 500, 60, 56)).toEqual({ size: 56, lines: ['Pedido 900030'] });
  });

  it('splits a long text into two equal lines when that gives larger type', () => {
    // One line: 500 / (40 x 0.55) = 22 dots; two lines of 20: min(28, 500 / 11) = 28.
    expect(fitText('A'.repeat(40), 500, 60, 56)).toEqual({ size: 28, lines: ['A'.repeat(20), 'A'.repeat(20)] });
  });
});
