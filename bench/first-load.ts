// Benchmark (issue 21, "a tablet's first load"): how long a picker's tablet takes from the
// navigation to the picking screen ready to scan (the scanner card's input on a painted
// frame, with the order the picker holds), over a weak warehouse Wi-Fi (1.6 Mb/s down,
// 750 kb/s up, 150 ms round trip) at 4x slower CPU (a mid-range tablet). Judged: a tablet
// as it is, a Chromium with its profile on disk and no DevTools network instrumentation,
// behind a TCP proxy that plays the Wi-Fi (bench/throttling-proxy.ts, bench/bare-chromium.ts):
//   - cold: a new profile (empty HTTP and code caches), signed in, group chosen;
//   - second opening: the browser started again on that profile (the hashed chunks from its
//     HTTP cache; Chrome writes V8's code cache for them now);
//   - daily (judged warm): a third opening, as a tablet that opens the app every day: V8's
//     code cache for the scripts is consumed from a script's third load on.
// Printed beside, for one session, the figures as measured before (Chrome's DevTools
// throttling, Network.emulateNetworkConditions: 150 ms added per request, Playwright's
// in-memory contexts with no code cache, its Network domain enabled).
// Floors measured in the same run: a blank page (GET /api/health) on the same link, the least
// any navigation can take on it; and the same load unthrottled.
// It also lists what the cold load fetched, to see that no panel chunk (charts, settings) or
// the kiosk keyboard is among them.
//
//   npm run bench:first-load            (BENCH_FIRST_LOAD_RUNS=10, BENCH_CPU_RATE=4,
//                                         BENCH_DOWN_KBPS=1600, BENCH_RTT_MS=150)
//   BENCH_RENDERER_DIR=/path/to/another/build npm run bench:first-load   (compare two builds)
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { DEMO_PASSWORD } from '../src/server/demo/users';
import { percentile } from './percentile';
import { report } from './report';
import { signedInStorage, tabletStorage, type SignedInStorage } from './tablet-sign-in';
import { startScreenServer } from './screen-server';
import { openDayAfterDay, type Fetched, type Milestones } from './tablet-openings';
import { startThrottlingProxy } from './throttling-proxy';

const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 10);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const DOWN_KBPS = Number(process.env.BENCH_DOWN_KBPS ?? 1600);
const UP_KBPS = Number(process.env.BENCH_UP_KBPS ?? 750);
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 150);
const COLD_GOAL_MS = 2000;
const WARM_GOAL_MS = 500;
const PICKER = 'separador1';
/** Demo group 1 scans (group 2 confirms without scanner, so it shows no scan input). */
const GROUP_BUTTON = /Grupo 1 Mercado/;
const PICKING_PATH = '/operacao/separacao/pedido';
const BENCH = 'first-load';
/** Chunks a picker's tablet must never fetch: the panel's charts, pages and layout, the kiosk keyboard. */
const NOT_FOR_TABLETS = /\/(BarChart|ComparisonChart|DashboardPage|SettingsPages|PanelLayout|OnScreenKeyboard|LoginRoute)-/;

declare const window: { __ready?: number };

/**
 * Runs in every document before its own scripts: notes, on the page's clock (0 = the
 * navigation's start), the frame painted after the scan input first appears, in
 * window.__ready and as the promise window.__whenReady; and the frame painted after the app's
 * own screen is in (its scan input, the server's drawing gone: camera, next item, every button
 * answering), in window.__appReady and window.__whenAppReady. A string: tsx names the functions
 * it compiles with a helper the page does not have.
 */
const READY_MARK = `(() => {
  const painted = (resolve, key) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window[key] = performance.now()))));
  const when = (seen, key) => new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      // The first frame is being built; the second callback runs once it has been painted.
      painted(resolve, key);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const input = () => document.querySelector('[data-testid="scan-input"]');
  window.__whenReady = when(input, '__ready');
  window.__whenAppReady = when(() => input() && !document.getElementById('first-screen'), '__appReady');
})()`;

