// 'Integração' as Tech and as an administrator: a key shown once and revoked, and a
// spreadsheet imported whole or refused with the line of each problem.
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session';

test('tech creates a key that is shown once, then revokes it', async ({ page }) => {
  await openSignedIn(page, 'tech');
  await page.getByRole('navigation', { name: 'Páginas do painel' }).getByRole('link', { name: 'Integração' }).click();
  await expect(page.getByRole('heading', { name: 'Integração', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nova chave' }).click();
  await page.getByLabel('Nome').fill('ERP de teste');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  await expect(page.getByText('Guarde esta chave agora: ela não será mostrada de novo.')).toBeVisible();
  const key = await page.getByLabel('Chave criada').innerText();
  expect(key).toMatch(/^doca_/);
  await page.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();

  const row = page.getByRole('table', { name: 'Chaves de integração' }).getByRole('row', { name: /ERP de teste/ });
  await expect(row.getByText('Ativa')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // The key works for the company's system until it is revoked.
  const push = () =>
    page.request.put('/api/integration/v1/clients', {
      headers: { 'x-api-key': key },
      data: { clients: [{ external_id: 'E2E-1', client_type: 'PJ', client_name: 'Mercado E2E' }] },
    });
  expect((await push()).status()).toBe(200);
  await row.getByRole('button', { name: 'Revogar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(row.getByText('Revogada')).toBeVisible();
  expect((await push()).status()).toBe(401);
});

test('an administrator imports a spreadsheet, and a bad one is refused line by line', async ({ page }) => {
  await openSignedIn(page, 'admin', '/painel/integracao');
  await expect(page.getByRole('button', { name: 'Nova chave' })).toHaveCount(0);

  await page.getByText('Clientes', { exact: true }).click();
  const csv = 'external_id;client_type;client_name\nE2E-10;PF;Ana Lima\nE2E-11;PJ;Quitanda Boa\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Recebidos: 2. Criados: 2. Alterados: 0. Sem mudança: 0.')).toBeVisible();

  const bad = 'external_id;client_type;client_name\nE2E-12;XX;Sem Tipo\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Importar' }).click();
  const problems = page.getByRole('table', { name: 'Problemas da planilha' });
  await expect(problems.getByText('linha 2, client_type')).toBeVisible();
  await expect(page.getByText('Nada foi salvo. Corrija a planilha e envie de novo:')).toBeVisible();
});
