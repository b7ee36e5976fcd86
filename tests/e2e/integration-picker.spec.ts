// Issue #9's floor rule in a real browser: the company's system cancels an order a picker is
// picking, and the picker's screen turns to the cancelled view at once.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { centreToday } from './support/calendar';

const PASSWORD = 'demo1234';

async function token(request: APIRequestContext, login: string): Promise<string> {
  const reply = await request.post('/api/auth-internal/v2/token', { data: { username: login, password: PASSWORD } });
  return ((await reply.json()) as { access: string }).access;
}

test('an upstream cancellation shows the picker holding the order the cancelled view', async ({ page, request }) => {
  const created = await request.post('/api/integration/v1/keys', {
    headers: { authorization: `Bearer ${await token(request, 'tech')}` },
    data: { name: 'ERP do teste' },
  });
  const key = ((await created.json()) as { key: string }).key;
  const push = async (path: string, data: Record<string, unknown>) => {
    const reply = await request.put(`/api/integration/v1/${path}`, { headers: { 'x-api-key': key }, data });
    expect(reply.status(), await reply.text()).toBe(200);
  };
  await push('clients', { clients: [{ external_id: 'E2E-ERP-1', client_type: 'PJ', client_name: 'Empório do Teste', client_trade: 'Empório do Teste' }] });
  await push('products', {
    products: [{ sku: 990001, product_base_id: 99001, name: 'Banana Prata do ERP', portion_type: 'unidade', step: 1 }],
  });
  // The highest priority of the day, and critical: only group 4 receives critical orders, so
  // no other group's picker (or test) can take it first.
  const order = {
    order_id: '990100',
    client_external_id: 'E2E-ERP-1',
    route_code: 'R01',
    scheduled_date: centreToday(),
    priority: 1000,
    is_critical: true,
    items: [{ sku: 990001, quantity: 6 }],
  };
  await push('orders', { orders: [order] });

  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill('separador12');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Logado com sucesso')).toBeVisible();
  await page.goto('/operacao/separacao/grupos');
  await page.getByRole('button', { name: /Grupo 4 Mercado 2/ }).click();
  await page.getByRole('button', { name: 'Procurar pedido' }).click();
  await expect(page.getByText('Banana Prata do ERP').first()).toBeVisible();
  await expect(page.getByText(/990100/).first()).toBeVisible();

  await push('orders', { orders: [{ ...order, status: 'recused' }] });
  await expect(page.getByText('Opa, pedido cancelado!')).toBeVisible();
  // Both the view and the persistent popup say it (spec/operator.md §8).
  await expect(page.getByText('Este pedido foi cancelado e os pre pickings foram resetados!')).toHaveCount(2);
});
