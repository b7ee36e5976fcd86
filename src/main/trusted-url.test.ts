import { describe, expect, it } from 'vitest';
import { createTrustedUrlCheck, originOf } from './trusted-url';

describe('createTrustedUrlCheck', () => {
  const isTrusted = createTrustedUrlCheck(['http://127.0.0.1:3000/']);

  it('accepts any page of the app origin', () => {
    expect(isTrusted('http://127.0.0.1:3000/')).toBe(true);
    expect(isTrusted('http://127.0.0.1:3000/panel/orders?page=2#top')).toBe(true);
  });

  it('refuses other hosts, ports and schemes', () => {
    expect(isTrusted('http://127.0.0.1:3001/')).toBe(false);
    expect(isTrusted('http://localhost:3000/')).toBe(false);
    expect(isTrusted('https://127.0.0.1:3000/')).toBe(false);
    expect(isTrusted('http://evil.example/')).toBe(false);
  });

  it('is not fooled by prefixes, credentials or userinfo tricks', () => {
    expect(isTrusted('http://127.0.0.1:3000.evil.example/')).toBe(false);
    expect(isTrusted('http://127.0.0.1:3000@evil.example/')).toBe(false);
    expect(isTrusted('http://user:pass@127.0.0.1:3000/')).toBe(false);
  });

  it('refuses non-web schemes and garbage', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi', 'about:blank', 'devtools://x', '', 'not a url']) {
      expect(isTrusted(url)).toBe(false);
    }
  });

  it('trusts several origins when given (development: Vite and server)', () => {
    const check = createTrustedUrlCheck(['http://localhost:5173', 'https://doca.centre.example']);
    expect(check('http://localhost:5173/src/main.tsx')).toBe(true);
    expect(check('https://doca.centre.example/login')).toBe(true);
    expect(check('https://doca.centre.example:8443/login')).toBe(false);
  });

  it('normalises default ports', () => {
    const check = createTrustedUrlCheck(['https://doca.centre.example:443']);
    expect(check('https://doca.centre.example/')).toBe(true);
  });
});

describe('originOf', () => {
  it('returns the origin of http(s) URLs', () => {
    expect(originOf('http://10.0.0.5:3000/panel')).toBe('http://10.0.0.5:3000');
  });

  it('throws for other schemes, so a bad setting fails loudly', () => {
    expect(() => originOf('file:///app')).toThrow();
    expect(() => originOf('nonsense')).toThrow();
  });
});
