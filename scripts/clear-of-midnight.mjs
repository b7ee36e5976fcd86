// The end-to-end server seeds the demo centre's day around the moment it starts, and the suite
// takes a few minutes. A run that crossed one of the centre's day boundaries would find the
// seeded day on the wrong side of it: at midnight the orders fall on yesterday's operation
// (the routes, the conveyor and the box conference show today's only); at 07:00 the belt's
// reads fall on its day before (the conveyor's carousel, operation-day.ts loadingDayBounds).
// So close to either it waits for the boundary to pass instead of failing at random.
const ZONE = 'America/Sao_Paulo';
/** Longer than the suite takes on 2 cores (7 min on 2026-11-28's machine on two servers; the
 *  slowest machine seen took 17.6 on one, about 13 on two by the same ratio). */
const MARGIN_MINUTES = 20;
/** Midnight, and the conveyor's day start (LOADING_DAY_CUTOFF_HOUR + 1). */
const BOUNDARIES_MINUTES = [0, 7 * 60];
const DAY_MINUTES = 24 * 60;

function localMinutes(now) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return parts.hour * 60 + parts.minute + parts.second / 60;
}

const now = localMinutes(new Date());
const left = Math.min(...BOUNDARIES_MINUTES.map((boundary) => (boundary - now + DAY_MINUTES) % DAY_MINUTES));
if (left < MARGIN_MINUTES) {
  const waitMs = Math.ceil(left * 60_000) + 5_000;
  console.log(`[doca] ${left.toFixed(1)} min to a day boundary of the centre (${ZONE}): waiting for it before the end-to-end suite`);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}
