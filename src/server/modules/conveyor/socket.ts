// The box-count socket's behaviour: rooms, the conveyor client's presence, box reads (one
// at a time per socket, in the order they were read), the switch and the route modal.
import type { BoxRead } from './engine';
import { handleRead, startLookup } from './engine';
import { boxCountPayloads, CONVEYOR_ROOM, FRONTEND_ROOM, type ReadTagAck, type ReadTagPayload } from '../../../shared/contract/events';
import { parseBoxCode } from '../../../shared/scan/box-code';
import { hasAnyPermission } from '../../../shared/domain/permissions';
import type { AppContext } from '../../context';
import type { BoxCountServer } from '../../realtime';
import { readSettingsRow } from '../settings/service';
import { boxError, emit, type Emission } from './emissions';
import { resolveRouteAbove, setConveyorEnabled } from './service';

/** Read ids remembered per process; box_reads' uniqueness still holds beyond them. */
const RECENT_READ_IDS = 50_000;

/** The last `capacity` ids of reads that were handled (counted or refused for a reason). */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly capacity: number) {}
  has(id: string): boolean {
    return this.ids.has(id);
  }
  remember(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
  }
}

type BoxCountSocket = Parameters<Parameters<BoxCountServer['on']>[1]>[0];

/** A person at the belt's screen: the switch, the route answers, the screens' room. */
function mayWorkConveyor(socket: BoxCountSocket): boolean {
  const { user } = socket.data;
  return user !== null && hasAnyPermission(user.permissions, ['SeparationFixedReader', 'SeparationShipmentManagement']);
}

/** Reads come from such a person or from an enrolled station's link, which may do only this. */
function maySendReads(socket: BoxCountSocket): boolean {
  return socket.data.station !== null || mayWorkConveyor(socket);
}

/** Whether any conveyor client is connected (across processes, through the adapter). */
async function conveyorClientConnected(io: BoxCountServer): Promise<boolean> {
  return (await io.in(CONVEYOR_ROOM).fetchSockets()).length > 0;
}

/**
 * Tells the screens whether a conveyor client is connected. With Redis, asking the other
 * processes can time out or fail (Redis down, a process slow): the badge then waits for the
 * next change, and the failure is logged, never left to end the process as an unhandled
 * rejection.
 */
function publishClientStatus(io: BoxCountServer, app: AppContext): void {
  conveyorClientConnected(io).then(
    (connected) => app.events.raise({ kind: 'conveyor', messages: [emit('conveyorBeldClientStatus', { connected })] }),
    (error: unknown) => console.error('conveyor client status', error instanceof Error ? error.message : error),
  );
}

/** What a screen needs on arrival: both badges and the switch. */
async function greet(io: BoxCountServer, app: AppContext, socket: BoxCountSocket): Promise<void> {
  const { conveyorEnabled } = await readSettingsRow(app.db);
  socket.emit('conveyorBeltStatus', { connected: true });
  socket.emit('conveyorBeldClientStatus', { connected: await conveyorClientConnected(io).catch(() => false) });
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
          app.events.raise({ kind: 'conveyor', messages: emissions });
          done?.();
        })
        .catch((error: unknown) => {
          console.error('conveyor engine', error);
          app.events.raise({ kind: 'conveyor', messages: [boxError('Erro ao processar leitura', 'Ocorreu um erro inesperado')] });
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
      publishClientStatus(io, app);
    };

    socket.on('joinRoom', (payload) => {
      const join = boxCountPayloads.joinRoom.safeParse(payload);
      if (!join.success) return;
      // The belt's rooms are for its screen and its link, as the screens' permissions say: a
      // picker joining used to show the belt a conveyor client that was not there.
      if (join.data.room === FRONTEND_ROOM && mayWorkConveyor(socket)) {
        void socket.join(FRONTEND_ROOM);
        greet(io, app, socket).catch((error: unknown) => console.error('conveyor greet', error));
      } else if (join.data.room === CONVEYOR_ROOM && maySendReads(socket)) becomeConveyorClient();
    });

    const onRead = (raw: ReadTagPayload, ack?: (reply: ReadTagAck) => void) => {
      if (!maySendReads(socket)) return;
      const acknowledge = () => (typeof ack === 'function' ? ack({ received: true }) : undefined);
      const parsed = boxCountPayloads.readTag.safeParse(raw);
      if (!parsed.success) {
        // Refused aloud and acknowledged: a read that can never be counted must not stay at the
        // head of the station's journal, resent for ever ahead of every box behind it.
        const reason = parsed.error.issues[0]?.message ?? 'Leitura inválida';
        app.events.raise({ kind: 'conveyor', messages: [boxError('Leitura inválida', `${reason}: leia a etiqueta da caixa de novo.`)] });
        return acknowledge();
      }
      const payload = parsed.data;
      const fromScreen = socket.rooms.has(FRONTEND_ROOM);
      if (!fromScreen) becomeConveyorClient();
      const readId = payload.read_id;
      // A link that resends after a dropped connection: the read was handled already.
      if (readId !== undefined && recentReads.has(readId)) return acknowledge();
      const read: BoxRead = {
        tagValue: payload.tag_value,
        userId: socket.data.user?.id ?? null,
        // A station's reads carry its name, so a box's history says which belt read it.
        readerId: fromScreen ? 'screen' : (socket.data.station?.name ?? socket.id),
        source: fromScreen ? 'fixed_reader' : 'conveyor',
        ...(payload.read_at !== undefined && { readAt: new Date(payload.read_at) }),
      };
      const orderKey = parseBoxCode(payload.tag_value)?.orderId;
      // Boxes of one order come one after the other: while the previous read of the order is
      // still being handled, this read's lookup already runs (its count still waits its turn).
      // Not behind a switch or route answer of this socket, whose change the lookup must see.
      const overlap = orderKey !== undefined && orderQueues.has(orderKey) && unorderedJobs === 0;
      const lookup = overlap ? startLookup(app, payload.tag_value) : undefined;
      serially(
        // A resend queued behind its own first try, which has been handled meanwhile.
        async () => (readId !== undefined && recentReads.has(readId) ? [] : handleRead(app, read, lookup)),
        // Only a handled read is remembered and acknowledged: one whose handling failed (the
        // database refused its write) gets no ack, so the link keeps it and sends it again,
        // and that resend is handled, not waved through as a repeat.
        () => {
          if (readId !== undefined) recentReads.remember(readId);
          acknowledge();
          // A read changes the routes' boxes, the dashboard's loading figures and the order.
          app.events.raise({ kind: 'panelChanged', areas: ['routes', 'dashboard', 'orders'] });
        },
        orderKey,
      );
    };
    socket.on('read-tag', onRead);
    socket.on('readTag', onRead);

    socket.on('conveyorBeltStatus', (payload) => {
      const change = boxCountPayloads.conveyorBeltStatus.safeParse(payload);
      if (!change.success || !mayWorkConveyor(socket)) return;
      serially(() => setConveyorEnabled(app, change.data.enabled));
    });

    const onRouteResolved = (payload: { routeId: number }) => {
      const { user } = socket.data;
      const answer = boxCountPayloads.routeResolved.safeParse(payload);
      if (!answer.success || user === null || !mayWorkConveyor(socket)) return;
      serially(() => resolveRouteAbove(app, answer.data.routeId, user.id));
    };
    socket.on('route-above-box-resolved', onRouteResolved);
    socket.on('routeAboveBoxNoTratamentResolved', onRouteResolved);

    socket.on('disconnect', () => {
      publishClientStatus(io, app);
    });
  });
}
