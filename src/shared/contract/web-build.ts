// Which build of the web app a page runs, and which one the server serves. Browsers keep
// index.html for a week (server http/web-app.ts: a tablet's morning opening asks the Wi-Fi
// nothing), so after an update a page may run the build before it: it reads the server's in
// a header of every API reply and reloads (renderer api/server-build.ts). Constants only: the
// page's first module (boot.ts) imports this without zod or any schema.

/** index.html's `<meta name=… content=build>`, written by the build (tools/vite-build-id.ts). */
export const WEB_BUILD_META = 'doca-build';

/** The response header with the build the server serves, on every API reply. */
export const WEB_BUILD_HEADER = 'x-doca-build';
