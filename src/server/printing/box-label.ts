// The box label (docs/box-labels.md): one 4 x 2 inch label (812 x 406 dots at 203 dpi) per
// box of an order. Its QR code is the box code the conveyor and the box conference read
// ('orderId;box', src/shared/scan/box-code.ts); the rest is for the people on the floor.
import { boxCode } from '../../shared/scan/box-code';
import { clip, textField, zplText } from './zpl';

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

export function boxLabel(order: BoxLabelOrder, box: number, boxes: number, reprint: boolean): string {
  return [
    // ^CI28: UTF-8 text, so 'SALMÃO' and client names keep their accents.
    '^XA^CI28^PW812^LL406',
    textField(30, 25, 56, `Pedido ${order.orderId}`),
    textField(30, 95, 30, clip(order.client, 34)),
    textField(30, 140, 34, clip(`Rota ${order.route ?? '-'} - ${order.colour}`, 30)),
    textField(30, 195, 64, `Caixa ${box}/${boxes}`),
    textField(30, 280, 26, `Entrega ${brazilianDate(order.scheduledDate)}`),
    reprint ? textField(30, 330, 26, 'REIMPRESSÃO') : '',
    // QR, model 2, magnification 7 (about 30 mm): readable by the conveyor's fixed reader.
    `^FO560,110^BQN,2,7^FDQA,${zplText(boxCode(order.orderId, box))}^FS`,
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
