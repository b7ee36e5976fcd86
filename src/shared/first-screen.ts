// The picking screen the server renders into the page it sends a picker's tablet (issue 21,
// 'A tablet's first load'; docs/performance.md, first-load, item 17). What the server, the
// renderer's server build and the page agree on.
import type { ResponseOf } from './contract/endpoint';
import type { centreIdentity } from './contract/centre';
import type { me } from './contract/auth';
import type { recoverWork } from './contract/picking';
import type { listSeparationGroups } from './contract/settings';

/** The one address the server renders: the screen a tablet reopens every morning. */
export const FIRST_SCREEN_PATH = '/operacao/separacao/pedido';
/** The element holding the server's screen until the app takes over (then it is removed). */
export const FIRST_SCREEN_ID = 'first-screen';
/**
 * The page's data block (a script of type application/json, never run): the answers the screen
 * was drawn from, by the path the app asks them at, so the app starts from them instead of
 * asking the Wi-Fi again (boot.ts).
 */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';
/** Where the page's script leaves the codes read before the app took over. */
export const EARLY_SCANS_GLOBAL = '__docaEarlyScans';
/** The renderer's server build, beside the web build: out/first-screen/render.js. */
export const FIRST_SCREEN_BUNDLE = 'first-screen/render.js';

/** The answers the screen is drawn from, as the app itself would receive them. */
export interface FirstScreenData {
  me: ResponseOf<typeof me>;
  centre: ResponseOf<typeof centreIdentity>;
  recovery: ResponseOf<typeof recoverWork>;
  groups: ResponseOf<typeof listSeparationGroups>;
}

export interface FirstScreenInput {
  /** The page's address as the tablet asked for it (its host names the centre when no name is set). */
  url: string;
  data: FirstScreenData;
}

/** The screen's markup, or null when there is no order being picked to show. */
export type RenderFirstScreen = (input: FirstScreenInput) => Promise<string | null>;

/**
 * The page's one inline script, right after the server's screen: a reader's codes typed into
 * the screen's scan input before the app took over are kept (each Enter ends one), not lost,
 * every other control stays disabled until the app can answer it, and the input has the
 * focus, as the app's own keeps it. ES5, self-contained;
 * the Content-Security-Policy of that page allows exactly this text by its hash.
 */
export const EARLY_SCANS_SCRIPT =
  '(function(){var s=document.getElementById(' +
  JSON.stringify(FIRST_SCREEN_ID) +
  ');if(!s)return;var q=window.' +
  EARLY_SCANS_GLOBAL +
  "=[];var b=s.querySelectorAll('button');for(var i=0;i<b.length;i++)b[i].disabled=true;" +
  "s.addEventListener('keydown',function(e){var t=e.target;if(e.key!=='Enter'||!t||t.getAttribute('data-testid')!=='scan-input')return;" +
  "e.preventDefault();var c=t.value.trim();t.value='';if(c)q.push(c)},true);" +
  "var n=s.querySelector('[data-testid=\"scan-input\"]');if(n)n.focus({preventScroll:true})})()";
