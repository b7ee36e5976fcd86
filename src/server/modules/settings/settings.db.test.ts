// The settings hub's writes as the panel makes them: settings fields, separation groups with
// their scanner rules and the two-factor approval, and one printer per route colour.
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeparationGroup, SeparationGroupWrite } from '../../../shared/contract/settings';
import { twoFactorSecrets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/app';

let t: TestApp;
let admin: string;
let reader: string;
const secret = generateSecret();

beforeAll(async () => {
  t = await createTestApp();
  const approver = await t.createUser('supervisor', ['SeparationTwofactorsManagement']);
  await t.database.db.insert(twoFactorSecrets).values({ userId: approver.id, secret, confirmed: true });
  await t.createUser('admin', ['SeparationConfigsManagement']);
  await t.createUser('leitor', ['SeparationDashboardView']);
  admin = await t.tokenFor('admin');
  reader = await t.tokenFor('leitor');
});
afterAll(() => t.close());

const base = '/api/carambola/separation-settings';

const groupWrite = (overrides: Partial<SeparationGroupWrite> = {}): SeparationGroupWrite => ({
  separationGroup: 7,
  marketNumber: 1,
  camScanner: true,
  infraredScanner: false,
  pjOrders: true,
  pfOrders: true,
  kaOrders: false,
  criticalOrders: false,
  ifoodOrders: false,
  dinamicPriceOrders: false,
  separationGroupCommands: true,
  hasConference: false,
  hasCountByStep: false,
  stepsWithoutScanner: [],
  ...overrides,
});

describe('settings', () => {
  it('saves only the fields a page sends, pallet weight in kilograms', async () => {
    const reply = await t.as(admin, {
      method: 'POST',
      url: `${base}/`,
      payload: { stickers: 3, palletLimitWeight: 12.5, peakDays: ['Monday', 'Friday'] },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ stickers_by_box: 3, pallet_limit_weight: 12.5, peak_days: ['Monday', 'Friday'], goal_separate: 1 });
  });

  it('refuses Saturday as a peak day and stickers below 1', async () => {
    const saturday = await t.as(admin, { method: 'POST', url: `${base}/`, payload: { peakDays: ['Saturday'] } });
    expect(saturday.statusCode).toBe(400);
    const stickers = await t.as(admin, { method: 'POST', url: `${base}/`, payload: { stickers: 0 } });
    expect(stickers.statusCode).toBe(400);
    expect(stickers.json().fields[0]).toEqual({ field: 'body.stickers', message: 'O valor deve ser maior que 0' });
  });

  it('is refused to users without the settings permission', async () => {
    const reply = await t.as(reader, { method: 'POST', url: `${base}/`, payload: { stickers: 2 } });
    expect(reply.statusCode).toBe(403);
  });
});

describe('separation groups', () => {
  let group: SeparationGroup;

  it('creates a group and refuses a second one with the same number', async () => {
    const reply = await t.as(admin, { method: 'POST', url: `${base}/separation-group`, payload: groupWrite() });
    expect(reply.statusCode).toBe(200);
    group = reply.json();
    expect(group).toMatchObject({ separation_group: 7, cam_scanner: true, receive_pj_orders: true, receive_ka_orders: false });
    const again = await t.as(admin, { method: 'POST', url: `${base}/separation-group`, payload: groupWrite() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Grupo de separação 7 já existe.');
  });

  it('refuses camera and infrared together, and a deciding group without order types', async () => {
    const both = await t.as(admin, {
      method: 'POST',
      url: `${base}/separation-group`,
      payload: groupWrite({ separationGroup: 8, infraredScanner: true }),
    });
    expect(both.statusCode).toBe(400);
    const none = await t.as(admin, {
      method: 'POST',
      url: `${base}/separation-group`,
      payload: groupWrite({ separationGroup: 8, pjOrders: false, pfOrders: false }),
    });
    expect(none.json().message).toBe('Selecione pelo menos um tipo de pedido para o grupo decidir.');
  });

  it('refuses to remove the scanner without a valid two-factor code and accepts it with one', async () => {
    const url = `${base}/separation-group/${group.id}`;
    const without = await t.as(admin, { method: 'PUT', url, payload: groupWrite({ camScanner: false }) });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Informe o código de autenticação de dois fatores.');
    const wrong = await t.as(admin, { method: 'PUT', url, payload: groupWrite({ camScanner: false, dynamicKey: '000000' }) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Código de autenticação inválido.');
    const unchanged = await t.as(admin, { method: 'GET', url: `${base}/separation-group` });
    expect(unchanged.json()[0].cam_scanner).toBe(true);

    const code = await generate({ secret });
    const accepted = await t.as(admin, { method: 'PUT', url, payload: groupWrite({ camScanner: false, dynamicKey: code }) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().cam_scanner).toBe(false);
  });

  it('asks the code when steps without scanner grow, not when scanning is added back', async () => {
    const url = `${base}/separation-group/${group.id}`;
    const back = await t.as(admin, { method: 'PUT', url, payload: groupWrite({ infraredScanner: true, camScanner: false }) });
    expect(back.statusCode).toBe(200);
    const fewer = await t.as(admin, { method: 'PUT', url, payload: groupWrite({ infraredScanner: true, camScanner: false, stepsWithoutScanner: [2] }) });
    expect(fewer.statusCode).toBe(400);
    const all = await t.as(admin, {
      method: 'PUT',
      url,
      payload: groupWrite({ infraredScanner: true, camScanner: false, stepsWithoutScanner: [1, 2, 3, 4], dynamicKey: await generate({ secret }) }),
    });
    expect(all.json().message).toBe('Marque pelo menos uma etapa');
  });

  it('deletes a group by its number', async () => {
    const reply = await t.as(admin, { method: 'DELETE', url: `${base}/separation-group/7` });
    expect(reply.json()).toEqual({ message: 'Grupo de separação 7 excluído com sucesso!' });
    expect((await t.as(admin, { method: 'GET', url: `${base}/separation-group` })).json()).toEqual([]);
  });
});

describe('printers', () => {
  it('gives each route colour one printer, renames and deletes it', async () => {
    const url = `${base}/printer-management`;
    const created = await t.as(admin, { method: 'POST', url, payload: { printerName: 'zebra-azul', colorRoute: 'azul' } });
    expect(created.json()).toMatchObject({ printer_name: 'ZEBRA-AZUL', color_route: 'AZUL' });
    const twice = await t.as(admin, { method: 'POST', url, payload: { printerName: 'outra', colorRoute: 'AZUL' } });
    expect(twice.statusCode).toBe(409);
    const unknown = await t.as(admin, { method: 'POST', url, payload: { printerName: 'x', colorRoute: 'PRETO' } });
    expect(unknown.json().message).toBe('Nenhuma cor selecionada!');
    const renamed = await t.as(admin, { method: 'PATCH', url: `${url}/${created.json().id}`, payload: { newPrinterName: 'zebra-2' } });
    expect(renamed.json().printer_name).toBe('ZEBRA-2');
    const deleted = await t.as(admin, { method: 'DELETE', url: `${url}/${created.json().id}` });
    expect(deleted.json()).toEqual({ message: 'Cor de rota excluida com sucesso' });
    expect((await t.as(admin, { method: 'GET', url })).json()).toEqual([]);
  });
});
