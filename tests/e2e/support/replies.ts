// An API reply the test set its scene with must have succeeded: its status and body say why not.
import { expect } from '@playwright/test';

export async function expectOk(reply: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<void> {
  expect(reply.ok(), `${reply.status()} ${await reply.text()}`).toBe(true);
}
