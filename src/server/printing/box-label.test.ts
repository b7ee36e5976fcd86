// The box label keeps every order number the integration accepts (up to 64 characters) on
// the label: the number shrinks onto two lines beside the QR, the QR grows no wider than the
// label, and the QR still carries the box code.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { parseBoxCode } from '../../shared/scan/box-code';
import { boxLabel } from './box-label';

const LABEL = { width: 812, height: 406 };
/** The layout rule: a font-0 character is at most 0.55 of the font's height wide. */
const ADVANCE = 0.55;
/** The client's line starts here: the order number stays above it. */
const CLIENT_LINE_Y = 95;
/** Smallest type the floor reads at arm's length: 20 dots, 2.5 mm. */
const READABLE = 20;

const order = (orderId: string) => ({ orderId, client: 'Mercado Central', route: 'R07', colour: 'AMARELO', scheduledDate: '2026-11-23' });

function header(zpl: string) {
  const match = /\^FO(\d+),(\d+)\^A0N,(\d+),\d+\^FB(\d+),(\d+),(\d+),L,0\^FD([^^]*)\^FS/.exec(zpl);
  if (!match) throw new Error(`no order number block in ${zpl}`);
  const [x, y, size, width, maxLines, gap] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  return { x, y, size, width, maxLines, gap, lines: match[7]!.split('\\&') };
}

function qr(zpl: string) {
  const match = /\^FO(\d+),(\d+)\^BQN,2,(\d+)\^FDQA,([^^]+)\^FS/.exec(zpl);
  if (!match) throw new Error(`no QR in ${zpl}`);
  const data = match[4]!;
  // The printer's automatic mode writes the box code as bytes; the reference encoder says how big that is.
  const modules = QRCode.create([{ data: Buffer.from(data), mode: 'byte' }], { errorCorrectionLevel: 'Q' }).modules.size;
  const magnification = Number(match[3]);
  // A reader needs 4 blank modules around the symbol (ISO/IEC 18004).
  return { x: Number(match[1]), y: Number(match[2]), magnification, data, dots: modules * magnification, quietZone: 4 * magnification };
}

describe('the box label', () => {
  const longest = 'PV-2026-11-23-LOJA0042-ROTA07-CLIENTE000123456-SEQ00000000000001';

  it('prints a 64-character order number whole, within the label and beside the QR', () => {
    expect(longest).toHaveLength(64);
    const zpl = boxLabel(order(longest), 12, 999, false);
    const text = header(zpl);
    const code = qr(zpl);
    expect(text.lines.join('')).toBe(`Pedido ${longest}`);
    expect(text.lines.length).toBeLessThanOrEqual(text.maxLines);
    for (const line of text.lines) expect(line.length * text.size * ADVANCE).toBeLessThanOrEqual(text.width);
    expect(text.x + text.width).toBeLessThanOrEqual(code.x - code.quietZone);
    expect(text.y + text.lines.length * text.size + (text.lines.length - 1) * text.gap).toBeLessThanOrEqual(CLIENT_LINE_Y);
    expect(text.size).toBeGreaterThanOrEqual(READABLE);
    expect(code.x + code.dots + code.quietZone).toBeLessThanOrEqual(LABEL.width);
    expect(code.y + code.dots + code.quietZone).toBeLessThanOrEqual(LABEL.height);
  });

  it('keeps the box code readable in the QR of a 64-character order number', () => {
    const code = qr(boxLabel(order(longest), 12, 999, false));
    expect(parseBoxCode(code.data)).toEqual({ orderId: longest, box: 12 });
    // Modules of at least 0.75 mm (6 dots at 203 dpi) for the conveyor's fixed reader.
    expect(code.magnification).toBeGreaterThanOrEqual(6);
  });

  it('keeps a short order number as before: one line of 56 dots, the QR at magnification 7', () => {
    const zpl = boxLabel(order('900030'), 2, 3, false);
    expect(header(zpl)).toMatchObject({ size: 56, lines: ['Pedido 900030'] });
    expect(qr(zpl)).toMatchObject({ x: 560, magnification: 7, data: '900030;2' });
  });
});
