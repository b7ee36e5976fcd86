import { describe, expect, it } from 'vitest';
import { nextDelayMs, signBody } from './webhook';

describe('webhook delivery pace', () => {
  it('sends the next page at once, waits when idle, and backs off after failures up to 5 minutes', () => {
    expect(nextDelayMs('sent', 0, 5000)).toBe(0);
    expect(nextDelayMs('nothing-new', 0, 5000)).toBe(5000);
    expect(nextDelayMs('failed', 1, 5000)).toBe(10_000);
    expect(nextDelayMs('failed', 3, 5000)).toBe(40_000);
    expect(nextDelayMs('failed', 20, 5000)).toBe(300_000);
  });

  it('signs the exact body with HMAC-SHA256', () => {
    // The value `echo -n '{"a":1}' | openssl dgst -sha256 -hmac chave` prints, as a receiver checks it.
    expect(signBody('chave', '{"a":1}')).toBe('sha256=4be8e3229938eca1dad7c58524f996953b7720e969ef1ac698a3fae149956279');
    expect(signBody('outra', '{"a":1}')).not.toBe(signBody('chave', '{"a":1}'));
  });
});
