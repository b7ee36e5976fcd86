// Socket.io event maps, typed once for the server and every client (renderer and the
// Electron conveyor link). Two sockets exist:
// - the live socket (default path /socket.io): alerts, picking notices, panel updates;
// - the box-count socket of the conveyor at BOX_COUNT_SOCKET_PATH (spec/loading.md §3, §7).
// Both authenticate with the same bearer token (handshake `auth.token`).

import { z } from 'zod';

export const LIVE_SOCKET_PATH = '/socket.io';
export const BOX_COUNT_SOCKET_PATH = '/api/boxes-conference/socket/boxes-count';

/** The panel's areas: a screen refetches its area when the floor changes it. */
export type PanelArea = 'dashboard' | 'orders' | 'breaks' | 'routes' | 'replenishment' | 'alerts';

/** Rooms a client may join on the live socket. */
export type LiveRoom = 'panel' | 'supervisors' | `user:${number}` | `group:${number}`;

export interface PickingNotice {
  orderId: string;
  /** The server message the picker's screen reacts to (spec/operator.md §8). */
  message: 'Order reseted' | 'Order rescheduled' | 'This order has been canceled';
}

export interface AlertNotice {
  id: number;
  kind: 'pre_picking_break' | 'lost_pre_picking' | 'support';
  status: 'pendente' | 'awaiting' | 'accept' | 'declined' | 'concluido';
}

export interface LiveServerToClient {
  /** Something the panel shows changed; clients refetch the named area. */
  panelChanged: (payload: { area: PanelArea }) => void;
  alert: (payload: AlertNotice) => void;
  pickingNotice: (payload: PickingNotice) => void;
}

export interface LiveClientToServer {
  /** `joined` is called once the room is joined (or refused): what is pushed to the room after
   *  it reaches this socket, so a screen loads again then and misses nothing pushed before. */
  joinRoom: (payload: { room: LiveRoom }, joined?: () => void) => void;
}

// ---- Box-count socket (conveyor) -------------------------------------------------------

/** Why a read did not count, shown as the card's error banner (spec/loading.md §4). */
export const conveyorCardErrorSchema = z.enum(['rescheduled', 'recused', 'aboveQuantity', 'scannedTag', 'wrongRoute']);
export type ConveyorCardError = z.infer<typeof conveyorCardErrorSchema>;

/** The conveyor card: sent on the box-count socket, and over HTTP to fill the carousel again. */
export const conveyorOrderCardSchema = z.object({
  order_id: z.string(),
  route: z.string().nullable(),
  color_route: z.string().nullable(),
  client_name_or_trade: z.string(),
  client_type: z.string(),
  scheduled_date: z.string().nullable(),
  permission_to_separate: z.string().nullable(),
  loading_boxes_number: z.number().int(),
  conference_boxes_number: z.number().int().nullable(),
  boxes_by_conferencer: z.number().int().nullable(),
  adjusted_boxes_number: z.number().int().nullable(),
  corrected_boxes_number: z.number().int().nullable(),
  skipped: z.boolean(),
  /** A box photo as an image data: URL, or null. */
  img_base64: z.string().nullable(),
  updated: z.string(),
  /** The boxes the order should have (adjusted, else by-conferencer, else conference, else picked). */
  expected_boxes: z.number().int().nullable(),
  /** Set on notConfirmed, rescheduled and canceled: why this read did not count. */
  error_type: conveyorCardErrorSchema.nullable(),
});
export type ConveyorOrderCard = z.infer<typeof conveyorOrderCardSchema>;

export interface PendingOrderAlert {
  title: string;
  subtitle: string;
  order_id: string;
  client_name: string;
  separator_name: string | null;
  checker_name: string | null;
}

export interface BoxError {
  title: string;
  description: string;
  order_id?: string;
}

export interface RouteOverLimit {
  id: number;
  route: string;
  totalBoxes: number;
  capacity_vehicle: number;
}

export interface PendingRoute {
  route: string;
  color_route: string | null;
  orders: { order_id: string; message: string }[];
}

type Notify<T> = (payload: T) => void;

/** The box-count socket's rooms: the conveyor screens, and the belt's own client (its reader link). */
export const FRONTEND_ROOM = 'frontend';
export const CONVEYOR_ROOM = 'conveyor';

/**
 * Events the conveyor engine sends to the 'frontend' room (rules: docs/conveyor-engine.md).
 * Where spec/loading.md §3 lists two spellings of one event, both are emitted so clients of
 * either reading work: routeError + routeAboveBoxNoTratament, and their resolved variants.
 * addBox: a box counted; confirmation: the order reached its expected count (Conferido);
 * notConfirmed: a read that did not count (box already read, above the expected count).
 */
