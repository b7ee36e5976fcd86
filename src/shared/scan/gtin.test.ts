// Product numbers of every GTIN length, with published examples, and the GTIN-14 they
// compare as.
import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinForms, isValidGtin, looksLikeBarcode, toGtin14 } from './gtin';

// Published examples: EAN-8 and UPC-A of Wikipedia, EAN-13 of Wikipedia, ITF-14 of GS1.
const EAN8 = '96385074';
const UPCA = '036000291452';
const EAN13 = '4006381333931';
const GTIN14 = '15400141288763';

describe('the GTIN check digit', () => {
  it('is right for each length', () => {
    expect(gtinCheckDigit(EAN8.slice(0, -1))).toBe(4);
    expect(gtinCheckDigit(UPCA.slice(0, -1))).toBe(2);
    expect(gtinCheckDigit(EAN13.slice(0, -1))).toBe(1);
    expect(gtinCheckDigit(GTIN14.slice(0, -1))).toBe(3);
  });

  it('accepts each length with its check digit and refuses a wrong one', () => {
    for (const code of [EAN8, UPCA, EAN13, GTIN14]) {
      expect(isValidGtin(code), code).toBe(true);
      const wrong = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
      expect(isValidGtin(wrong), wrong).toBe(false);
    }
  });

  it('refuses other lengths and letters', () => {
    expect(isValidGtin('1234567')).toBe(false); // 7 digits
    expect(isValidGtin(`0${EAN8}`)).toBe(false); // 9 digits
    expect(isValidGtin('4006381A33931')).toBe(false);
  });
});

describe('GTIN-14', () => {
  it('pads every length to 14 digits, so UPC-A, its EAN-13 and its GTIN-14 are one number', () => {
    expect(toGtin14(UPCA)).toBe('00036000291452');
    expect(toGtin14(`0${UPCA}`)).toBe('00036000291452');
    expect(toGtin14('00036000291452')).toBe('00036000291452');
    expect(toGtin14(EAN8)).toBe('00000096385074');
  });

  it('lists every way the catalogue may hold that number', () => {
    expect(gtinForms('00036000291452')).toEqual(['36000291452', UPCA, `0${UPCA}`, `00${UPCA}`]);
    expect(gtinForms(GTIN14)).toEqual([GTIN14]);
  });
});

describe('looksLikeBarcode', () => {
  it('takes 8, 12 and 14 digits, and 13 characters without separators', () => {
    expect([EAN8, UPCA, EAN13, GTIN14, '400638133393A'].map(looksLikeBarcode)).toEqual([true, true, true, true, true]);
  });

  it('leaves QR codes and other lengths to the other forms', () => {
    expect(['1;3120;0.5;kg', '3120-0,532kg', '1234567', '0123456789', 'ABCDEFGH'].map(looksLikeBarcode)).toEqual([false, false, false, false, false]);
  });
});
