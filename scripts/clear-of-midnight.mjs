// The end-to-end server seeds the demo centre's orders for today, and the suite takes a few
// minutes. A run that crossed midnight in the centre's zone would find those orders on
// yesterday's operation (the routes, the conveyor and the box conference show today's only),
// so close to midnight it waits for the new day instead of failing at random.
const ZONE = 'America/Sao_Paulo';
/** Longer than the suite takes on 2 cores (under 5 minutes), with room to spare. */
const MARGIN_MINUTES = 12;

function minutesToMidnight(now) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return 24 * 60 - (parts.hour * 60 + parts.minute + parts.second / 60);
}

const left = minutesToMidnight(new Date());
if (left < MARGIN_MINUTES) {
  const waitMs = Math.ceil(left * 60_000) + 5_000;
  console.log(`[doca] ${left.toFixed(1)} min to midnight in ${ZONE}: waiting for the new operation day before the end-to-end suite`);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}