interface Throttling {
  cpu: number;
  network: boolean;
}

async function throttle(page: Page, { cpu, network }: Throttling): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network ? RTT_MS : 0,
    downloadThroughput: network ? (DOWN_KBPS * 1000) / 8 : -1,
    uploadThroughput: network ? (UP_KBPS * 1000) / 8 : -1,
  });
}

/** Opens the picking screen in a throttled page; the time to its ready frame, in ms. */
async function loadPickingScreen(page: Page, throttling: Throttling): Promise<number> {
  await throttle(page, throttling);
  await page.goto(PICKING_PATH, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__ready!);
}

/** A blank page's load on the same link: from the navigation to its load event. */
async function loadBlankPage(browser: Browser, base: string, throttling: Throttling): Promise<number> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await throttle(page, throttling);
  await page.goto('/api/health', { waitUntil: 'load' });
  // A string: this file compiles without the DOM's types, where the entry is a navigation's.
  const loaded = (await page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")) as number;
  await context.close();
  return loaded;
}

async function tabletContext(browser: Browser, base: string, storageState: SignedInStorage): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, storageState, viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'pt-BR' });
  await context.addInitScript(READY_MARK);
  return context;
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const show = (label: string, samples: number[]) => {
  const { p50, p95 } = stats(samples);
  console.log(`${label.padEnd(44)} p50 ${p50.toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms`);
};

/** The openings of one tablet's profile, in turn: the daily one (the third) is judged warm. */
const OPENINGS = ['cold', 'second', 'daily'] as const;

