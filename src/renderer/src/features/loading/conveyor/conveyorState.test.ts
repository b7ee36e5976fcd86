import { describe, expect, it } from 'vitest';
import type { ConveyorOrderCard, PendingOrderAlert } from '@shared/contract/events';
import { CAROUSEL_SIZE, conveyorReducer, initialConveyorState, type ConveyorEvent, type ConveyorState } from './conveyorState';

const card = (orderId: string, boxes = 1): ConveyorOrderCard => ({
  order_id: orderId,
  route: 'R01',
  color_route: 'AZUL',
  client_name_or_trade: 'Mercado',
  client_type: 'PJ',
  scheduled_date: '2026-11-22',
  permission_to_separate: 'approved',
  loading_boxes_number: boxes,
  conference_boxes_number: 3,
  boxes_by_conferencer: null,
  adjusted_boxes_number: null,
  corrected_boxes_number: null,
  skipped: false,
  img_base64: null,
  updated: '2026-11-22T10:00:00Z',
  expected_boxes: 3,
  error_type: null,
});

const alert: PendingOrderAlert = {
  title: 'Pedido sem nota fiscal',
  subtitle: 'x',
  order_id: 'P1',
  client_name: 'Mercado',
  separator_name: null,
  checker_name: null,
};

const run = (...events: ConveyorEvent[]): ConveyorState => events.reduce(conveyorReducer, initialConveyorState);

describe('conveyor screen state', () => {
  it('keeps the 10 latest orders, newest first, and a repeated order moves to the front', () => {
    const events: ConveyorEvent[] = Array.from({ length: 12 }, (_, i) => ({ type: 'addBox', payload: card(`P${i}`) }));
    const state = run(...events, { type: 'addBox', payload: card('P5', 2) });
    expect(state.cards).toHaveLength(CAROUSEL_SIZE);
    expect(state.cards[0]).toMatchObject({ order_id: 'P5', loading_boxes_number: 2 });
    expect(state.cards.filter((c) => c.order_id === 'P5')).toHaveLength(1);
  });

  it('the carousel wraps around both ways', () => {
    const state = run({ type: 'addBox', payload: card('A') }, { type: 'addBox', payload: card('B') });
    expect(conveyorReducer(state, { type: 'carousel', step: -1 }).index).toBe(1);
    expect(run({ type: 'addBox', payload: card('A') }, { type: 'addBox', payload: card('B') }, { type: 'carousel', step: 1 }, { type: 'carousel', step: 1 }).index).toBe(0);
  });

  it('a route over its limit heard in both spellings opens one modal, closed by either resolution', () => {
    const route = { id: 7, route: 'R07', totalBoxes: 12, capacity_vehicle: 10 };
    const open = run({ type: 'routeError', payload: route }, { type: 'routeAboveBoxNoTratament', payload: route });
    expect(open.modals).toEqual([{ kind: 'routeAbove', route }]);
    expect(conveyorReducer(open, { type: 'routeErrorNotConfirmed', payload: route }).modals).toEqual([]);
  });

  it('a pending alert closes when its resolved variant arrives', () => {
    const open = run({ type: 'pendingInvoiceOrder', payload: alert });
    expect(open.modals).toEqual([{ kind: 'pending', event: 'pendingInvoiceOrder', alert }]);
    expect(conveyorReducer(open, { type: 'pendingInvoiceOrderResolved', payload: alert }).modals).toEqual([]);
    expect(conveyorReducer(open, { type: 'pendingOrderResolved', payload: alert }).modals).toHaveLength(1);
  });

  it('a cancelled order shows its card and its notice', () => {
    const state = run({ type: 'canceled', payload: { ...card('C1'), error_type: 'recused' } });
    expect(state.cards[0]!.order_id).toBe('C1');
    expect(state.modals[0]).toMatchObject({ kind: 'canceled' });
  });

  it('losing the server socket also clears the conveyor client badge', () => {
    const state = run({ type: 'socket', connected: true }, { type: 'conveyorBeldClientStatus', payload: { connected: true } }, { type: 'socket', connected: false });
    expect(state).toMatchObject({ serverConnected: false, clientConnected: false });
  });

  it('a refused read holds the banner through other events until a counted box or a tap, the latest refusal shown', () => {
    const wrongRoute = { title: 'Pedido #P2 da rota R02 não pertence a rota R01', description: 'Carregamento da placa ABC1D23' };
    const invalid = { title: 'QR Code inválido', description: 'O QR Code lido não é de caixa' };
    const held = run(
      { type: 'boxError', payload: invalid },
      { type: 'routeErrorWrongOrder', payload: wrongRoute },
      { type: 'readTag', payload: { tag_value: 'P2;1' } },
      { type: 'notConfirmed', payload: { ...card('P2'), error_type: 'wrongRoute' } },
      { type: 'conveyorBeldClientStatus', payload: { connected: true } },
    );
    expect(held.error).toEqual(wrongRoute);
    expect(conveyorReducer(held, { type: 'addBox', payload: card('P1') }).error).toBeNull();
    expect(conveyorReducer(held, { type: 'dismissError' }).error).toBeNull();
    expect(conveyorReducer(held, { type: 'truckLoadingError', payload: invalid }).error).toEqual(invalid);
  });

  it('a restore puts the server order behind the cards heard since the socket connected, and a reconnection trusts the server again', () => {
    const connected = run({ type: 'socket', connected: true }, { type: 'addBox', payload: card('LIVE', 2) });
    const restored = conveyorReducer(connected, { type: 'restore', cards: [card('LIVE', 1), card('S1'), card('S2')] });
    expect(restored.cards.map((c) => [c.order_id, c.loading_boxes_number])).toEqual([['LIVE', 2], ['S1', 1], ['S2', 1]]);
    const reconnected = ([
      { type: 'socket', connected: false },
      { type: 'socket', connected: true },
      { type: 'restore', cards: [card('S3'), card('LIVE', 3)] },
    ] satisfies ConveyorEvent[]).reduce(conveyorReducer, restored);
    expect(reconnected.cards.map((c) => [c.order_id, c.loading_boxes_number])).toEqual([['S3', 1], ['LIVE', 3]]);
  });
});
