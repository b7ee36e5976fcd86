// Which URLs are the app's own pages. The window shows the Doca server's web app (or, in
// development, the Vite dev server), so "trusted" means exactly those origins over http(s),
// compared as parsed origins: never by string prefix, which `http://127.0.0.1:3000.evil`
// or `http://user@host` would fool.

export type UrlCheck = (url: string) => boolean;

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The origin of an http(s) URL; throws for anything else, because it is a settings error. */
export function originOf(url: string): string {
  const parsed = parse(url);
  if (!parsed || !WEB_PROTOCOLS.has(parsed.protocol)) throw new Error(`Not an http(s) URL: ${url}`);
  return parsed.origin;
}

/** A check that accepts http(s) URLs on one of the given origins, without credentials. */
export function createTrustedUrlCheck(appUrls: readonly string[]): UrlCheck {
  const origins = new Set(appUrls.map(originOf));
  return (url) => {
    const parsed = parse(url);
    if (!parsed || !WEB_PROTOCOLS.has(parsed.protocol)) return false;
    if (parsed.username || parsed.password) return false;
    return origins.has(parsed.origin);
  };
}
