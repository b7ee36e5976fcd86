// A tablet opening the picking screen day after day (bench/first-load.ts, judged figures):
// a bare Chromium (no DevTools network instrumentation) on one profile kept on disk, started
// anew for each opening (no socket, memory cache or compiled code left from the last one, as
// the next morning), CPU throttled over CDP, reaching the server through the Wi-Fi proxy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_COOKIE_HOURS } from '../src/shared/session-cookie';
import { launchBareChromium } from './bare-chromium';

export interface Fetched {
  url: string;
  bytes: number;
}

/** When, on the page's clock, each opening had what the screen waits for (Resource Timing). */
export interface Milestones {
  /** index.html answered. */
  html: number;
  /** Its bytes on the wire: 0 when it came from the HTTP cache (kept a week, server http/web-app.ts). */
  htmlBytes: number;
  /** The last script or stylesheet asked for before the first call's answer in (from the network or the cache). */
  code: number;
  /**
   * The last of the calls started before the app's code was in answered: those boot.ts starts
   * (the held order, /me, the centre). Not the products' pictures, nor the calls the screen
   * starts in its first commit's effects (the scanner lock's alerts), which do not hold its frame.
   */
  calls: number;
  ready: number;
  /** The app's own screen painted (the server's drawing handed over), or ready where there was none. */
  app: number;
}

export interface Openings {
  /** Each opening's milestones, the cold one first. */
  openings: Milestones[];
  /** What the cold opening fetched (Resource Timing: transfer sizes, headers included). */
  coldFetched: Fetched[];
  /** The blank page's load on the same link, by a browser that has just started. */
  blankMs: number;
}

interface NameValue {
  name: string;
  value: string;
}

export interface TabletSetup {
  executable: string;
  args: string[];
  /** The proxy's address: the Wi-Fi's far end. */
  base: string;
  path: string;
  cpuRate: number;
  /**
   * Runs before every document's scripts; sets window.__ready, the ready frame's time, and
   * window.__whenReady, its promise; window.__appReady and __whenAppReady, the app's own screen's.
   */
  readyMark: string;
  /**
   * The signed-in picker's cookies (the token), in the profile before the cold opening asks for
   * the page (a tablet that opens the picking screen has signed in: its first request carries
   * the token), and local storage, written before the cold opening's scripts.
   */
  signedIn: { cookies: NameValue[]; localStorage: NameValue[] };
}

/** Chrome writes a script's code cache after running it: time to reach the profile before the browser goes. */
const SETTLE_MS = 1500;

/** As long as the app's token cookie lives. */
const COOKIE_SECONDS = TOKEN_COOKIE_HOURS * 3600;

const seedScript = ({ localStorage }: TabletSetup['signedIn']) => `(() => {
  for (const { name, value } of ${JSON.stringify(localStorage)}) localStorage.setItem(name, value);
})()`;

const MILESTONES = `(() => {
  const ready = window.__ready;
  const before = performance.getEntriesByType('resource').filter((entry) => entry.startTime < ready);
  const of = (pattern) => before.filter((entry) => pattern.test(new URL(entry.name).pathname));
  const calls = of(/^\\/api\\/(?!products\\/image\\/)/);
  const firstAnswer = Math.min(...calls.map((entry) => entry.responseEnd));
  // The code asked for before the first call was answered: the app's and the screen's, not
  // what the screen loads once drawn (the live socket's client).
  const code = of(/^\\/assets\\/.*\\.(js|css)$/).filter((entry) => entry.startTime < firstAnswer);
  const last = (entries) => Math.max(0, ...entries.map((entry) => entry.responseEnd));
  const navigation = performance.getEntriesByType('navigation')[0];
  // A page of another build reloads (renderer api/server-build.ts): its clock would start again at the reload.
  if (navigation.type === 'reload') throw new Error('the page reloaded: the server serves another build than its index.html');
  const early = calls.filter((entry) => entry.startTime < last(code));
  return { html: navigation.responseEnd, htmlBytes: navigation.transferSize, code: last(code), calls: last(early), ready, app: window.__appReady };
})()`;

const FETCHED = `performance.getEntriesByType('resource').map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.transferSize }))`;

/** Opens the screen `openings` times on a new profile, then the blank page; the profile is deleted after. */
export async function openDayAfterDay(setup: TabletSetup, openings: number): Promise<Openings> {
  const profile = mkdtempSync(join(tmpdir(), 'doca-bench-tablet-'));
  const launch = () => launchBareChromium(setup.executable, setup.args, profile);
  try {
    const milestones: Milestones[] = [];
    let coldFetched: Fetched[] = [];
    for (let opening = 0; opening < openings; opening += 1) {
      const browser = await launch();
      try {
        if (opening === 0) await browser.setCookies(setup.base, setup.signedIn.cookies, COOKIE_SECONDS);
        const initScripts = opening === 0 ? [seedScript(setup.signedIn), setup.readyMark] : [setup.readyMark];
        const tab = await browser.newTab({ cpuRate: setup.cpuRate, initScripts });
        await tab.navigate(setup.base + setup.path);
        await tab.evaluateInDocument<number>('window.__whenReady');
        await tab.evaluateInDocument<number>('window.__whenAppReady');
        milestones.push(await tab.evaluate<Milestones>(MILESTONES));
        if (opening === 0) coldFetched = await tab.evaluate<Fetched[]>(FETCHED);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      } finally {
        await browser.close();
      }
    }
    const browser = await launch();
    try {
      const tab = await browser.newTab({ cpuRate: setup.cpuRate, initScripts: [] });
      await tab.navigate(`${setup.base}/api/health`);
      const blankMs = await tab.evaluateInDocument<number>(
        `new Promise((resolve) => { const done = () => setTimeout(() => resolve(performance.getEntriesByType('navigation')[0].loadEventEnd)); document.readyState === 'complete' ? done() : addEventListener('load', done); })`,
      );
      return { openings: milestones, coldFetched, blankMs };
    } finally {
      await browser.close();
    }
  } finally {
    // Chromium's helper processes may still be writing to the profile for a moment after
    // the browser's own process exits: retry instead of failing the whole run on ENOTEMPTY.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
