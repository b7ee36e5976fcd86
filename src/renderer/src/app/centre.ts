// Who the centre is (GET /api/centre), read once per page load: its name, the header marks
// the demo centre and the sign-in page of an empty centre says how to create its first user.
import { useEffect, useState } from 'react';
import { centreIdentity } from '@shared/contract/centre';
import type { ResponseOf } from '@shared/contract/endpoint';
import { centreName } from '@shared/domain/centre';
import { call } from '@renderer/api/http';

export type CentreIdentity = ResponseOf<typeof centreIdentity>;

let loaded: Promise<CentreIdentity | undefined> | undefined;
/** The identity once answered: a screen drawn after it shows the name in its first frame. */
let known: CentreIdentity | undefined;

/** The host the page was asked at, when it is drawn by the server (no window there). */
let serverHost = '';

/**
 * The identity as already answered, and the page's host, for the server's own render of the
 * first screen (first-screen/render-on-server.tsx).
 */
export function knowCentreIdentity(identity: CentreIdentity | undefined, host = ''): void {
  known = identity;
  loaded = identity ? Promise.resolve(identity) : undefined;
  serverHost = host;
}

function pageHostname(): string {
  return typeof window === 'undefined' ? serverHost : window.location.hostname;
}

function loadIdentity(): Promise<CentreIdentity | undefined> {
  // A failure is not kept: the next screen that asks tries again.
  loaded ??= call(centreIdentity).then(
    (identity) => (known = identity),
    () => {
      loaded = undefined;
      return undefined;
    },
  );
  return loaded;
}

/** The name the header shows: the server's, or the host's while it loads or when none is set. */
export function useCentreName(): string {
  return centreName(pageHostname(), useCentreIdentity()?.name);
}

/** The centre's identity, or undefined while it loads (or when the server is unreachable). */
export function useCentreIdentity(): CentreIdentity | undefined {
  const [identity, setIdentity] = useState<CentreIdentity | undefined>(known);
  useEffect(() => {
    let mounted = true;
    void loadIdentity().then((found) => mounted && setIdentity(found));
    return () => {
      mounted = false;
    };
  }, []);
  return identity;
}
