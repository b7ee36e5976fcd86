// The cost passwords are hashed at: OWASP's everywhere but a test run that asks for less.
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordCostFor, verifyPassword } from './password';

describe('the password cost', () => {
  it("is OWASP's scrypt cost (N = 2^17, r = 8, p = 1) on every server", () => {
    expect(passwordCostFor({})).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordCostFor({ NODE_ENV: 'production' })).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('cannot be lowered outside a test run, whatever the environment says', () => {
    expect(passwordCostFor({ NODE_ENV: 'production', DOCA_TEST_PASSWORD_COST: '1' })).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordCostFor({ DOCA_TEST_PASSWORD_COST: '1' })).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordCostFor({ NODE_ENV: 'test', DOCA_TEST_PASSWORD_COST: '1' })).toEqual({ N: 4096, r: 8, p: 1 });
  });
});

describe('a password hash', () => {
  it('verifies its password only, and is not rehashed at the cost it was made at', async () => {
    const stored = await hashPassword('senha-certa-1');
    expect(await verifyPassword('senha-certa-1', stored)).toBe(true);
    expect(await verifyPassword('senha-errada-1', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace(/^scrypt\$\d+/, 'scrypt$1024'))).toBe(true);
  });
});
