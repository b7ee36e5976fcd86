// 'Estações' (issue 18): Tech enrols a conveyor station with a key that is shown once; the
// station's link connects with it, its last use shows, and revoking it drops the link.
import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { BOX_COUNT_SOCKET_PATH } from '../../src/shared/contract/events';
import { openSignedIn } from './support/session';

function connectStation(key: string) {
  return io(test.info().project.use.baseURL!, { path: BOX_COUNT_SOCKET_PATH, auth: { token: key }, transports: ['websocket'], forceNew: true, reconnection: false });
}

test('tech enrols a station, its link connects with the key, and a revoked key drops it', async ({ page }) => {
  await openSignedIn(page, 'tech');
  await page.getByRole('navigation', { name: 'Páginas do painel' }).getByRole('link', { name: 'Estações' }).click();
  await expect(page.getByRole('heading', { name: 'Estações', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nova chave' }).click();
  await page.getByLabel('Nome').fill('Esteira da doca 2');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  await expect(page.getByText('Guarde esta chave agora: ela não será mostrada de novo.')).toBeVisible();
  await expect(page.getByText('Configurações da estação')).toBeVisible();
  const key = await page.getByLabel('Chave criada').innerText();
  expect(key).toMatch(/^doca_station_/);
  await page.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();

  const row = page.getByRole('table', { name: 'Chaves de estação' }).getByRole('row', { name: /Esteira da doca 2/ });
  await expect(row.getByText('Nunca')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  const station = connectStation(key);
  try {
    await new Promise<void>((resolve, reject) => station.once('connect', resolve).once('connect_error', reject));
    await page.reload();
    await expect(row.getByText('Ativa')).toBeVisible();
    await expect(row.getByText('Nunca')).toHaveCount(0);

    const dropped = new Promise<string>((resolve) => station.once('disconnect', resolve));
    await row.getByRole('button', { name: 'Revogar' }).click();
    await expect(page.getByText('A estação que a usa é desconectada na hora e para de enviar leituras.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(row.getByText('Revogada')).toBeVisible();
    expect(await dropped).toBe('io server disconnect');
  } finally {
    station.disconnect();
  }
  const again = connectStation(key);
  await expect(new Promise<string>((resolve) => again.once('connect_error', (error) => resolve(error.message)))).resolves.toBe(
    'Token expirado ou inválido',
  );
  again.disconnect();

  // The audit page says who enrolled and revoked it, and from where.
  await page.getByRole('navigation', { name: 'Páginas do painel' }).getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Chave de estação revogada' }).click();
  const log = page.getByRole('table', { name: 'Auditoria' });
  const revocation = log.getByRole('row', { name: /Esteira da doca 2/ });
  await expect(revocation).toHaveCount(1);
  await expect(revocation.getByText('tech', { exact: true })).toBeVisible();
  await expect(revocation.getByText('Chave de estação revogada')).toBeVisible();
  await expect(revocation.getByText('127.0.0.1')).toBeVisible();
  await page.screenshot({ path: '/tmp/audit-page.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha' }).click();
  expect((await download).suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
