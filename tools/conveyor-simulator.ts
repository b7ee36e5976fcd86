// A conveyor fixed reader without hardware: connects to the box-count socket as the conveyor
// client and sends the box labels of chosen orders at a chosen rate, with a chosen share of
// repeated reads (a real reader sees the same label more than once).
//   npx tsx tools/conveyor-simulator.ts --url http://127.0.0.1:3000 --user leitor \
//     --password demo1234 --route R05 [--order PED-1:3 ...] [--rate 5] [--repeat 0.2]
// Without --route or --order it reads every order of the day that is ready for the truck.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { BOX_COUNT_SOCKET_PATH, type BoxCountClientToServer, type BoxCountServerToClient } from '../src/shared/contract/events';
import type { LoadingOrder } from '../src/shared/contract/conveyor';
import { boxCode } from '../src/shared/scan/box-code';

export type ConveyorClient = Socket<BoxCountServerToClient, BoxCountClientToServer>;

export async function signIn(url: string, username: string, password: string): Promise<string> {
  const reply = await fetch(new URL('/api/auth-internal/v2/token', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!reply.ok) throw new Error(`sign-in of ${username} failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { access: string }).access;
}

/** Connects as the conveyor client (room 'conveyor'); resolves once connected. */
export async function connectConveyor(url: string, token: string): Promise<ConveyorClient> {
  const socket: ConveyorClient = io(url, { path: BOX_COUNT_SOCKET_PATH, auth: { token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit('joinRoom', { room: 'conveyor' });
  return socket;
}

/** The day's orders on their way to the trucks (of one route, when given). */
export async function loadingOrders(url: string, token: string, route?: string): Promise<LoadingOrder[]> {
  const query = new URLSearchParams({ pageSize: '500', ...(route ? { route } : {}) });
  const reply = await fetch(new URL(`/api/carambola/loading-conference/?${query}`, url), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!reply.ok) throw new Error(`order list failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { results: LoadingOrder[] }).results;
}

/** Whether the engine would count the order's boxes (approved, separated, invoiced or released, conferred). */
export function isReadyForTruck(order: LoadingOrder): boolean {
  return (
    order.permission_to_separate === 'approved' &&
    order.checking_status === 3 &&
    (order.has_invoice || order.released_without_invoice) &&
    (order.box_conference_status === null || order.box_conference_status === 3)
  );
}

/** Every box label of the orders, box 1 first, from the first unread box on. */
export function boxCodes(orders: readonly { order_id: string; boxes: number; from?: number }[]): string[] {
  return orders.flatMap((order) =>
    Array.from({ length: Math.max(0, order.boxes - (order.from ?? 1) + 1) }, (_, i) => boxCode(order.order_id, (order.from ?? 1) + i)),
  );
}

/** A seeded random (mulberry32), so a run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The codes in reading order with `repeatShare` of all reads being repeats of a label
 * already read (never before its first read).
 */
export function planReads(codes: readonly string[], repeatShare: number, random: () => number = Math.random): string[] {
  if (repeatShare < 0 || repeatShare >= 1) throw new Error('repeat share must be in [0, 1)');
  let repeatsLeft = Math.round((codes.length * repeatShare) / (1 - repeatShare));
  let next = 0;
  const reads: string[] = [];
  while (next < codes.length || (repeatsLeft > 0 && next > 0)) {
    const newLeft = codes.length - next;
    const repeat = next > 0 && repeatsLeft > 0 && random() < repeatsLeft / (repeatsLeft + newLeft);
    if (repeat) {
      reads.push(codes[Math.floor(random() * next)]!);
      repeatsLeft -= 1;
    } else {
      reads.push(codes[next]!);
      next += 1;
    }
  }
  return reads;
}

/**
 * Sends the reads at `ratePerSecond`: read i is due at start + i / rate. A timer wakes the
 * sender at the next due moment (no fixed ticker spinning between reads); a late wake-up sends
 * the overdue reads at once. Resolves when all are sent.
 */
export function sendReads(
  socket: ConveyorClient,
  reads: readonly string[],
  ratePerSecond: number,
  onSent: (code: string, index: number, dueAt: number) => void = () => {},
): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const dueAt = (index: number) => started + (index * 1000) / ratePerSecond;
    let sent = 0;
    const wake = () => {
      while (sent < reads.length && dueAt(sent) <= performance.now()) {
        const code = reads[sent]!;
        // When the read was due on the schedule (performance.now() time), not when a busy
        // process got round to sending it: a latency timed from here counts the sender's lag.
        onSent(code, sent, dueAt(sent));
        socket.emit('read-tag', { tag_value: code });
        sent += 1;
      }
      if (sent >= reads.length) resolve();
      else setTimeout(wake, Math.max(0, dueAt(sent) - performance.now()));
    };
    wake();
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      user: { type: 'string', default: 'leitor' },
      password: { type: 'string', default: 'demo1234' },
      route: { type: 'string' },
      order: { type: 'string', multiple: true },
      rate: { type: 'string', default: '5' },
      repeat: { type: 'string', default: '0.2' },
      seed: { type: 'string', default: '1' },
    },
  });
  const token = await signIn(values.url, values.user, values.password);
  const orders = values.order?.length
    ? values.order.map((spec) => {
        const [orderId, boxes] = spec.split(':');
        return { order_id: orderId!, boxes: Number(boxes ?? 1) };
      })
    : (await loadingOrders(values.url, token, values.route)).filter(isReadyForTruck).map((order) => ({
        order_id: order.order_id,
        boxes: order.expected_boxes ?? 0,
        from: order.loading_boxes_number + 1,
      }));
  const reads = planReads(boxCodes(orders), Number(values.repeat), seededRandom(Number(values.seed)));
  const socket = await connectConveyor(values.url, token);
  socket.on('boxError', (error) => console.log(`erro: ${error.title} ${error.description}`));
  socket.on('addBox', (card) => console.log(`caixa ${card.loading_boxes_number} do pedido ${card.order_id}`));
  console.log(`${orders.length} pedidos, ${reads.length} leituras a ${values.rate}/s`);
  await sendReads(socket, reads, Number(values.rate), (code, index) => console.log(`${index + 1}/${reads.length} ${code}`));
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.disconnect();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