export interface BoxCountServerToClient {
  addBox: Notify<ConveyorOrderCard>;
  confirmation: Notify<ConveyorOrderCard>;
  notConfirmed: Notify<ConveyorOrderCard>;
  skipped: Notify<ConveyorOrderCard>;
  boxError: Notify<BoxError>;
  conveyorBeltStatus: Notify<{ connected: boolean }>;
  conveyorBeldClientStatus: Notify<{ connected: boolean }>;
  conveyorBeltEnabled: Notify<{ enabled: true }>;
  conveyorBeltDisabled: Notify<{ enabled: false }>;
  rescheduled: Notify<ConveyorOrderCard>;
  canceled: Notify<ConveyorOrderCard>;
  routeError: Notify<RouteOverLimit>;
  routeErrorConfirmed: Notify<RouteOverLimit>;
  routeErrorNotConfirmed: Notify<RouteOverLimit>;
  routeErrorWrongOrder: Notify<BoxError>;
  routeAboveBoxNoTratament: Notify<RouteOverLimit>;
  routeAboveBoxNoTratamentResolved: Notify<RouteOverLimit>;
  pendingOrder: Notify<PendingOrderAlert>;
  pendingOrderResolved: Notify<PendingOrderAlert>;
  pendingInvoiceOrder: Notify<PendingOrderAlert>;
  pendingInvoiceOrderResolved: Notify<PendingOrderAlert>;
  pendingConferenceOrder: Notify<PendingOrderAlert>;
  pendingConferenceOrderResolved: Notify<PendingOrderAlert>;
  pendingFinanceValidateOrder: Notify<PendingOrderAlert>;
  pendingFinanceValidateOrderResolved: Notify<PendingOrderAlert>;
  pendingRoute: Notify<PendingRoute>;
  readTag: Notify<{ tag_value: string }>;
  truckLoadingError: Notify<BoxError>;
}

/**
 * A fixed-reader code from the conveyor station (src/main/conveyor-link.ts). The station
 * keeps reads on disk while the server is away and sends each until it is acknowledged,
 * so the same read can arrive twice after a dropped connection: `read_id` is unique per
 * read and the engine treats a repeated id as already done (and acknowledges it again).
 */
export interface ReadTagPayload {
  tag_value: string;
  /** Unique per physical read; absent from clients that do not retry. */
  read_id?: string;
  /** ISO time of the read at the reader (it may reach the server much later). */
  read_at?: string;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/**
 * The client messages of the box-count socket, checked by the server as HTTP bodies are
 * (issues 22 and 25): whatever a reader or a page sends, a message that breaks these is
 * refused in words, never half-handled.
 */
export const boxCountPayloads = {
  readTag: z.object({
    tag_value: z
      .string()
      .trim()
      .min(1, 'Leitura vazia')
      .max(200, 'Leitura longa demais')
      .refine((tag) => !CONTROL_CHARACTER.test(tag), 'Leitura com caractere de controle'),
    read_id: z.string().min(1).max(100).optional(),
    read_at: z.iso.datetime({ offset: true }).optional(),
  }),
  joinRoom: z.object({ room: z.enum(['frontend', 'conveyor']) }),
  conveyorBeltStatus: z.object({ enabled: z.boolean() }),
  // A route id lands in an integer column.
  routeResolved: z.object({ routeId: z.number().int().positive().max(2_147_483_647) }),
};

/**
 * The engine's acknowledgement: the read was handled, counted (or already counted) or refused
 * for a reason the screens were told; the link may drop it from its journal.
 */
export interface ReadTagAck {
  received: true;
}

/**
 * The conveyor client (the fixed reader's link) joins 'conveyor' or sends read-tag without
 * joining 'frontend'; screens join 'frontend'. Both spellings of read-tag are accepted.
 * A box count is confirmed over HTTP with the admin code (contract/conveyor.ts
 * confirmBoxCount), never by a bare socket event, so the server answers `skipped` only.
 */
export interface BoxCountClientToServer {
  joinRoom: Notify<{ room: 'frontend' | 'conveyor' }>;
  'read-tag': (payload: ReadTagPayload, ack?: (reply: ReadTagAck) => void) => void;
  readTag: Notify<{ tag_value: string }>;
  conveyorBeltStatus: Notify<{ enabled: boolean }>;
  'route-above-box-resolved': Notify<{ routeId: number }>;
  routeAboveBoxNoTratamentResolved: Notify<{ routeId: number }>;
}

/** One message to the conveyor screens: an event of BoxCountServerToClient with its payload. */
export type ConveyorScreenMessage = {
  [K in keyof BoxCountServerToClient]: { event: K; payload: Parameters<BoxCountServerToClient[K]>[0] };
}[keyof BoxCountServerToClient];
