// Signing in for end-to-end tests, shared by every spec: through the login form as a user
// would, or through the API when a test only needs a bearer token to set the scene.
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_COOKIE } from '../../../src/shared/session-cookie';

/** Every demo user's password (src/server/demo/users.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** Fills the login form and submits it; callers assert where the user lands. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Leaves the browser signed in as `login` the way the form does, with the token cookie, but
 * without the form's page loads: for tests of what comes after signing in (the form itself is
 * tested by login.spec.ts and the specs that assert where a user lands).
 */
export async function signInWithCookie(page: Page, request: APIRequestContext, login: string): Promise<void> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: await apiToken(request, login), url }]);
}

/**
 * Opens `path` signed in as `login` by the token cookie: one page load where the form takes
 * two or three ('/' is where the form would land the user). The page's own context asks for the
 * token, so it serves browsers a test opens itself as well as the `page` fixture.
 */
export async function openSignedIn(page: Page, login: string, path = '/'): Promise<void> {
  // A page still open as the user before, its cookies cleared by the test, may answer a 401
  // by signing out, which removes the token cookie: after the new one was set, it removed that
  // (revision.spec.ts found the supervisor on the login page). It goes first.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await signInWithCookie(page, page.request, login);
  await page.goto(path);
}

/** A bearer token for `login`, from the same sign-in call the screen makes. */
export async function apiToken(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<string> {
  const reply = await request.post('/api/auth-internal/v2/token', { data: { username: login, password } });
  if (!reply.ok()) throw new Error(`sign-in of ${login} failed: ${reply.status()} ${await reply.text()}`);
  return ((await reply.json()) as { access: string }).access;
}

/** Authorization headers for API calls made on a user's behalf. */
export async function authHeaders(request: APIRequestContext, login: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await apiToken(request, login)}` };
}
