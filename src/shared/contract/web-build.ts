// Which build of the web app a page runs, and which one the server serves. Browsers keep
// index.html for a week (server http/web-app.ts: a tablet's morning opening asks the Wi-Fi
// nothing), so after an update a page may run the build before it: it reads the server's in
// a header of every API reply and reloads (renderer api/server-build.ts). Constants only: the
// page's first module (boot.ts) imports this without zod or any schema.

/** index.html's `<meta name=… content=build>`, written by the build (tools/vite-build-id.ts). */
export const WEB_BUILD_META = 'doca-build';

/** The response header with the build the server serves, on every API reply. */
export const WEB_BUILD_HEADER = 'x-doca-build';

/** The window's property holding the stale page's listener, which boot.ts removes once the app's code is in. */
export const STALE_PAGE_LISTENER = '__docaStalePage';

/**
 * The first script of index.html (tools/vite-stale-page.ts): a page kept from a build whose
 * files the server no longer has (its index.html in the browser's cache, an asset of it
 * evicted, the server updated meanwhile) cannot run its code, so the build check above never
 * runs either and the page would stay blank until the cache let it go, a week later. When a
 * script or stylesheet under /assets/ fails to load before the app's code is in, the page
 * reloads, which revalidates index.html; once per build (the page's WEB_BUILD_META) and tab,
 * however many of its files are missing, so a build that is itself broken does not reload for
 * ever. After that a file that fails (a lazy page on a Wi-Fi that dropped) is the app's to
 * answer: a reload then could open the browser's offline page. ES5, self-contained; the
 * Content-Security-Policy allows exactly this text by its hash.
 */
export const STALE_PAGE_SCRIPT =
  "(function(){var k='doca:reloaded-for-build';var f=function(e){var t=e.target;" +
  "if(!t||(t.tagName!=='SCRIPT'&&t.tagName!=='LINK'))return;var u=t.src||t.href||'';if(u.indexOf('/assets/')<0)return;" +
  `var m=document.querySelector('meta[name="${WEB_BUILD_META}"]'),b='build:'+(m?m.content:'');` +
  'try{if(sessionStorage.getItem(k)===b)return;sessionStorage.setItem(k,b)}catch(x){return}location.reload()};' +
  `window.${STALE_PAGE_LISTENER}=f;addEventListener('error',f,true)})()`;
