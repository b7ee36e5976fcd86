// A box read arriving on the box-count socket: checked, deduplicated by its read id (a link
// resending after a dropped connection), queued with its order's other reads, and
// acknowledged only once handled, so the station's journal keeps what was not counted.
import { boxCountPayloads, FRONTEND_ROOM, type ReadTagAck, type ReadTagPayload } from '../../../shared/contract/events';
import { parseBoxCode } from '../../../shared/scan/box-code';
import type { AppContext } from '../../context';
import { boxError } from './emissions';
import type { BoxRead } from './count-boxes';
import { handleRead } from './engine';
import type { SocketJobs } from './socket-jobs';
import type { BoxCountSocket } from './socket-access';

/** Read ids remembered per process; box_reads' uniqueness still holds beyond them. */
const RECENT_READ_IDS = 50_000;

/** The last `capacity` ids of reads that were handled (counted or refused for a reason). */
export class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly capacity: number = RECENT_READ_IDS) {}
  has(id: string): boolean {
    return this.ids.has(id);
  }
  remember(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
  }
}

export interface ReadHandlerInput {
  app: AppContext;
  socket: BoxCountSocket;
  jobs: SocketJobs;
  recentReads: RecentIds;
  /** Called for a read from the belt's link (not the screen's own reader). */
  fromLink: () => void;
}

export function readHandler({ app, socket, jobs, recentReads, fromLink }: ReadHandlerInput) {
  return (raw: ReadTagPayload, ack?: (reply: ReadTagAck) => void) => {
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
    if (!fromScreen) fromLink();
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
    const handledBefore = () => readId !== undefined && recentReads.has(readId);
    // Only a handled read is remembered and acknowledged: one whose handling failed (the
    // database refused its write) gets no ack, so the link keeps it and sends it again, and
    // that resend is handled, not waved through as a repeat.
    const done = () => {
      if (readId !== undefined) recentReads.remember(readId);
      acknowledge();
      // A read changes the routes' boxes, the dashboard's loading figures and the order.
      app.events.raise({ kind: 'panelChanged', areas: ['routes', 'dashboard', 'orders'] });
    };
    const orderKey = parseBoxCode(payload.tag_value.trim())?.orderId;
    if (orderKey !== undefined) return jobs.read(orderKey, { read, ...(readId !== undefined && { readId }), handledBefore, done });
    // A resend queued behind its own first try, which has been handled meanwhile.
    jobs.run(async () => (handledBefore() ? [] : handleRead(app, read)), done);
  };
}
