// Bearer tokens as a request meets them: valid until their expiry, even once remembered as
// verified; forged, malformed or foreign tokens refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerToken, createTokenService } from './tokens';

afterEach(() => vi.useRealTimers());

describe('bearer tokens', () => {
  it('gives the claims back until the token expires, however often it was verified before', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService('segredo', 60_000);
    const token = tokens.sign({ user_id: 7, username: 'separador7' });
    for (let read = 0; read < 3; read += 1) expect(tokens.verify(token)).toEqual({ user_id: 7, username: 'separador7' });
    vi.setSystemTime(new Date('2026-03-02T08:00:59Z'));
    expect(tokens.verify(token)).toEqual({ user_id: 7, username: 'separador7' });
    vi.setSystemTime(new Date('2026-03-02T08:01:01Z'));
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered one and one that is not a token', () => {
    const tokens = createTokenService('segredo');
    const token = tokens.sign({ user_id: 7, username: 'separador7' });
    expect(tokens.verify(token)).not.toBeNull();
    expect(createTokenService('outro segredo').verify(token)).toBeNull();
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ user_id: 1, username: 'admin' })).toString('base64url');
    expect(tokens.verify(`${header}.${otherClaims}.${signature}`)).toBeNull();
    expect(tokens.verify('nada')).toBeNull();
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('  bearer abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
