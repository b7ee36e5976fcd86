// Password hashing with scrypt (node:crypto): "scrypt$N$r$p$salt$hash", base64 parts.
// The cost is OWASP's current recommendation for scrypt (N = 2^17, r = 8, p = 1: 128 MiB and
// a fraction of a second per hash, on libuv's thread pool, never on the event loop). A hash
// made at an older cost still verifies, and sign-in replaces it (needsRehash).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's: what every centre's passwords are hashed at. */
export const OWASP_PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The test suite's, which hashes hundreds of passwords: at OWASP's cost that alone took
 * minutes of `npm test`. Only a test run may ask for it (NODE_ENV=test, set by vitest), so
 * no setting of a real server can lower the cost.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

export function passwordCostFor(env: NodeJS.ProcessEnv): ScryptCost {
  return env.NODE_ENV === 'test' && env.DOCA_TEST_PASSWORD_COST === '1' ? TEST_PASSWORD_COST : OWASP_PASSWORD_COST;
}

export const PASSWORD_COST = passwordCostFor(process.env);
/** scrypt needs 128 * N * r bytes; room for the current cost and one step above it. */
const MAX_MEMORY = 512 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PASSWORD_COST);
  return ['scrypt', PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The hash of a person who has no password yet (created by the company's systems): nothing matches it. */
export const NO_PASSWORD = '!';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made at another cost than today's: replaced at the user's next sign-in. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$');
  return algorithm !== 'scrypt' || Number(n) !== PASSWORD_COST.N || Number(r) !== PASSWORD_COST.r || Number(p) !== PASSWORD_COST.p;
}
