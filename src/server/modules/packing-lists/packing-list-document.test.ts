// The printed romaneio: every order on its line with its boxes, totals in the header, the
// pen column when printed without the scanner, and no client name able to inject ZPL.
import { describe, expect, it } from 'vitest';
import type { RouteGroup } from '../../../shared/contract/packing-lists';
import { packingListDocument } from './packing-list-document';

const order = (orderId: string, client: string, read: number | null) => ({
  id: Number(orderId),
  order_id: orderId,
  client_name_or_trade: client,
  loading_boxes_number: read,
  corrected_boxes_number: null,
  adjusted_boxes_number: null,
  adjusted_boxes_number_conveyor: null,
  boxes_by_conferencer: null,
  conference_boxes_number: null,
  skipped: false,
  order_delivery_details: null,
});

const group: RouteGroup = {
  id: 1,
  route: 'R07',
  colorRoute: 'SALMÃO',
  status: 'loaded',
  driverName: 'Ana Souza',
  quantityOrders: 2,
  totalBoxes: 7,
  separateFinish: true,
  printed: false,
  printedAt: null,
  orders: [order('480001', 'Padaria ^XZ~JR Central', 3), order('480002', 'Bar do Zé', 4)],
};

describe('packing list document', () => {
  it('is one ZPL label with the route, the totals and a line per order', () => {
    const zpl = packingListDocument({ group, date: '2025-03-12', withoutScanner: false });
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('ROMANEIO ROTA R07 - SALMÃO');
    expect(zpl).toContain('Data: 12/03/2025');
    expect(zpl).toContain('Pedidos: 2 · Caixas: 7');
    expect(zpl).toMatch(/\^FD480002\^FS[\s\S]*\^FDBar do Zé\^FS[\s\S]*\^FD4\^FS/);
  });

  it('cannot be cut short or reconfigured by a client name', () => {
    const zpl = packingListDocument({ group, date: '2025-03-12', withoutScanner: false });
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JR');
  });

  it('leaves the boxes to a pen when printed without the scanner', () => {
    const zpl = packingListDocument({ group: { ...group, status: 'pending' }, date: '2025-03-12', withoutScanner: true });
    expect(zpl).toContain('IMPRESSO SEM SCANNER');
    expect(zpl).toContain('Caixas: ____');
    expect(zpl).not.toMatch(/\^FD3\^FS/);
  });
});
