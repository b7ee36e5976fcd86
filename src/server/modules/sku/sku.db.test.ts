// 'Etapas' as the panel calls it: the products list with its search and step filter, the
// steps above a smaller number of steps, table saves, and the A..G bulk spreadsheet.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sku } from '../../../shared/contract/sku';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

let t: TestApp;
let admin: string;
const url = '/api/products/v2/product';

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('admin', ['SeparationConfigsManagement']);
  admin = await t.tokenFor('admin');
  await t.database.db.insert(products).values([
    { sku: 100001, productBaseId: 1, name: 'Alface crespa', portionType: 2, step: 1 },
    { sku: 100002, productBaseId: 2, name: 'Banana prata', portionType: 1, step: 2 },
    { sku: 100003, productBaseId: 3, name: 'Cenoura', portionType: 1, step: 4 },
    { sku: 100004, productBaseId: 4, name: 'Damasco 100%', portionType: 2, step: null },
    { sku: 100005, productBaseId: 5, name: 'Escarola', portionType: 2, step: 4, status: 'inactive' },
  ]);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const reply = await t.as(admin, { method: 'GET', url: `${url}?${query}` });
  expect(reply.statusCode).toBe(200);
  return reply.json() as { results: Sku[]; total: number };
};

describe('products list', () => {
  it('lists active products by name, a page at a time', async () => {
    const page = await list('pageSize=2&pageIndex=2');
    expect(page.total).toBe(4);
    expect(page.results.map((sku) => sku.name)).toEqual(['Cenoura', 'Damasco 100%']);
    expect(page.results[0]).toMatchObject({ portionName1: 'peso', separationOrder: 4 });
  });

  it('treats a search of digits as a SKU number and anything else as a name', async () => {
    expect((await list('search=100002')).results.map((sku) => sku.name)).toEqual(['Banana prata']);
    expect((await list('search=100%25')).results.map((sku) => sku.sku)).toEqual([100004]);
  });

  it('filters by steps, 0 meaning no step', async () => {
    expect((await list('separationOrder=1,0')).results.map((sku) => sku.sku)).toEqual([100001, 100004]);
  });
});

describe('steps above a new number of steps', () => {
  it('counts active products per step above it', async () => {
    const reply = await t.as(admin, { method: 'GET', url: `${url}/separation/1` });
    expect(reply.json()).toEqual({
      separationOrders: [
        { separationOrder: 2, qtdProducts: 1 },
        { separationOrder: 4, qtdProducts: 1 },
      ],
    });
  });
});

describe('saving edits', () => {
  const edit = { sku: 100001, minimumExtraOrder: 0.1, maximumExtraOrder: 0.25, uniqueTagOnly: true, needAuthorization: false, batchRequired: true, separationOrder: 3 };

  it('saves the edited products and refuses steps beyond the settings', async () => {
    const saved = await t.as(admin, { method: 'PATCH', url, payload: { products: [edit] } });
    expect(saved.json()).toEqual({ updated: 1 });
    expect((await list('search=100001')).results[0]).toMatchObject({ ...edit, name: 'Alface crespa' });
    const beyond = await t.as(admin, { method: 'PATCH', url, payload: { products: [{ ...edit, separationOrder: 9 }] } });
    expect(beyond.json().message).toBe('A etapa deve ser de 1 a 4.');
    const percent = await t.as(admin, { method: 'PATCH', url, payload: { products: [{ ...edit, maximumExtraOrder: 1.5 }] } });
    expect(percent.statusCode).toBe(400);
  });
});

describe('bulk spreadsheet', () => {
  async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('SKUs');
    sheet.addRow(['SKU', 'Mín %', 'Máx %', 'Etiqueta única', 'Autorização', 'Lote', 'Etapa']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const upload = (payload: Buffer | string, contentType: string) =>
    t.as(admin, { method: 'POST', url: `${url}/bulk-update`, payload, headers: { 'content-type': contentType } });

  it('applies columns A to G from row 2, leaving empty cells unchanged', async () => {
    const file = await xlsx([
      [100002, 5, 12.5, 'SIM', 'NÃO', null, 3],
      [100003, null, null, null, 'sim', null, null],
    ]);
    const reply = await upload(file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.json()).toEqual({ updated: 2 });
    const [banana] = (await list('search=100002')).results;
    expect(banana).toMatchObject({ minimumExtraOrder: 0.05, maximumExtraOrder: 0.125, uniqueTagOnly: true, needAuthorization: false, separationOrder: 3 });
    const [carrot] = (await list('search=100003')).results;
    expect(carrot).toMatchObject({ needAuthorization: true, separationOrder: 4, minimumExtraOrder: 0 });
  });

  it('reads a semicolon CSV too', async () => {
    const reply = await upload('SKU;B;C;D;E;F;G\n100004;;;;;SIM;2\n', 'text/csv');
    expect(reply.json()).toEqual({ updated: 1 });
    expect((await list('search=100004')).results[0]).toMatchObject({ batchRequired: true, separationOrder: 2 });
  });

  it('refuses the whole file when a row is wrong, naming the rows', async () => {
    const file = await xlsx([
      [100002, 50, null, null, null, null, 1],
      [100003, 150, null, null, null, null, null],
      [999999, null, null, null, null, null, 1],
      [100001, null, null, 'TALVEZ', null, null, null],
    ]);
    const reply = await upload(file, 'application/octet-stream');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^Planilha recusada \(3 linhas com erro\)\. linha 3: coluna B/);
    expect(reply.json().fields).toEqual([
      { field: 'linha 3', message: 'coluna B deve ser um percentual de 0 a 100' },
      { field: 'linha 4', message: 'SKU 999999 não encontrado' },
      { field: 'linha 5', message: 'coluna D deve ser SIM ou NÃO' },
    ]);
    expect((await list('search=100002')).results[0]!.separationOrder).toBe(3);
  });

  it('refuses old .xls files', async () => {
    const reply = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), 'application/vnd.ms-excel');
    expect(reply.json().message).toBe('Planilhas .xls antigas não são aceitas: abra no Excel e salve como .xlsx ou .csv.');
  });
});
