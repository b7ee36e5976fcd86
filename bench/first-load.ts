// Benchmark (issue 21, "a tablet's first load"): how long a picker's tablet takes from the
// navigation to the picking screen ready to scan (the scanner card's input on a painted
// frame, with the order the picker holds), over a weak warehouse Wi-Fi emulated by Chrome
// (1.6 Mb/s down, 750 kb/s up, 150 ms added to every request, as Lighthouse's 'slow 4G') and
// at 4x slower CPU (a mid-range tablet):
//   - cold: a new browser profile (empty HTTP cache), signed in, group chosen;
//   - warm: the same profile opening the app again (the hashed chunks come from its cache).
// Floors measured in the same run: a blank page (GET /api/health) under the same throttling,
// the least any navigation can take on that link; and the same load unthrottled.
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
import { startScreenServer } from './screen-server';

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
 * navigation's start), the frame painted after the scan input first appears. A string:
 * tsx names the functions it compiles with a helper the page does not have.
 */
const READY_MARK = `(() => {
  const seen = () => document.querySelector('[data-testid="scan-input"]');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    // The first frame is being built; the second callback runs once it has been painted.
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__ready = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
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

/** Signs the picker in and chooses the group once, unthrottled; the profile's storage for every run. */
async function signedInStorage(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill(PICKER);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/operacao\//);
  await page.goto('/operacao/separacao/grupos');
  await page.getByRole('button', { name: GROUP_BUTTON }).click();
  const find = page.getByRole('button', { name: 'Procurar pedido' });
  await page.getByTestId('scan-input').or(find).waitFor({ state: 'attached' });
  if (await find.isVisible()) await find.click();
  await page.getByTestId('scan-input').waitFor({ state: 'attached' });
  const storage = await context.storageState();
  await context.close();
  return storage;
}

async function tabletContext(browser: Browser, base: string, storageState: Awaited<ReturnType<typeof signedInStorage>>): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, storageState, viewport: { width: 1280, height: 800 }, hasTouch: true, locale: 'pt-BR' });
  await context.addInitScript(READY_MARK);
  return context;
}

interface Fetched {
  url: string;
  bytes: number;
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const show = (label: string, samples: number[]) => {
  const { p50, p95 } = stats(samples);
  console.log(`${label.padEnd(44)} p50 ${p50.toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms`);
};

async function main(): Promise<void> {
  const server = await startScreenServer('doca_bench_first_load');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const storage = await signedInStorage(browser, server.base);
    const slow: Throttling = { cpu: CPU_RATE, network: true };
    const cold: number[] = [];
    const warm: number[] = [];
    const unthrottled: number[] = [];
    const blank: number[] = [];
    let fetched: Fetched[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await tabletContext(browser, server.base, storage);
      const page = await context.newPage();
      const requests: Fetched[] = [];
      page.on('requestfinished', (request) => {
        void request.sizes().then((sizes) => requests.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize }));
      });
      cold.push(await loadPickingScreen(page, slow));
      fetched = requests;
      // The tablet opens the app again: a new tab, the same profile and its cache.
      const again = await context.newPage();
      warm.push(await loadPickingScreen(again, slow));
      await context.close();

      const fast = await tabletContext(browser, server.base, storage);
      unthrottled.push(await loadPickingScreen(await fast.newPage(), { cpu: 1, network: false }));
      await fast.close();
      blank.push(await loadBlankPage(browser, server.base, slow));
    }

    console.log(
      `\nfirst load of ${PICKING_PATH} (${PICKER}, an order held), ${RUNS} runs, Chromium; ` +
        `throttled: ${DOWN_KBPS / 1000} Mb/s down, ${UP_KBPS} kb/s up, +${RTT_MS} ms per request, CPU ${CPU_RATE}x slower\n`,
    );
    show('cold cache, throttled', cold);
    show('warm cache, throttled', warm);
    show('floor: blank page, throttled', blank);
    show('floor: cold cache, unthrottled', unthrottled);
    const assets = fetched.filter((entry) => entry.url.startsWith('/assets/'));
    const total = assets.reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`\nthe cold load fetched ${assets.length} assets, ${(total / 1024).toFixed(0)} kB on the wire:`);
    for (const entry of [...assets].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(entry.bytes / 1024).toFixed(1).padStart(7)} kB  ${entry.url}`);
    console.log('');
    const blankP95 = stats(blank).p95;
    report({ bench: BENCH, name: 'picking screen ready, cold cache, throttled, p95', value: stats(cold).p95, unit: 'ms', floor: { name: 'blank page, throttled, p95', value: blankP95 }, goal: { max: COLD_GOAL_MS } });
    report({ bench: BENCH, name: 'picking screen ready, warm cache, throttled, p95', value: stats(warm).p95, unit: 'ms', floor: { name: 'blank page, throttled, p95', value: blankP95 }, goal: { max: WARM_GOAL_MS } });
    report({ bench: BENCH, name: 'picking screen ready, cold cache, unthrottled, p95', value: stats(unthrottled).p95, unit: 'ms' });
    report({ bench: BENCH, name: `bytes fetched by a cold load (${assets.length} assets)`, value: total / 1024, unit: 'kB' });
    const strays = assets.filter((entry) => NOT_FOR_TABLETS.test(entry.url));
    for (const stray of strays) console.log(`  not for a tablet: ${stray.url}`);
    report({ bench: BENCH, name: 'panel, chart or keyboard chunks fetched by the picking route', value: strays.length, unit: 'count', goal: { max: 1 } });
  } finally {
    // The pages' sockets stay open until the browser goes: it closes before the server.
    await browser.close();
    await server.close();
  }
}

await main();
