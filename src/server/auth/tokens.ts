// Bearer tokens: HS256 JWTs valid for 11 hours (spec/operator.md §9), carrying the user id.
import { createSigner, createVerifier } from 'fast-jwt';

export const TOKEN_LIFETIME_MS = 11 * 60 * 60 * 1000;
/** More than a centre's users signed in at once. */
const VERIFIED_TOKENS_KEPT = 5_000;

export interface TokenClaims {
  user_id: number;
  username: string;
}

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** The claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): TokenClaims | null;
}

export function createTokenService(secret: string, lifetimeMs = TOKEN_LIFETIME_MS): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: lifetimeMs });
  // Every request verifies its token, and a picker's scans send the same one for hours: a
  // verified token is remembered (never past its expiry) instead of decoded and signed again.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: VERIFIED_TOKENS_KEPT });
  return {
    sign: (claims) => signer({ ...claims }),
    verify: (token) => {
      try {
        const payload = verifier(token) as Partial<TokenClaims>;
        if (typeof payload.user_id !== 'number' || typeof payload.username !== 'string') return null;
        return { user_id: payload.user_id, username: payload.username };
      } catch {
        return null;
      }
    },
  };
}

/** "Bearer <token>" → token; anything else → null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
