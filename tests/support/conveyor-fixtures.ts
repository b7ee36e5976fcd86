// Test helpers for the conveyor: a listening server with socket.io clients, and orders and
// routes made to measure. Used by the conveyor's database tests and its benchmark.
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { BOX_COUNT_SOCKET_PATH, type BoxCountClientToServer, type BoxCountServerToClient } from '../../src/shared/contract/events';
import { operationDate } from '../../src/shared/domain/operation-day';
import type { Db } from '../../src/server/db/client';
import { orders, routes } from '../../src/server/db/schema';

export type BoxCountClient = Socket<BoxCountServerToClient, BoxCountClientToServer>;

export interface Heard {
  event: string;
  payload: unknown;
}

export async function connectBoxCount(baseUrl: string, token: string, room?: 'frontend' | 'conveyor'): Promise<BoxCountClient> {
  const socket: BoxCountClient = connect(baseUrl, {
    path: BOX_COUNT_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (room) socket.emit('joinRoom', { room });
  return socket;
}

/** Resolves with the first `event` whose payload passes `accept`, heard from now on. */
export function nextEvent<T = unknown>(socket: BoxCountClient, event: string, accept: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (name: string, payload: T) => {
      if (name !== event || !accept(payload)) return;
      socket.offAny(listener);
      resolve(payload);
    };
    socket.onAny(listener);
  });
}

/** The conveyor as the floor has it: the screen in 'frontend' (greeted) and the fixed reader's link. */
export interface ConveyorPair {
  screen: BoxCountClient;
  reader: BoxCountClient;
  close(): void;
}

/** Connects a screen and a reader as `leitorToken` to a listening server at `baseUrl`. */
export async function connectConveyorPair(baseUrl: string, leitorToken: string): Promise<ConveyorPair> {
  const screen = await connectBoxCount(baseUrl, leitorToken, 'frontend');
  await nextEvent(screen, 'conveyorBeltEnabled');
  const reader = await connectBoxCount(baseUrl, leitorToken, 'conveyor');
  return {
    screen,
    reader,
    close: () => {
      reader.disconnect();
      screen.disconnect();
    },
  };
}

let marker = 0;
/**
 * Sends one read and returns every event the screen heard because of it. Reads of a socket
 * are handled in order, so a second (marker) read bounds the first one's events.
 */
export async function readAndHear(reader: BoxCountClient, screen: BoxCountClient, tagValue: string): Promise<Heard[]> {
  const end = `END-${(marker += 1)}`;
  const heard: Heard[] = [];
  const record = (event: string, payload: unknown) => heard.push({ event, payload });
  screen.onAny(record);
  const done = nextEvent<{ tag_value: string }>(screen, 'readTag', (payload) => payload.tag_value === end);
  reader.emit('read-tag', { tag_value: tagValue });
  reader.emit('read-tag', { tag_value: end });
  await done;
  screen.offAny(record);
  const first = heard.findIndex((entry) => entry.event === 'readTag' && (entry.payload as { tag_value: string }).tag_value === tagValue.trim());
  const last = heard.findIndex((entry) => entry.event === 'readTag' && (entry.payload as { tag_value: string }).tag_value === end);
  return heard.slice(first, last);
}

export const eventNames = (heard: Heard[]) => heard.map((entry) => entry.event);

let sequence = 0;

export async function makeRoute(db: Db, now: Date, overrides: Partial<typeof routes.$inferInsert> = {}) {
  sequence += 1;
  const [route] = await db
    .insert(routes)
    .values({ operationDate: operationDate(now), code: `T${sequence}`, colorRoute: 'AZUL', vehicleCapacity: 100, ...overrides })
    .returning();
  return route!;
}

/** A separated, invoiced order of the route, ready for the conveyor, with `boxes` boxes. */
export async function makeOrder(
  db: Db,
  route: { id: number; code: string; colorRoute: string; operationDate: string },
  boxes: number,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderId: `C${String(sequence).padStart(5, '0')}`,
      clientType: 'PJ',
      clientName: `Cliente ${sequence}`,
      route: route.code,
      colorRoute: route.colorRoute,
      routeId: route.id,
      scheduledDate: route.operationDate,
      checkingStatus: 3,
      hasInvoice: true,
      boxesNumber: boxes,
      conferenceBoxesNumber: boxes,
      ...overrides,
    })
    .returning();
  return order!;
}

export async function loadingCount(db: Db, orderId: string): Promise<number | null> {
  const [row] = await db.select({ n: orders.loadingBoxesNumber }).from(orders).where(eq(orders.orderId, orderId));
  return row?.n ?? null;
}