async function main(): Promise<void> {
  const server = await startScreenServer('doca_bench_first_load');
  const wifi = await startThrottlingProxy(server.base, { rttMs: RTT_MS, downKbps: DOWN_KBPS, upKbps: UP_KBPS });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const storage = await signedInStorage(browser, server.base, PICKER, DEMO_PASSWORD, GROUP_BUTTON);
    const tablet = {
      executable: findChromium()!,
      args: CHROMIUM_ARGS,
      base: wifi.base,
      path: PICKING_PATH,
      cpuRate: CPU_RATE,
      readyMark: READY_MARK,
      signedIn: tabletStorage(storage, server.base),
    };
    const slow: Throttling = { cpu: CPU_RATE, network: true };
    const milestones = OPENINGS.map((): Milestones[] => []);
    const blank: number[] = [];
    const devtoolsCold: number[] = [];
    const devtoolsWarm: number[] = [];
    const devtoolsBlank: number[] = [];
    const unthrottled: number[] = [];
    let fetched: Fetched[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const openings = await openDayAfterDay(tablet, OPENINGS.length);
      for (const [index, opening] of openings.openings.entries()) milestones[index]!.push(opening);
      blank.push(openings.blankMs);
      fetched = openings.coldFetched;

      // As measured before this session: Chrome's DevTools throttling, Playwright's in-memory profile.
      const context = await tabletContext(browser, server.base, storage);
      devtoolsCold.push(await loadPickingScreen(await context.newPage(), slow));
      // The tablet opens the app again: a new tab, the same profile and its cache.
      devtoolsWarm.push(await loadPickingScreen(await context.newPage(), slow));
      await context.close();
      devtoolsBlank.push(await loadBlankPage(browser, server.base, slow));

      const fast = await tabletContext(browser, server.base, storage);
      unthrottled.push(await loadPickingScreen(await fast.newPage(), { cpu: 1, network: false }));
      await fast.close();
    }

    console.log(
      `\nfirst load of ${PICKING_PATH} (${PICKER}, an order held), ${RUNS} runs, Chromium; ` +
        `Wi-Fi: ${DOWN_KBPS / 1000} Mb/s down, ${UP_KBPS} kb/s up, ${RTT_MS} ms round trip; CPU ${CPU_RATE}x slower\n`,
    );
    console.log('a tablet: profile on disk, the Wi-Fi as a TCP proxy (latency per round trip), no DevTools network domain');
    const [cold, second, daily] = milestones.map((runs) => runs.map((opening) => opening.ready)) as [number[], number[], number[]];
    show('cold cache', cold);
    show('second opening (code cache written)', second);
    show('daily opening (code cache read): judged warm', daily);
    show('floor: blank page', blank);
    console.log(
      "\nwhat each opening waited for, p50 on the page clock: html answered, last script/style in, the calls boot.ts started answered, ready, the app's own screen in",
    );
    for (const [index, label] of OPENINGS.entries()) {
      const p50 = (pick: (opening: Milestones) => number) => stats(milestones[index]!.map(pick)).p50.toFixed(0).padStart(5);
      const cached = milestones[index]!.filter((opening) => opening.htmlBytes === 0).length;
      console.log(
        `  ${label.padEnd(8)} html ${p50((o) => o.html)}  code ${p50((o) => o.code)}  calls ${p50((o) => o.calls)}  ready ${p50((o) => o.ready)}  app ${p50((o) => o.app)} ms` +
          `  (index.html from the cache ${cached} of ${RUNS})`,
      );
    }
    console.log("\nas measured before (DevTools' throttling, +latency per request; in-memory profile, no code cache)");
    show('cold cache', devtoolsCold);
    show('warm cache (a second tab)', devtoolsWarm);
    show('floor: blank page', devtoolsBlank);
    console.log('');
    show('floor: cold cache, unthrottled', unthrottled);
    const assets = fetched.filter((entry) => entry.url.startsWith('/assets/'));
    const total = assets.reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`\nthe cold load fetched ${assets.length} assets, ${(total / 1024).toFixed(0)} kB on the wire:`);
    for (const entry of [...assets].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(entry.bytes / 1024).toFixed(1).padStart(7)} kB  ${entry.url}`);
    console.log('');
    const floor = { name: 'blank page, p95', value: stats(blank).p95 };
    report({ bench: BENCH, name: 'picking screen ready, cold cache, Wi-Fi, p95', value: stats(cold).p95, unit: 'ms', floor, goal: { max: COLD_GOAL_MS } });
    report({ bench: BENCH, name: 'picking screen ready, daily opening, Wi-Fi, p95', value: stats(daily).p95, unit: 'ms', floor, goal: { max: WARM_GOAL_MS } });
    report({ bench: BENCH, name: 'picking screen ready, second opening, Wi-Fi, p95', value: stats(second).p95, unit: 'ms', floor });
    const appIn = milestones[2]!.map((opening) => opening.app);
    report({ bench: BENCH, name: "the app's own screen in, daily opening, Wi-Fi, p95", value: stats(appIn).p95, unit: 'ms', floor });
    const devtoolsFloor = { name: 'blank page, DevTools throttling, p95', value: stats(devtoolsBlank).p95 };
    report({ bench: BENCH, name: 'as before: cold cache, DevTools throttling, p95', value: stats(devtoolsCold).p95, unit: 'ms', floor: devtoolsFloor });
    report({ bench: BENCH, name: 'as before: warm cache, DevTools throttling, p95', value: stats(devtoolsWarm).p95, unit: 'ms', floor: devtoolsFloor });
    report({ bench: BENCH, name: 'picking screen ready, cold cache, unthrottled, p95', value: stats(unthrottled).p95, unit: 'ms' });
    report({ bench: BENCH, name: `bytes fetched by a cold load (${assets.length} assets)`, value: total / 1024, unit: 'kB' });
    const strays = assets.filter((entry) => NOT_FOR_TABLETS.test(entry.url));
    for (const stray of strays) console.log(`  not for a tablet: ${stray.url}`);
    report({ bench: BENCH, name: 'panel, chart or keyboard chunks fetched by the picking route', value: strays.length, unit: 'count', goal: { max: 1 } });
  } finally {
    // The pages' sockets stay open until the browser goes: it closes before the server.
    await browser.close();
    await wifi.close();
    await server.close();
  }
}

await main();
