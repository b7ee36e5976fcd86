// index.html's inline script run as a page would run it: a window with a cookie, an address
// and a fetch that records what it was asked.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_BOOT_SCRIPT, INLINE_EARLY_GLOBAL, type InlineEarlyCalls } from './early-boot';

function runAt(pathname: string, cookie: string) {
  const asked: { url: string; authorization: string }[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: { headers: { authorization: string } }) => {
    asked.push({ url, authorization: init.headers.authorization });
    return Promise.resolve({ ok: true });
  };
  runInNewContext(EARLY_BOOT_SCRIPT, { window, document: { cookie }, location: { pathname }, fetch });
  return { asked, left: window[INLINE_EARLY_GLOBAL] as InlineEarlyCalls | undefined };
}

describe("index.html's inline script", () => {
  it("starts the session's, the centre's and the held order's calls on the picking screen, with the cookie's token", () => {
    const { asked, left } = runAt('/operacao/separacao/pedido', 'theme=dark; token=abc.def%3D');
    expect(asked).toEqual([
      { url: '/api/carambola/me/', authorization: 'Bearer abc.def=' },
      { url: '/api/centre', authorization: 'Bearer abc.def=' },
      { url: '/api/carambola/separation/separation-work/recovery', authorization: 'Bearer abc.def=' },
    ]);
    expect(left?.token).toBe('abc.def=');
    expect(Object.keys(left!.responses)).toEqual(asked.map((call) => call.url));
  });

  it('starts only the session and the centre elsewhere', () => {
    expect(runAt('/painel/dashboard', 'token=abc').asked.map((call) => call.url)).toEqual(['/api/carambola/me/', '/api/centre']);
  });

  it('starts nothing when nobody is signed in (no token cookie, or one with another name)', () => {
    expect(runAt('/operacao/separacao/pedido', '').asked).toEqual([]);
    expect(runAt('/operacao/separacao/pedido', 'xtoken=abc').left).toBeUndefined();
  });
});
