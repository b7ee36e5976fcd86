// The box-count socket's behaviour: rooms, the conveyor client's presence, box reads
// (socket-reads.ts, in the order socket-jobs.ts keeps), the switch and the route modal.
import { boxCountPayloads, CONVEYOR_ROOM, FRONTEND_ROOM } from '../../../shared/contract/events';
import type { AppContext } from '../../context';
import type { BoxCountServer } from '../../realtime';
import { readSettingsRow } from '../settings/service';
import { emit } from './emissions';
import { resolveRouteAbove, setConveyorEnabled } from './service';
import { mayWorkConveyor, maySendReads, type BoxCountSocket } from './socket-access';
import { OrderReads } from './order-reads';
import { socketJobs } from './socket-jobs';
import { readHandler, RecentIds } from './socket-reads';

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
  const recentReads = new RecentIds();
  const orderReads = new OrderReads(app);
  io.on('connection', (socket) => {
    const jobs = socketJobs(app, orderReads);
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

    const readBox = readHandler({ app, socket, jobs, recentReads, fromLink: becomeConveyorClient });
    const onRead: typeof readBox = (raw, ack) => {
      if (maySendReads(socket)) readBox(raw, ack);
    };
    socket.on('read-tag', onRead);
    socket.on('readTag', onRead);

    socket.on('conveyorBeltStatus', (payload) => {
      const change = boxCountPayloads.conveyorBeltStatus.safeParse(payload);
      if (!change.success || !mayWorkConveyor(socket)) return;
      jobs.run(() => setConveyorEnabled(app, change.data.enabled));
    });

    const onRouteResolved = (payload: { routeId: number }) => {
      const { user } = socket.data;
      const answer = boxCountPayloads.routeResolved.safeParse(payload);
      if (!answer.success || user === null || !mayWorkConveyor(socket)) return;
      jobs.run(() => resolveRouteAbove(app, answer.data.routeId, user.id));
    };
    socket.on('route-above-box-resolved', onRouteResolved);
    socket.on('routeAboveBoxNoTratamentResolved', onRouteResolved);

    socket.on('disconnect', () => {
      publishClientStatus(io, app);
    });
  });
}
