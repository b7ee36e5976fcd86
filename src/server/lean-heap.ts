// How far V8's heap may grow between full collections in the server (issue 21). V8 sizes the
// old generation's next limit at up to four times what its last full collection left alive
// while a program allocates fast, and a server allocates fast: a month's export (145,000 rows)
// took the server from 190 to 330 MB resident, its rows' objects, exceljs's XML and the
// buffers behind them piling up as garbage until the limit came. Held at 1.25 the full
// collections come sooner: the month's export grew the server by 25-27 MB instead of 131, in
// the same time, and the day's import peaked at 190-210 MB instead of 242-262; the scans'
// path makes garbage that dies young, and ran with 6 full collections instead of 5 over the
// whole picking bench (docs/performance.md, 'The heap held lean'). Set by startServer, not by
// buildApp, which the tests call hundreds of times in processes whose heaps are theirs. V8
// reads the flag at every full collection, so setting it once the process runs takes effect
// from the next one.
import { setFlagsFromString } from 'node:v8';

/** The heap grows at most 25 % over the live size between full collections. */
const HEAP_GROWING_PERCENT = 25;

/** For the whole process: called by startServer and by the benchmarks that build the app themselves. */
export function keepHeapLean(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
