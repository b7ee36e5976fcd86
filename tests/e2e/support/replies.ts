// An API reply the test set its scene with must have succeeded: its status and body say why not.
import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders } from './session';

export async function expectOk(reply: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<void> {
  expect(reply.ok(), `${reply.status()} ${await reply.text()}`).toBe(true);
}

/** GET of /api/carambola`path` as `login`, which must succeed: its JSON. */
export async function getJsonAs<T>(request: APIRequestContext, login: string, path: string): Promise<T> {
  const reply = await request.get(`/api/carambola${path}`, { headers: await authHeaders(request, login) });
  await expectOk(reply);
  return (await reply.json()) as T;
}
