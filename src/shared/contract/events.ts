// Socket.io event maps, typed once for the server and every client (renderer and the
// Electron conveyor link). Two sockets exist:
// - the live socket (default path /socket.io): alerts, picking notices, panel updates;
// - the box-count socket of the conveyor at BOX_COUNT_SOCKET_PATH (spec/loading.md §3, §7).
// Both authenticate with the same bearer token (handshake `auth.token`).

export const LIVE_SOCKET_PATH = '/socket.io';
export const BOX_COUNT_SOCKET_PATH = '/api/boxes-conference/socket/boxes-count';

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
  panelChanged: (payload: { area: 'dashboard' | 'orders' | 'breaks' | 'routes' | 'replenishment' | 'alerts' }) => void;
  alert: (payload: AlertNotice) => void;
  pickingNotice: (payload: PickingNotice) => void;
}

export interface LiveClientToServer {
  joinRoom: (payload: { room: LiveRoom }) => void;
}

// ---- Box-count socket (conveyor) -------------------------------------------------------

export interface ConveyorOrderCard {
  order_id: string;
  route: string | null;
  color_route: string | null;
  client_name_or_trade: string;
  client_type: string;
  scheduled_date: string | null;
  permission_to_separate: string | null;
  loading_boxes_number: number;
  conference_boxes_number: number | null;
  boxes_by_conferencer: number | null;
  adjusted_boxes_number: number | null;
  corrected_boxes_number: number | null;
  skipped: boolean;
  img_base64: string | null;
  updated: string;
}

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

/**
 * Events the conveyor engine sends. Where spec/loading.md §3 lists two spellings of one
 * event, both are emitted so clients of either reading work.
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

export interface BoxCountClientToServer {
  joinRoom: Notify<{ room: 'frontend' | 'conveyor' }>;
  'read-tag': Notify<{ tag_value: string }>;
  readTag: Notify<{ tag_value: string }>;
  skipped: Notify<{ orderId: string; userId: number }>;
  conveyorBeltStatus: Notify<{ enabled: boolean }>;
  'route-above-box-resolved': Notify<{ routeId: number }>;
  routeAboveBoxNoTratamentResolved: Notify<{ routeId: number }>;
}
