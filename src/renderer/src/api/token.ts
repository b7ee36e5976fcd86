// The bearer token lives in its cookie for 11 hours (spec/operator.md §4, §9).
import { TOKEN_COOKIE, TOKEN_COOKIE_HOURS } from '@shared/session-cookie';
import Cookies from 'js-cookie';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_COOKIE_HOURS / 24,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
