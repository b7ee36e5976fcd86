// The worker side of conveyor-belt.ts, in plain JavaScript so the thread needs no TypeScript
// loader: the belt's fixed reader and a listening screen, on their own event loop. The server
// under test keeps its loop to itself, as on the floor, where the reader and the screens are
// other machines. Both clocks of a read (its due moment and the screen hearing it) are read
// here, on this thread's performance.now(), so no time crosses threads.
import { parentPort } from 'node:worker_threads';
import { io } from 'socket.io-client';

/** { reader, screen } once connected. */
let belt;
/** The run being timed: each code's due times (a repeated label is due more than once). */
let current;

/** Connects, joins `room` and resolves on `readyEvent`. */
function connect(url, path, token, room, readyEvent) {
  const socket = io(url, { path, auth: { token }, transports: ['websocket'], forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once(readyEvent, () => resolve(socket));
    socket.once('connect_error', reject);
    socket.emit('joinRoom', { room });
  });
}

async function open({ url, path, token }) {
  if (belt) close();
  // The greeting says the screen is in its room: from then on it hears every read.
  const screen = await connect(url, path, token, 'frontend', 'conveyorBeltEnabled');
  const reader = await connect(url, path, token, 'conveyor', 'connect');
  screen.on('readTag', ({ tag_value }) => current?.heard(tag_value));
  belt = { reader, screen };
}

function close() {
  belt?.reader.disconnect();
  belt?.screen.disconnect();
  belt = undefined;
}

/** The value at floor(p% of the count) of ascending samples. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Sends `plan` at `rate` reads a second: read i is due at start + i / rate. A timer wakes the
 * sender at the next due moment (no fixed ticker) and it sends every read whose moment has
 * come; a late wake-up sends the overdue ones at once, and their lateness counts.
 */
function run({ plan, rate, drainMs }) {
  const interval = 1000 / rate;
  const dues = new Map();
  const latencies = [];
  /** Latencies by the label's box number ('orderId;box'): where in an order the tail lives. */
  const byBox = {};
  const sendLags = [];
  const start = performance.now() + 20;
  let next = 0;
  let lastHeard = start;
  let drainTimer;
  return new Promise((resolve) => {
    const finish = () => {
      if (current !== timed) return;
      clearTimeout(drainTimer);
      current = undefined;
      latencies.sort((a, b) => a - b);
      sendLags.sort((a, b) => a - b);
      const boxes = Object.entries(byBox).map(([box, samples]) => {
        samples.sort((a, b) => a - b);
        return { box, p50: percentile(samples, 50), p99: percentile(samples, 99) };
      });
      resolve({
        latencies,
        byBox: boxes.sort((a, b) => Number(a.box) - Number(b.box)),
        sent: next,
        seconds: (lastHeard - start) / 1000,
        sendLagP99: percentile(sendLags, 99),
        sendLagMax: sendLags.at(-1) ?? NaN,
      });
    };
    const timed = {
      heard(code) {
        const heardAt = performance.now();
        const due = dues.get(code)?.shift();
        if (due === undefined) return;
        latencies.push(heardAt - due);
        (byBox[code.split(';')[1] ?? '-'] ??= []).push(heardAt - due);
        lastHeard = heardAt;
        if (latencies.length === plan.length) finish();
      },
    };
    current = timed;
    const send = () => {
      const now = performance.now();
      for (let dueAt = start + next * interval; next < plan.length && dueAt <= now; dueAt = start + next * interval) {
        const code = plan[next];
        const queue = dues.get(code);
        if (queue) queue.push(dueAt);
        else dues.set(code, [dueAt]);
        sendLags.push(now - dueAt);
        belt.reader.emit('read-tag', { tag_value: code });
        next += 1;
      }
      if (next < plan.length) setTimeout(send, Math.max(0, start + next * interval - performance.now()));
      // Everything sent: the reads still on their way get drainMs to be heard.
      else drainTimer = setTimeout(finish, drainMs);
    };
    setTimeout(send, Math.max(0, start - performance.now()));
  });
}

const handlers = { open, run, close: async () => close() };

parentPort.on('message', ({ kind, request }) => {
  handlers[kind](request).then(
    (result) => parentPort.postMessage({ result: result ?? null }),
    (error) => parentPort.postMessage({ error: String(error) }),
  );
});
