// A picker signed in on a tablet, for the benchmarks that drive a browser (first-load.ts,
// picking-screen.ts): through the login form once, unthrottled, in Playwright, with the group
// chosen and the held order open; the storage a tablet's profile then starts with.
import type { Browser } from '@playwright/test';

export type SignedInStorage = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** Signs `username` in, chooses the group whose button matches `group` and opens its order. */
export async function signedInStorage(browser: Browser, base: string, username: string, password: string, group: RegExp): Promise<SignedInStorage> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/operacao\//);
  await page.goto('/operacao/separacao/grupos');
  await page.getByRole('button', { name: group }).click();
  // The screen goes straight to the order the picker holds, or offers to look for one.
  const find = page.getByRole('button', { name: 'Procurar pedido' });
  await page.getByTestId('scan-input').or(find).waitFor({ state: 'attached' });
  if (await find.isVisible()) await find.click();
  await page.getByTestId('scan-input').waitFor({ state: 'attached' });
  const storage = await context.storageState();
  await context.close();
  return storage;
}

/** The token's cookie and the local storage of `base`, as a bare browser's profile is seeded with them. */
export function tabletStorage(storage: SignedInStorage, base: string) {
  return {
    cookies: storage.cookies.map(({ name, value }) => ({ name, value })),
    localStorage: storage.origins.find((origin) => origin.origin === base)?.localStorage ?? [],
  };
}
