// The box-count socket's behaviour: rooms, the conveyor client's presence, box reads (one
// at a time per socket, in the order they were read), the switch and the route modal.
import type { BoxRead } from './engine';
import { handleRead, startLookup } from './engine';
import type { ReadTagAck, ReadTagPayload } from '../../../shared/contract/events';
import { parseBoxCode } from '../../../shared/scan/box-code';
import { hasAnyPermission } from '../../../shared/domain/permissions';
import type { AppContext } from '../../context';
import type { BoxCountServer } from '../../realtime';
import { readSettingsRow } from '../settings/service';
import { boxError, broadcast, CONVEYOR_ROOM, emit, FRONTEND_ROOM, type Emission } from './emissions';
import { resolveRouteAbove, setConveyorEnabled } from './service';

/** Read ids remembered per process; box_reads' uniqueness still holds beyond them. */
const RECENT_READ_IDS = 50_000;

/** The last `capacity` ids seen; remember() is false for an id seen before. */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly capacity: number) {}
  remember(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
    return true;
  }
}

type BoxCountSocket = Parameters<Parameters<BoxCountServer['on']>[1]>[0];

function mayWorkConveyor(socket: BoxCountSocket): boolean {
  return hasAnyPermission(socket.data.user.permissions, ['SeparationFixedReader', 'SeparationShipmentManagement']);
}

/** Whether any conveyor client is connected (across processes, through the adapter). */
async function conveyorClientConnected(io: BoxCountServer): Promise<boolean> {
  return (await io.in(CONVEYOR_ROOM).fetchSockets()).length > 0;
}

async function publishClientStatus(io: BoxCountServer): Promise<void> {
  broadcast(io, [emit('conveyorBeldClientStatus', { connected: await conveyorClientConnected(io) })]);
}

/** What a screen needs on arrival: both badges and the switch. */
async function greet(io: BoxCountServer, app: AppContext, socket: BoxCountSocket): Promise<void> {
  const { conveyorEnabled } = await readSettingsRow(app.db);
  socket.emit('conveyorBeltStatus', { connected: true });
  socket.emit('conveyorBeldClientStatus', { connected: await conveyorClientConnected(io) });
  if (conveyorEnabled) socket.emit('conveyorBeltEnabled', { enabled: true });
  else socket.emit('conveyorBeltDisabled', { enabled: false });
}

export function attachConveyorSocket(io: BoxCountServer, app: AppContext): void {
  const recentReads = new RecentIds(RECENT_READ_IDS);
  /** The last job of each order being read, so one order's reads keep their order. */
  const orderQueues = new Map<string, Promise<void>>();
  io.on('connection', (socket) => {
    /** Jobs of this socket still running: a read that names no order waits for them all. */
    const running = new Set<Promise<void>>();
    /** Jobs of this socket without an order (switch, route answers, odd codes) not yet done. */
    let unorderedJobs = 0;
    /**
     * Runs a job after the previous job of the same order (any socket), beside jobs of other
     * orders; a job without an order runs after everything this socket sent before it.
     * Failures become a box error.
     */
    const serially = (job: () => Promise<Emission[]>, done?: () => void, orderKey?: string) => {
      if (orderKey === undefined) unorderedJobs += 1;
      const after = orderKey !== undefined ? (orderQueues.get(orderKey) ?? Promise.resolve()) : Promise.all([...running]);
      const run: Promise<void> = after
        .then(job)
        .then((emissions) => {
          broadcast(io, emissions);
          done?.();
        })
        .catch((error: unknown) => {
          console.error('conveyor engine', error);
          broadcast(io, [boxError('Erro ao processar leitura', 'Ocorreu um erro inesperado')]);
        })
        .finally(() => {
          if (orderKey === undefined) unorderedJobs -= 1;
          running.delete(run);
          if (orderKey !== undefined && orderQueues.get(orderKey) === run) orderQueues.delete(orderKey);
        });
      running.add(run);
      if (orderKey !== undefined) orderQueues.set(orderKey, run);
    };
    const becomeConveyorClient = () => {
      if (socket.rooms.has(CONVEYOR_ROOM)) return;
      void socket.join(CONVEYOR_ROOM);
      void publishClientStatus(io);
    };

    socket.on('joinRoom', (payload) => {
      if (payload?.room === FRONTEND_ROOM) {
        void socket.join(FRONTEND_ROOM);
        greet(io, app, socket).catch((error: unknown) => console.error('conveyor greet', error));
      } else if (payload?.room === CONVEYOR_ROOM) becomeConveyorClient();
    });

    const onRead = (payload: ReadTagPayload, ack?: (reply: ReadTagAck) => void) => {
      if (typeof payload?.tag_value !== 'string' || !mayWorkConveyor(socket)) return;
      const fromScreen = socket.rooms.has(FRONTEND_ROOM);
      if (!fromScreen) becomeConveyorClient();
      const acknowledge = () => (typeof ack === 'function' ? ack({ received: true }) : undefined);
      // A link that resends after a dropped connection: the read was handled already.
      if (payload.read_id !== undefined && !recentReads.remember(payload.read_id)) return acknowledge();
      const read: BoxRead = {
        tagValue: payload.tag_value,
        userId: socket.data.user.id,
        readerId: fromScreen ? 'screen' : socket.id,
        source: fromScreen ? 'fixed_reader' : 'conveyor',
      };
      const orderKey = parseBoxCode(payload.tag_value)?.orderId;
      // Boxes of one order come one after the other: while the previous read of the order is
      // still being handled, this read's lookup already runs (its count still waits its turn).
      // Not behind a switch or route answer of this socket, whose change the lookup must see.
      const overlap = orderKey !== undefined && orderQueues.has(orderKey) && unorderedJobs === 0;
      const lookup = overlap ? startLookup(app, payload.tag_value) : undefined;
      serially(() => handleRead(app, read, lookup), acknowledge, orderKey);
    };
    socket.on('read-tag', onRead);
    socket.on('readTag', onRead);

    socket.on('conveyorBeltStatus', (payload) => {
      if (typeof payload?.enabled !== 'boolean' || !mayWorkConveyor(socket)) return;
      serially(() => setConveyorEnabled(app, payload.enabled));
    });

    const onRouteResolved = (payload: { routeId: number }) => {
      if (!Number.isInteger(payload?.routeId) || !mayWorkConveyor(socket)) return;
      serially(() => resolveRouteAbove(app, payload.routeId, socket.data.user.id));
    };
    socket.on('route-above-box-resolved', onRouteResolved);
    socket.on('routeAboveBoxNoTratamentResolved', onRouteResolved);

    socket.on('disconnect', () => {
      void publishClientStatus(io);
    });
  });
}
