// The bearer token lives in the cookie 'token' for 11 hours (spec/operator.md §4, §9).
import Cookies from 'js-cookie';

const TOKEN_COOKIE = 'token';
const TOKEN_HOURS = 11;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_HOURS / 24,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
