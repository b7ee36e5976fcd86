import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeServerBuild } from './server-build';

const reload = vi.fn();
let storage: Map<string, string>;

/** A page loaded from an index.html naming `build` (undefined: a development page, no meta). */
function pageOf(build: string | undefined): void {
  storage = new Map();
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (selector === 'meta[name="doca-build"]' && build !== undefined ? { content: build } : null),
  });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) });
  vi.stubGlobal('window', { location: { reload } });
}

beforeEach(() => reload.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('a page and the build its server serves', () => {
  it('reloads a page of the build before an update when a reply names another', () => {
    pageOf('yesterday');
    noticeServerBuild('today');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes on without reloading when the server serves the same build, or names none', () => {
    pageOf('today');
    noticeServerBuild('today');
    noticeServerBuild(undefined);
    noticeServerBuild(null);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads a development page, which names no build', () => {
    pageOf(undefined);
    noticeServerBuild('today');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a server build: the same page again after the reload goes on instead of reloading for ever', () => {
    pageOf('yesterday');
    noticeServerBuild('today');
    // The reload brought yesterday's page again (a cache between that ignored it): the replies still say today.
    noticeServerBuild('today');
    noticeServerBuild('today');
    expect(reload).toHaveBeenCalledTimes(1);
    // A later update is another build: that one reloads again.
    noticeServerBuild('tomorrow');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
