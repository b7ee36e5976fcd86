// Live panel updates: after the floor changes something the panel shows, the 'panel' room
// of the live socket gets `panelChanged {area}` and the screens of that area refetch (the
// spec's polling is only their fallback while the socket is down).
//
// Two ways in:
// - automatically: every successful (2xx) non-GET request under a floor path (PANEL_PATHS)
//   notifies the areas that path changes, from a Fastify onResponse hook;
// - explicitly: code that changes the floor outside an HTTP request (the conveyor's socket
//   reads, jobs) calls `server.panelChanges.notify(areas)`.
//
// Bursts are coalesced per area: the first change is sent at once, later ones within
// COALESCE_MS become one more event at the end of the window, so a screen is never more
// than COALESCE_MS behind the floor and a busy floor costs at most 2 events per second per
// area. With the Redis adapter the event reaches the panel screens of every process.
import type { FastifyInstance } from 'fastify';
import type { LiveServerToClient } from '../../shared/contract/events';
import type { BoxCountServer, LiveServer } from './index';

export type PanelArea = Parameters<LiveServerToClient['panelChanged']>[0]['area'];

export const COALESCE_MS = 500;

/** Path prefixes of state-changing calls and the panel areas they change. */
export const PANEL_PATHS: readonly { prefix: string; areas: readonly PanelArea[] }[] = [
  // Picking (items, steps, finish) and the orders' adjustments and resets; a picker's break
  // also asks the stock for the SKU (replenishment).
  { prefix: '/api/carambola/separation', areas: ['dashboard', 'orders', 'breaks', 'replenishment'] },
  { prefix: '/api/carambola/order-conference', areas: ['dashboard', 'orders'] },
  { prefix: '/api/carambola/box-conference', areas: ['orders'] },
  // Breaks released or repositioned from the panel.
  { prefix: '/api/carambola/reposition', areas: ['breaks', 'dashboard', 'orders'] },
  { prefix: '/api/carambola/replenishment', areas: ['replenishment'] },
  // Conveyor, truck loading and route treatments.
  { prefix: '/api/carambola/loading-conference', areas: ['routes', 'dashboard', 'orders'] },
  { prefix: '/api/carambola/conveyor', areas: ['routes', 'dashboard'] },
  { prefix: '/api/carambola/routes', areas: ['routes', 'dashboard'] },
  { prefix: '/api/carambola/dashboard', areas: ['dashboard'] },
  { prefix: '/api/carambola/alert', areas: ['alerts'] },
  // Orders, routes and files from the company's systems.
  { prefix: '/api/integration/v1/orders', areas: ['orders', 'dashboard', 'routes'] },
  { prefix: '/api/integration/v1/routes', areas: ['routes', 'dashboard'] },
  { prefix: '/api/integration/v1/files', areas: ['orders', 'dashboard', 'routes'] },
];

/** Reads that change the floor: asking for a new order assigns one to the picker. */
const CHANGING_READS = ['/api/carambola/separation/order-separation/new'];

/** The areas a successful non-GET request to `url` changes (none for reads and other paths). */
export function areasChangedBy(method: string, url: string, statusCode: number): readonly PanelArea[] {
  if (statusCode < 200 || statusCode >= 300) return [];
  const path = url.split('?', 1)[0]!.replace(/\/$/, '');
  if ((method === 'GET' || method === 'HEAD' || method === 'OPTIONS') && !CHANGING_READS.includes(path)) return [];
  const areas = new Set<PanelArea>();
  for (const entry of PANEL_PATHS) {
    const under = path === entry.prefix || path.startsWith(`${entry.prefix}/`);
    if (under) for (const area of entry.areas) areas.add(area);
  }
  return [...areas];
}

export interface PanelChanges {
  notify(areas: readonly PanelArea[]): void;
  close(): void;
}

/** A leading-and-trailing throttle per area over `emit`. */
export function createPanelChanges(emit: (area: PanelArea) => void, windowMs = COALESCE_MS): PanelChanges {
  const windows = new Map<PanelArea, { timer: NodeJS.Timeout; again: boolean }>();

  const open = (area: PanelArea) => {
    emit(area);
    const timer = setTimeout(() => {
      const state = windows.get(area);
      windows.delete(area);
      if (state?.again) open(area);
    }, windowMs);
    timer.unref();
    windows.set(area, { timer, again: false });
  };

  return {
    notify(areas) {
      for (const area of areas) {
        const state = windows.get(area);
        if (state) state.again = true;
        else open(area);
      }
    },
    close() {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    panelChanges: PanelChanges;
  }
}

/** Conveyor reads arrive on the box-count socket, not over HTTP: they change routes' boxes. */
const CONVEYOR_READS = new Set(['read-tag', 'readTag']);

/** Decorates the server with `panelChanges` and notifies after every matching request. */
export function installPanelChanges(server: FastifyInstance, live: LiveServer, boxCount: BoxCountServer): void {
  const changes = createPanelChanges((area) => live.to('panel').emit('panelChanged', { area }));
  server.decorate('panelChanges', changes);
  boxCount.on('connection', (socket) =>
    socket.onAny((event: string) => {
      if (CONVEYOR_READS.has(event)) changes.notify(['routes', 'dashboard', 'orders']);
    }),
  );
  server.addHook('onResponse', async (request, reply) => {
    const areas = areasChangedBy(request.method, request.url, reply.statusCode);
    if (areas.length > 0) changes.notify(areas);
  });
  server.addHook('onClose', async () => changes.close());
}
