// The calls a page starts before the app's code has loaded, and the inline script of
// index.html that starts them. A tablet's morning opening takes index.html and the app's code
// from its cache, but the first module only runs once the cache has handed its file over
// (about 200 ms after the page is committed, on a tablet's CPU): a script written into
// index.html itself starts the round trips while the code is still coming. It is one fixed
// text, so the Content-Security-Policy allows it by its hash (content-security-policy.ts),
// which the server's pages and the station's window both send; nothing else runs inline.
// The renderer's boot.ts takes the answers over (api/early-calls.ts) and, where this script
// did not run, starts the same calls itself.

/** Every signed-in screen: who the user is (the session), and the centre's name (the header). */
export const EVERY_SCREEN_CALLS = ['/api/carambola/me/', '/api/centre'];

/** The pickers' screens, where a tablet opens the app every morning (bench/first-load.ts). */
export const EARLY_CALLS_BY_PATH: Record<string, string[]> = {
  '/operacao/separacao/pedido': ['/api/carambola/separation/separation-work/recovery'],
};

/** Where the inline script leaves what it started: the token it used, when, and each URL's response. */
export const INLINE_EARLY_GLOBAL = '__docaEarly';

export interface InlineEarlyCalls {
  token: string;
  at: number;
  responses: Record<string, Promise<Response>>;
}

/** The GET calls to start at `pathname` for a signed-in user. */
export function earlyCallsAt(pathname: string): string[] {
  return [...EVERY_SCREEN_CALLS, ...(EARLY_CALLS_BY_PATH[pathname] ?? [])];
}

/**
 * The inline script's text: ES5 and self-contained, it reads the token's cookie
 * (api/token.ts) and starts the calls of the page's address. Anything unexpected (no
 * cookie, no fetch) leaves the calls to boot.ts.
 */
export const EARLY_BOOT_SCRIPT =
  '(function(){try{' +
  'var m=document.cookie.match(/(?:^|; )token=([^;]+)/);if(!m)return;' +
  'var t=decodeURIComponent(m[1]),r={};' +
  `var u=${JSON.stringify(EVERY_SCREEN_CALLS)}.concat(${JSON.stringify(EARLY_CALLS_BY_PATH)}[location.pathname]||[]);` +
  "u.forEach(function(p){r[p]=fetch(p,{headers:{authorization:'Bearer '+t}});r[p].catch(function(){})});" +
  `window.${INLINE_EARLY_GLOBAL}={token:t,at:Date.now(),responses:r}` +
  '}catch(e){}})()';
