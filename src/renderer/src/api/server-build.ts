// A page kept by the browser (index.html is cached for a week, server http/web-app.ts) runs
// the build it was loaded with; after an update the server serves another. The server names
// its build in every API reply; a page of another build reloads, which revalidates
// index.html and loads the new build's code. Once per server build and tab: should the reload
// bring the same page again (a cache between that ignores it), the page goes on as it is
// rather than reload for ever.
import { WEB_BUILD_META } from '@shared/contract/web-build';

const RELOADED_FOR = 'doca:reloaded-for-build';

/** The build this page runs: index.html's meta (absent in development, where nothing is checked). */
function pageBuild(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${WEB_BUILD_META}"]`)?.content || undefined;
}

/** Reloads the page when `serverBuild` (a reply's WEB_BUILD_HEADER) names another build than the page's. */
export function noticeServerBuild(serverBuild: string | null | undefined): void {
  if (!serverBuild) return;
  const own = pageBuild();
  if (!own || serverBuild === own) return;
  if (sessionStorage.getItem(RELOADED_FOR) === serverBuild) return;
  sessionStorage.setItem(RELOADED_FOR, serverBuild);
  window.location.reload();
}
