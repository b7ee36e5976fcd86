// The station settings screen in Chromium, with the Electron bridge faked from the same
// StationBridge type (tests/e2e/support/fake-station.ts): role and server, readers listed
// and tested by scanning, the printer checked, the conveyor link's badge.
import { expect, test, type Page } from '@playwright/test';
import { installFakeStation, type FakeStationSeed, type FakeStationWindow } from './support/fake-station';

const seed: FakeStationSeed = {
  adminCode: '24681357',
  info: {
    appVersion: '0.1.0',
    platform: 'linux',
    role: 'all-in-one',
    serverUrl: 'http://127.0.0.1:3000',
    embeddedServer: true,
    serverStatus: { state: 'running', url: 'http://127.0.0.1:3000' },
    keySealed: true,
  },
  settings: { role: 'all-in-one', readers: [] },
  devices: {
    serialPorts: [{ path: '/dev/ttyACM0', manufacturer: 'Honeywell' }],
    hidDevices: [{ vendorId: 0x05e0, productId: 0x1200, product: 'Symbol Scanner' }],
    usbPrinters: ['/dev/usb/lp0'],
  },
  printerAnswer: { ok: false, faults: ['Sem etiqueta (papel acabou)'] },
  conveyorLink: { state: 'offline', pending: 3 },
};

async function signIn(page: Page, login = 'admin') {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Logado com sucesso')).toBeVisible();
}

test.describe('station settings (Electron bridge)', () => {
  test('is reached from the user menu only inside the desktop app', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair da conta' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Estação' })).toHaveCount(0);
    await page.goto('/estacao');
    await expect(page.getByText('Disponível apenas no aplicativo Doca')).toBeVisible();
  });

  test('is for administrators only, even inside the desktop app', async ({ page }) => {
    await installFakeStation(page, seed);
    // A picker who holds no order: picking.spec.ts holds separador1 mid-order in the other
    // worker, and the open order's dialogs would cover the menu.
    await signIn(page, 'separador11');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair da conta' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Estação' })).toHaveCount(0);
    await page.goto('/estacao');
    await expect(page).toHaveURL(/\/operacao\/separacao\/desempenho$/);
  });

  test('offers the USB printers the station sees, checks the chosen one and saves it', async ({ page }) => {
    await installFakeStation(page, seed);
    await signIn(page);
    await page.goto('/estacao');
    await page.getByText('USB', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Impressora USB' }).click();
    await page.getByRole('option', { name: '/dev/usb/lp0' }).click();
    await page.getByRole('button', { name: 'Verificar status' }).click();
    await expect(page.getByText('Sem etiqueta (papel acabou)')).toBeVisible();
    await page.getByLabel('Código do administrador da estação').fill(seed.adminCode);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações da estação salvas')).toBeVisible();
    const saved = await page.evaluate(() => (globalThis as FakeStationWindow).__fakeStation.saved.at(-1));
    expect(saved?.printer).toEqual({ kind: 'usb', path: '/dev/usb/lp0' });
  });

  test('adds a serial reader, tests it with a scan, checks the printer and saves', async ({ page }) => {
    await installFakeStation(page, seed);
    await signIn(page);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Estação' }).click();
    await expect(page.getByRole('heading', { name: 'Configurações da estação' })).toBeVisible();
    await expect(page.getByText('Servidor local ativo')).toBeVisible();
    await expect(page.getByText('Esteira sem conexão · 3 leituras pendentes')).toBeVisible();

    // Readers: list the devices, pick the serial port as the conveyor's fixed reader.
    await page.getByRole('button', { name: 'Procurar dispositivos' }).click();
    await page.getByText('Leitor fixo da esteira').click();
    await page.getByRole('textbox', { name: 'Dispositivo' }).click();
    await page.getByRole('option', { name: '/dev/ttyACM0 · Honeywell' }).click();
    await page.getByRole('button', { name: 'Adicionar leitor' }).click();
    const reader = page.getByTestId('leitor-leitor-1');
    await expect(reader).toContainText('Serial /dev/ttyACM0 · 9600 bps');

    // Printer: network, status asked and its fault shown in words.
    await page.getByText('Rede (porta 9100)').click();
    await page.getByLabel('Endereço IP').fill('192.168.0.50');
    await page.getByRole('button', { name: 'Verificar status' }).click();
    await expect(page.getByText('Sem etiqueta (papel acabou)')).toBeVisible();

    await expect(page.getByText('Sem chave')).toBeVisible();
    await expect(page.getByText('Chave sem proteção neste computador')).toHaveCount(0);
    await page.getByLabel('Chave da estação', { exact: true }).fill('doca_station_chave-da-esteira');
    await page.getByLabel('Código do administrador da estação').fill('00000000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Código do administrador da estação incorreto.')).toBeVisible();
    await page.getByLabel('Código do administrador da estação').fill(seed.adminCode);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações da estação salvas')).toBeVisible();
    await page.screenshot({ path: '/tmp/station-settings.png', fullPage: true });
    const saved = await page.evaluate(() => (globalThis as FakeStationWindow).__fakeStation.saved.at(-1));
    expect(saved).toEqual({
      role: 'all-in-one',
      readers: [{ kind: 'serial', id: 'leitor-1', use: 'fixed', path: '/dev/ttyACM0', baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1, lineEnding: 'any' }],
      printer: { kind: 'tcp', host: '192.168.0.50', port: 9100 },
      stationKey: 'doca_station_chave-da-esteira',
    });
    // The key is never shown back: the field empties and says one is kept.
    await expect(page.getByText('Chave cadastrada')).toBeVisible();
    await expect(page.getByLabel('Chave da estação', { exact: true })).toHaveValue('');

    // The reader connects and a scan shows as its test; the link drains.
    await page.evaluate(() => {
      const fake = (globalThis as FakeStationWindow).__fakeStation;
      fake.emitReaderStatus({ readerId: 'leitor-1', state: 'connected' });
      fake.emitScan({ readerId: 'leitor-1', use: 'fixed', code: 'QR;123;1', at: new Date().toISOString() });
      fake.emitConveyorLink({ state: 'connected', pending: 0 });
    });
    await expect(reader).toContainText('Conectado');
    await expect(reader).toContainText('Último código lido: QR;123;1');
    await expect(page.getByText('Esteira conectada')).toBeVisible();
  });

  test("says when the station key cannot be sealed by the system's keychain", async ({ page }) => {
    await installFakeStation(page, { ...seed, info: { ...seed.info, keySealed: false } });
    await signIn(page);
    await page.goto('/estacao');
    await expect(page.getByText('Chave sem proteção neste computador')).toBeVisible();
  });

  test('a new role asks for the server address and a restart', async ({ page }) => {
    await installFakeStation(page, seed);
    await signIn(page);
    await page.goto('/estacao');
    await page.getByRole('textbox', { name: 'Função da estação' }).click();
    await page.getByRole('option', { name: 'Esteira (quiosque)' }).click();
    await page.getByLabel('Endereço do servidor').fill('http://192.168.0.10:3000');
    await page.getByLabel('Código do administrador da estação').fill(seed.adminCode);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Reinicie o Doca')).toBeVisible();
    const saved = await page.evaluate(() => (globalThis as FakeStationWindow).__fakeStation.saved.at(-1));
    expect(saved).toMatchObject({ role: 'conveyor-kiosk', serverUrl: 'http://192.168.0.10:3000' });
    await page.getByRole('button', { name: 'Reiniciar agora' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as FakeStationWindow).__fakeStation.restarts)).toBe(1);
  });
});
