// The printed romaneio of one route, as ZPL for the route colour's label printer (sent with
// src/server/printing like the box labels): a header
// with the route, date, driver and totals, then one line per order with its boxes and
// invoice. The label grows with the number of orders (continuous media).
import { formatDate } from '../../../shared/format';
import type { RouteGroup } from '../../../shared/contract/packing-lists';
import { ROUTE_LOADING_STATUS_LABEL } from '../../../shared/contract/packing-lists';
import { clip, textField } from '../../printing/zpl';
import { orderBoxes } from './queries';

const LINE = 34;
const WIDTH = 812; // 4 inches at 203 dpi

export interface PackingListPrint {
  group: RouteGroup;
  date: string;
  withoutScanner: boolean;
}

export function packingListDocument({ group, date, withoutScanner }: PackingListPrint): string {
  const lines: string[] = [];
  let y = 30;
  lines.push(textField(30, y, 44, `ROMANEIO ROTA ${group.route} - ${group.colorRoute}`));
  y += 56;
  lines.push(textField(30, y, 26, `Data: ${formatDate(date)} · Status: ${ROUTE_LOADING_STATUS_LABEL[group.status]}`));
  y += LINE;
  lines.push(textField(30, y, 26, `Motorista: ${group.driverName ?? '-'}`));
  y += LINE;
  lines.push(textField(30, y, 26, `Pedidos: ${group.quantityOrders} · Caixas: ${withoutScanner ? '____' : group.totalBoxes}`));
  y += LINE;
  if (withoutScanner) {
    lines.push(textField(30, y, 26, 'IMPRESSO SEM SCANNER'));
    y += LINE;
  }
  lines.push(`^FO30,${y}^GB${WIDTH - 60},2,2^FS`);
  y += 12;
  lines.push(textField(30, y, 24, 'Pedido'), textField(200, y, 24, 'Cliente'), textField(580, y, 24, 'Cx'), textField(650, y, 24, 'NF'));
  y += LINE;
  for (const order of group.orders) {
    // Without the scanner nobody has counted the truck: the column is left for a pen.
    const boxes = withoutScanner ? '____' : String(orderBoxes(order));
    lines.push(
      textField(30, y, 24, order.order_id),
      textField(200, y, 24, clip(order.client_name_or_trade, 24)),
      textField(580, y, 24, boxes),
      textField(650, y, 24, order.order_delivery_details?.bill_of_sale_id ?? '-'),
    );
    y += LINE;
  }
  return `^XA^CI28^PW${WIDTH}^LL${y + 30}\n${lines.join('\n')}\n^XZ\n`;
}
