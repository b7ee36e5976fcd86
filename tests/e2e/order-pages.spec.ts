// Every order's page in the panel, as a supervisor opens them from the bell and the list: the
// sweep opens each order the server knows (the demo day's 400 and those other specs made)
// and fails on any render error; and a page that does fail keeps the panel around it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderRow } from '../../src/shared/contract/orders';
import { authHeaders, openSignedIn } from './support/session';

const LIST = '/api/carambola/separation/order-separation/';
const DEMO_DAY_ORDERS = 400;

async function everyOrderId(request: APIRequestContext): Promise<string[]> {
  const headers = await authHeaders(request, 'supervisor');
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const reply = await request.get(LIST, { headers, params: { page, pageSize: 100 } });
    expect(reply.status()).toBe(200);
    const { results, total_count } = (await reply.json()) as { results: OrderRow[]; total_count: number };
    ids.push(...results.map((row) => row.order_id));
    if (ids.length >= total_count || results.length === 0) return ids;
  }
}

/** A client-side navigation, as the app's own links make (a full load per order would take minutes). */
async function openInApp(page: Page, path: string): Promise<void> {
  // A string, as the test's own TypeScript knows no DOM: the router hears the popstate.
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`);
}

/** Pages opened side by side: the sweep waits mostly on round trips, not on the CPU. */
const SWEEPERS = 3;

test('every order of the demo day opens in the panel without a render error', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const ids = await everyOrderId(request);
  expect(ids.length).toBeGreaterThanOrEqual(DEMO_DAY_ORDERS);

  const failures: string[] = [];
  context.on('weberror', (error) => failures.push(error.error().message));
  context.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });

  await openSignedIn(page, 'supervisor', '/painel/dashboard');
  const sweepers = [page];
  while (sweepers.length < SWEEPERS) {
    const another = await context.newPage();
    await another.goto('/painel/dashboard');
    sweepers.push(another);
  }
  await Promise.all(
    sweepers.map(async (sweeper, index) => {
      for (const id of ids.filter((_, position) => position % SWEEPERS === index)) {
        await openInApp(sweeper, `/painel/pedidos/${encodeURIComponent(id)}?view=true`);
        await expect(sweeper.getByText('Algo deu errado ao abrir esta página'), `order ${id}`).toHaveCount(0);
        await expect(sweeper.getByText(`Pedido ${id}`, { exact: true }), `order ${id}`).toBeVisible();
      }
    }),
  );
  expect(failures).toEqual([]);
});

test("a page that fails to open says so in Portuguese inside the panel, and 'Tentar de novo' opens it", async ({ page, request }) => {
  const [order] = await everyOrderId(request);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openSignedIn(page, 'supervisor', '/painel/dashboard');

  // The order page's code does not arrive (a tablet's Wi-Fi blinking while it loads).
  const chunk = /\/assets\/OrderDetailPage-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await openInApp(page, `/painel/pedidos/${encodeURIComponent(order!)}?view=true`);

  await expect(page.getByText('Algo deu errado ao abrir esta página')).toBeVisible();
  // The header and the menu stay: the supervisor can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Páginas do painel' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('supervisor')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  expect(logged.some((line) => line.includes('[doca] a página falhou ao abrir'))).toBe(true);
  await page.screenshot({ path: '/tmp/route-error.png' });

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByText(`Pedido ${order}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Algo deu errado ao abrir esta página')).toHaveCount(0);
});
