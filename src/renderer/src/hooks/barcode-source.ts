// Where the camera's codes are decoded: the browser's own BarcodeDetector when it has one that
// reads QR codes (Chrome on Android and ChromeOS, Safari), otherwise the barcode-detector
// ponyfill (ZXing-C++ in WebAssembly), loaded only then. Its .wasm file is bundled with the
// app, never fetched from a CDN: tablets on the floor may have no internet.

export interface DetectedBarcode {
  rawValue: string;
  format: string;
}
export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
export interface BarcodeDetectorConstructor {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

export type DetectorSource = 'native' | 'library';

/**
 * The formats the floor's codes come in (spec/operator.md §5: data_matrix, qr_code, bar codes):
 * product barcodes of every GTIN length (EAN-8, UPC-A, EAN-13, ITF-14 for GTIN-14) and the
 * GS1-128 and GS1 DataMatrix of case labels. Not UPC-E: its 8 digits would read as an EAN-8.
 */
export const CAMERA_FORMATS = ['qr_code', 'data_matrix', 'ean_13', 'ean_8', 'upc_a', 'itf', 'code_128'];

/** The native detector when the browser has one that reads QR codes; otherwise the library. */
export async function chooseDetectorSource(native: BarcodeDetectorConstructor | undefined): Promise<DetectorSource> {
  if (!native) return 'library';
  try {
    const formats = (await native.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? 'native' : 'library';
  } catch {
    return 'library';
  }
}

function nativeDetector(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

let library: Promise<BarcodeDetectorConstructor> | null = null;

async function loadLibrary(): Promise<BarcodeDetectorConstructor> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return BarcodeDetector as unknown as BarcodeDetectorConstructor;
}

/** A detector for the camera, from the source chooseDetectorSource picks. */
export async function createCameraDetector(): Promise<BarcodeDetectorLike> {
  const native = nativeDetector();
  if ((await chooseDetectorSource(native)) === 'native') return new native!({ formats: CAMERA_FORMATS });
  library ??= loadLibrary();
  const Detector = await library.catch((error: unknown) => {
    library = null; // a failed download is tried again next time
    throw error;
  });
  return new Detector({ formats: CAMERA_FORMATS });
}
