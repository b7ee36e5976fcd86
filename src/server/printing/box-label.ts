// The box label (docs/box-labels.md): one 4 x 2 inch label (812 x 406 dots at 203 dpi) per
// box of an order. Its QR code is the box code the conveyor and the box conference read
// ('orderId;box', src/shared/scan/box-code.ts); the rest is for the people on the floor.
import { boxCode } from '../../shared/scan/box-code';
import { fitText, LINE_GAP, qrMagnification, qrModules } from './fit';
import { clip, textBlock, textField, zplText } from './zpl';

const LABEL_WIDTH = 812;
const LABEL_HEIGHT = 406;
const LEFT = 30;
/** Where the QR sits when it fits (a short order number); a longer one moves it left. */
const QR_X = 560;
const QR_Y = 110;
/** Magnification 7 (0.9 mm modules) when the QR fits. */
const QR_MAX_MAGNIFICATION = 7;
/** The blank margin a reader needs around a QR: 4 modules (ISO/IEC 18004). */
const QUIET_ZONE_MODULES = 4;
/** The order number's box, above the client's line at y 95. */
const HEADER = { y: 25, height: 60, maxSize: 56 } as const;

export interface BoxLabelOrder {
  orderId: string;
  /** The name the floor knows the client by (PF: the person, otherwise the trade name). */
  client: string;
  route: string | null;
  colour: string;
  /** yyyy-mm-dd */
  scheduledDate: string;
}

function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The QR of the box code, as large as fits with its quiet zone below it and to its right,
 * and where the texts must stop (its quiet zone on the left).
 */
function qrPlacement(code: string) {
  const span = qrModules(code) + QUIET_ZONE_MODULES;
  const magnification = qrMagnification(span, LABEL_HEIGHT - QR_Y, QR_MAX_MAGNIFICATION);
  const x = Math.min(QR_X, LABEL_WIDTH - span * magnification);
  return { x, magnification, textEnd: x - QUIET_ZONE_MODULES * magnification };
}

/** 'Pedido <number>' on one line in large type, or shrunk onto two for a long number (up to 64). */
function orderHeader(orderId: string, width: number): string {
  const fitted = fitText(`Pedido ${zplText(orderId)}`, width, HEADER.height, HEADER.maxSize);
  return textBlock(LEFT, HEADER.y, width, fitted.size, LINE_GAP, fitted.lines);
}

export function boxLabel(order: BoxLabelOrder, box: number, boxes: number, reprint: boolean): string {
  const code = zplText(boxCode(order.orderId, box));
  const qr = qrPlacement(code);
  return [
    // ^CI28: UTF-8 text, so 'SALMÃO' and client names keep their accents.
    '^XA^CI28^PW812^LL406',
    orderHeader(order.orderId, qr.textEnd - LEFT),
    textField(30, 95, 30, clip(order.client, 34)),
    textField(30, 140, 34, clip(`Rota ${order.route ?? '-'} - ${order.colour}`, 30)),
    textField(30, 195, 64, `Caixa ${box}/${boxes}`),
    textField(30, 280, 26, `Entrega ${brazilianDate(order.scheduledDate)}`),
    reprint ? textField(30, 330, 26, 'REIMPRESSÃO') : '',
    // QR, model 2, error correction Q: readable by the conveyor's fixed reader.
    `^FO${qr.x},${QR_Y}^BQN,2,${qr.magnification}^FDQA,${code}^FS`,
    '^XZ',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Labels 1..boxes of an order, one print job. */
export function boxLabels(order: BoxLabelOrder, boxes: number, reprint = false): string {
  const labels = Array.from({ length: boxes }, (_, index) => boxLabel(order, index + 1, boxes, reprint));
  return `${labels.join('\n')}\n`;
}
