import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy';
import { STALE_PAGE_SCRIPT } from './contract/web-build';
import { EARLY_SCANS_SCRIPT } from './first-screen';

/** An inline script's hash, as the browser computes it over the script's text. */
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  const policy = directives(buildContentSecurityPolicy({ pageOrigin: 'http://127.0.0.1:3000' }));

  it("allows scripts only from the app origin, and inline only the stale page's and the first screen's scripts, by their hashes", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hashOf(STALE_PAGE_SCRIPT), hashOf(EARLY_SCANS_SCRIPT)]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the page open its own websockets', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:3000']);
    const secure = directives(buildContentSecurityPolicy({ pageOrigin: 'https://doca.example' }));
    expect(secure.get('connect-src')).toContain('wss://doca.example');
  });

  it('allows inline scripts only for the Vite dev server', () => {
    const dev = directives(buildContentSecurityPolicy({ pageOrigin: 'http://localhost:5173', devServer: true }));
    expect(dev.get('script-src')).toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });
});
