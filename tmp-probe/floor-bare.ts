import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { launchBareChromium } from '../bench/bare-chromium';
import { startScreenServer } from '../bench/screen-server';
import { percentile } from '../bench/percentile';

const FLOOR = `(async () => { const s = []; for (let n = 0; n < 200; n++) { const t = performance.now(); await (await fetch('/api/health')).json(); await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); s.push(performance.now() - t); } return s; })()`;
const FETCH = `(async () => { const s = []; for (let n = 0; n < 200; n++) { const t = performance.now(); await (await fetch('/api/health')).json(); s.push(performance.now() - t); await new Promise((r) => setTimeout(r, 20)); } return s; })()`;
const show = (name: string, s: number[]) => { const x = [...s].sort((a, b) => a - b); console.log(name, 'p50', percentile(x, 50).toFixed(1), 'p95', percentile(x, 95).toFixed(1)); };
const server = await startScreenServer('doca_bench_floor');
try {
  for (let round = 0; round < 2; round++) {
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ baseURL: server.base });
    await page.goto('/api/health');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    show('playwright floor', await page.evaluate(FLOOR));
    show('playwright fetch', await page.evaluate(FETCH));
    await browser.close();
    const bare = await launchBareChromium(findChromium(), CHROMIUM_ARGS, mkdtempSync(join(tmpdir(), 'bare-')));
    const tab = await bare.newTab({ cpuRate: 4, initScripts: [] });
    await tab.navigate(`${server.base}/api/health`);
    await tab.evaluateInDocument('document.readyState === "complete" || null');
    show('bare floor', await tab.evaluate<number[]>(FLOOR));
    show('bare fetch', await tab.evaluate<number[]>(FETCH));
    await bare.close();
  }
} finally { await server.close(); }
