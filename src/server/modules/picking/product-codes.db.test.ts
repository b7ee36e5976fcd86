// Product barcodes of every GTIN length and GS1 case labels at the server's scan check: a
// product matches a read of any form of its GTIN, a GS1 label of a kg product counts its net
// weight like a scale label, and a wrong check digit or a malformed label is refused in
// Portuguese.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderReply, PickingItem } from '../../../shared/contract/picking';
import { ITEM_STATUS } from '../../../shared/domain/statuses';
import type { TestApp } from '../../../../tests/support/app';
import { createDemoTestApp } from '../../../../tests/support/demo-app';
import { items, products } from '../../db/schema';

const NOW = new Date('2026-11-23T13:00:00Z');
// Published examples: UPC-A of Wikipedia, GTIN-14 of a GS1 ITF-14.
const UPCA = '036000291452';
const CASE_GTIN = '15400141288763';
const GS = '\x1d';

let t: TestApp;
let token: string;
let held: NewOrderReply;

beforeAll(async () => {
  t = await createDemoTestApp(NOW);
  await t.createUser('leitor-gtin');
  token = await t.tokenFor('leitor-gtin');
  const reply = await t.as(token, { method: 'GET', url: '/api/carambola/separation/order-separation/new?separationGroup=2&step=1' });
  expect(reply.statusCode, reply.body).toBe(200);
  held = reply.json();
});
afterAll(() => t.close());

const scan = (item: Pick<PickingItem, 'id'>, productCode: string) =>
  t.as(token, { method: 'POST', url: `/api/carambola/separation/item/${item.id}/pick-item`, payload: { workId: held.work!.id, productCode } });

/** A new product registered with `barcode`, and an item of it in the held order. */
async function itemOf(sku: number, portionType: 1 | 2, barcode: string, quantity: number) {
  const db = t.database.db;
  const [model] = await db.select().from(products).where(eq(products.portionType, portionType)).limit(1);
  await db.insert(products).values({ ...model!, sku, productBaseId: sku, barcode, uniqueTagOnly: false });
  const [row] = await db.insert(items).values({ orderId: held.order!.id, sku, portionType, quantity, step: 1 }).returning();
  return row!;
}

describe('product barcodes of every GTIN length', () => {
  it('matches a product registered as UPC-A when read as UPC-A, as its EAN-13 or as its GTIN-14', async () => {
    const item = await itemOf(995001, 2, UPCA, 3);
    for (const code of [UPCA, `0${UPCA}`, `00${UPCA}`]) {
      const reply = await scan(item, code);
      expect(reply.statusCode, `${code}: ${reply.body}`).toBe(200);
    }
    expect((await scan(item, UPCA)).json()).toMatchObject({ message: 'Quantidade bipada maior que a do pedido' });
    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ status: ITEM_STATUS.separated, confirmedQuantity: 3 });
  });

  it('matches a product registered as GTIN-14 when read as the shorter EAN-8 of the same number', async () => {
    const item = await itemOf(995002, 2, '00000096385074', 1);
    const reply = await scan(item, '96385074');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: ITEM_STATUS.separated, weighings: [{ grams: 1 }] });
  });

  it('refuses a wrong check digit with the incorrect-barcode message', async () => {
    const item = await itemOf(995003, 2, '96385074', 1);
    for (const code of ['96385075', '036000291453', '15400141288764', '4006381333932']) {
      expect((await scan(item, code)).json(), code).toMatchObject({ message: 'Código de barras incorreto', detail: 'wrongBarcode' });
    }
  });
});

describe('GS1 case labels', () => {
  it("counts a kg product's label like a scale label: its net weight in grams, its GTIN picking the product", async () => {
    const item = await itemOf(995004, 1, CASE_GTIN, 2000);
    const first = await scan(item, `]C101${CASE_GTIN}10LOTE42${GS}3103001250${'17261130'}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: ITEM_STATUS.pending, weighings: [{ grams: 1250 }] });
    const second = await scan(item, `(01)${CASE_GTIN}(3102)000075(10)LOTE43`);
    expect(second.json()).toMatchObject({ status: ITEM_STATUS.separated, confirmed_quantity: 2000, weighings: [{ grams: 1250 }, { grams: 750 }] });
  });

  it("refuses a label of another product, or one whose weight goes past the item's allowance", async () => {
    const item = await itemOf(995005, 1, '17891000315504', 1000);
    const other = await scan(item, `]d201${CASE_GTIN}3103000500`);
    expect(other.json()).toMatchObject({ detail: 'wrongProduct' });
    const heavy = await scan(item, `]d20117891000315504${'3103'}002000`);
    expect(heavy.json()).toMatchObject({ message: 'Produto com peso diferente que o permitido', detail: 'overweight' });
  });

  it('counts a serialised case (AI 21) once: read again it adds nothing, and it cannot go into a second item', async () => {
    const item = await itemOf(995007, 2, '17891000315511', 3);
    const first = `]C10117891000315511${'21'}CX-0001`;
    expect((await scan(item, first)).json()).toMatchObject({ status: ITEM_STATUS.pending, weighings: [{ grams: 1 }] });
    // The reader's double read, or the same case picked up again: still one unit.
    expect((await scan(item, `(01)17891000315511(21)CX-0001`)).json()).toMatchObject({ weighings: [{ grams: 1 }] });
    expect((await scan(item, `]C10117891000315511${'21'}CX-0002`)).json()).toMatchObject({ weighings: [{ grams: 1 }, { grams: 1 }] });
    const [sameProduct] = await t.database.db.insert(items).values({ orderId: held.order!.id, sku: 995007, portionType: 2, quantity: 1, step: 1 }).returning();
    expect((await scan(sameProduct!, first)).json()).toMatchObject({ detail: 'alreadyScanned' });
    // A case without a serial names no one case: each read is one more unit.
    expect((await scan(sameProduct!, '0117891000315511')).json()).toMatchObject({ status: ITEM_STATUS.separated, weighings: [{ grams: 1 }] });
  });

  it('refuses a malformed label with the reason after the title', async () => {
    const item = await itemOf(995006, 1, '17891000315504', 1000);
    const cases: [string, string][] = [
      [`(01)17891000315504(99)X`, 'Etiqueta GS1 inválida: AI (99) desconhecido'],
      [`]C10117891000315505${'3103'}000500`, 'Etiqueta GS1 inválida: GTIN (01) com dígito verificador errado'],
      [`0117891000315504${'17'}261332`, 'Etiqueta GS1 inválida: data (17) inexistente: 261332'],
    ];
    for (const [code, message] of cases) expect((await scan(item, code)).json(), code).toMatchObject({ message, detail: 'badGs1' });
  });
});
