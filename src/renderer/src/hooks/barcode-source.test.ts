import { describe, expect, it } from 'vitest';
import { chooseDetectorSource, type BarcodeDetectorConstructor } from './barcode-source';

/** A stand-in for the browser's BarcodeDetector class that reads `formats`. */
function nativeReading(formats: string[] | Error): BarcodeDetectorConstructor {
  const Detector = class {
    detect() {
      return Promise.resolve([]);
    }
  } as unknown as BarcodeDetectorConstructor;
  Detector.getSupportedFormats = () => (formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats));
  return Detector;
}

describe('camera decoding source', () => {
  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    expect(await chooseDetectorSource(nativeReading(['qr_code', 'ean_13']))).toBe('native');
  });

  it('falls back to the library without a BarcodeDetector', async () => {
    expect(await chooseDetectorSource(undefined)).toBe('library');
  });

  it('falls back to the library when the native one reads no QR codes or cannot say', async () => {
    expect(await chooseDetectorSource(nativeReading([]))).toBe('library');
    expect(await chooseDetectorSource(nativeReading(['ean_13']))).toBe('library');
    expect(await chooseDetectorSource(nativeReading(new Error('NotSupportedError')))).toBe('library');
    const withoutList = class {} as unknown as BarcodeDetectorConstructor;
    expect(await chooseDetectorSource(withoutList)).toBe('library');
  });
});
