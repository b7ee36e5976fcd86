// Preloaded (NODE_OPTIONS=--import) by scripts/weekday-sweep.mjs into Playwright's runner and
// workers: the tests' own date helpers and every browser context they open see the centre's
// clock moved by E2E_CLOCK_OFFSET_MS, as the server does under libfaketime. Date alone is
// moved, by a constant, so durations and timers run as they do; the browser has no libfaketime
// because Chromium under it ran some 20 times slower (2026-11-28).
import { chromium } from 'playwright-core';

const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (!Number.isFinite(offset)) throw new Error('E2E_CLOCK_OFFSET_MS is not a number of milliseconds');

/** Moves Date by `offset` ms: run here and, by its source, in every page (addInitScript). */
function shiftDate(offset) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
shiftDate(offset);

// Every context a test opens gets the script; Playwright's API offers no hook for all of them,
// so its browser objects' methods are wrapped as the first browser is launched.
const wrapped = new WeakSet();
function shiftContextsOf(browserPrototype) {
  if (wrapped.has(browserPrototype)) return;
  wrapped.add(browserPrototype);
  for (const name of ['newContext', '_newContextForReuse']) {
    const original = browserPrototype[name];
    if (typeof original !== 'function') continue;
    browserPrototype[name] = async function (...args) {
      const context = await original.apply(this, args);
      await context.addInitScript(shiftDate, offset);
      return context;
    };
  }
}
const browserTypePrototype = Object.getPrototypeOf(chromium);
for (const name of ['launch', 'connect', 'connectOverCDP']) {
  const original = browserTypePrototype[name];
  browserTypePrototype[name] = async function (...args) {
    const browser = await original.apply(this, args);
    shiftContextsOf(Object.getPrototypeOf(browser));
    return browser;
  };
}
