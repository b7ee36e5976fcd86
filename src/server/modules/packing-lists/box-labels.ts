// Box labels of an order for the route reprint: one ZPL label per box, its QR code the box
// label format the conveyor and the box conference read ('orderId;box').
import { zplText } from './packing-list-document';

export interface LabelOrder {
  orderId: string;
  clientName: string;
  boxes: number;
  route: string;
  colour: string;
}

export function boxLabels(order: LabelOrder): string {
  const labels: string[] = [];
  for (let box = 1; box <= order.boxes; box += 1) {
    labels.push(
      [
        '^XA^CI28^PW812^LL406',
        `^FO30,30^A0N,48,48^FD${zplText(`Pedido ${order.orderId}`)}^FS`,
        `^FO30,95^A0N,30,30^FD${zplText(order.clientName.slice(0, 34))}^FS`,
        `^FO30,140^A0N,30,30^FD${zplText(`Rota ${order.route} - ${order.colour}`)}^FS`,
        `^FO30,190^A0N,44,44^FDCaixa ${box}/${order.boxes}^FS`,
        `^FO30,250^A0N,24,24^FDREIMPRESSÃO^FS`,
        `^FO560,120^BQN,2,7^FDQA,${zplText(order.orderId)};${box}^FS`,
        '^XZ',
      ].join('\n'),
    );
  }
  return `${labels.join('\n')}\n`;
}
