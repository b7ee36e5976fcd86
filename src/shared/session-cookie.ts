// The cookie a signed-in browser keeps its bearer token in (spec/operator.md §4, §9): written by
// the renderer's sign-in (api/token.ts), read by the server where a page, not a call, needs the
// user (http/first-screen.ts). No imports: the page's first module reads it.
export const TOKEN_COOKIE = 'token';
/** How long the token's cookie lives. */
export const TOKEN_COOKIE_HOURS = 11;
