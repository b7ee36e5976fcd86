// Sizing rules that keep a label's variable-length parts on the label: an order number of
// any length the integration accepts, and the QR that carries it.

/**
 * Our layout rule for font 0 (CG Triumph Bold Condensed) at ^A0N,h,h: a character is at most
 * this share of h wide. Text is sized by it, and laid in a ^FB block of the allowed width so
 * the printer wraps rather than print past it should a glyph be wider.
 */
export const FONT0_ADVANCE = 0.55;

/** Dots between the lines of a wrapped block. */
export const LINE_GAP = 4;

export interface FittedText {
  /** Font height and width, in dots. */
  size: number;
  lines: string[];
}

/**
 * The largest font, up to `maxSize`, that fits `text` into a `width` x `height` box in at
 * most `maxLines` lines of equal character counts (an order number has no spaces to wrap at).
 */
export function fitText(text: string, width: number, height: number, maxSize: number, maxLines = 2): FittedText {
  let best: FittedText = { size: 0, lines: [text] };
  for (let count = 1; count <= maxLines; count += 1) {
    const perLine = Math.ceil(text.length / count);
    const size = Math.min(maxSize, Math.floor((height - (count - 1) * LINE_GAP) / count), Math.floor(width / (perLine * FONT0_ADVANCE)));
    if (size > best.size) {
      best = { size, lines: Array.from({ length: Math.ceil(text.length / perLine) }, (_, line) => text.slice(line * perLine, (line + 1) * perLine)) };
    }
  }
  return best;
}

/** Bytes a QR symbol holds at error correction Q in byte mode, versions 1 to 10 (ISO/IEC 18004, table 7). */
const QR_Q_BYTE_CAPACITY = [11, 20, 32, 46, 60, 74, 86, 108, 130, 151];

/**
 * Modules across the QR the printer draws for `data` at level Q. The printer's automatic
 * mode encodes the box code as bytes (';' is outside the alphanumeric set), UTF-8 under ^CI28.
 */
export function qrModules(data: string): number {
  const bytes = new TextEncoder().encode(data).length;
  const version = QR_Q_BYTE_CAPACITY.findIndex((capacity) => bytes <= capacity) + 1;
  if (version === 0) throw new Error(`QR data too long for a label: ${bytes} bytes`);
  return 17 + 4 * version;
}

/** The largest magnification, up to `max`, that keeps a QR of `modules` within `dots`. */
export function qrMagnification(modules: number, dots: number, max: number): number {
  return Math.max(1, Math.min(max, Math.floor(dots / modules)));
}
