// A tablet's page kept from a build whose files are gone (contract/web-build.ts
// STALE_PAGE_SCRIPT): browsers keep index.html for a week, so after an update a tablet whose
// cache let one of the old build's files go would open a page that cannot run, and stayed
// blank (the build check that reloads an old page runs in the code that did not load). The
// page now reloads, which brings the server's index.html, and the app opens.
import { expect, test, type Page } from '@playwright/test';

/**
 * Serves the server's own login page with its entry script and its first preloaded module
 * renamed to files of no build: two files missing, as when a cache let a whole build go.
 */
async function serveWithMissingEntry(page: Page, times: number): Promise<{ served: () => number }> {
  let served = 0;
  await page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      served += 1;
      const reply = await route.fetch();
      const html = (await reply.text())
        .replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-of-a-build-gone.js')
        .replace(/(rel="modulepreload" crossorigin href=")\/assets\/[\w-]+\.js/, '$1/assets/a-module-of-a-build-gone.js');
      await route.fulfill({ response: reply, body: html });
    },
    { times },
  );
  return { served: () => served };
}

test('a page whose entry file the server no longer has reloads once and opens the app', async ({ page }) => {
  const stale = await serveWithMissingEntry(page, 1);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(stale.served()).toBe(1);
  expect(documents, 'the stale page, then the reload').toHaveLength(2);
});

test('a page that misses its entry again after the reload does not reload for ever', async ({ page }) => {
  const stale = await serveWithMissingEntry(page, 5);
  await page.goto('/login');
  // The one reload asks for the page again and meets the same missing files: it stops there.
  await expect.poll(stale.served).toBe(2);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  expect(stale.served()).toBe(2);
});

test("once the app's code is in, a file that fails to load is the app's to answer: the page does not reload", async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // A lazy page's file lost on a Wi-Fi that dropped: a reload then could open the browser's offline page.
  const failed = await page.evaluate(`new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = '/assets/a-lazy-page-lost-on-the-way.js';
    script.onerror = () => resolve(true);
    document.head.appendChild(script);
  })`);
  expect(failed).toBe(true);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(documents).toHaveLength(1);
});
