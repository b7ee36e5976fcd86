// What the engine says to the conveyor screens: typed messages, raised as a 'conveyor' floor
// event once the change they tell of is committed (server/floor-events.ts).
import type { BoxCountServerToClient, BoxError, ConveyorScreenMessage } from '../../../shared/contract/events';
import type { AppContext } from '../../context';

export type Emission = ConveyorScreenMessage;

export function emit<K extends keyof BoxCountServerToClient>(
  event: K,
  payload: Parameters<BoxCountServerToClient[K]>[0],
): Emission {
  return { event, payload } as Emission;
}

/** Raises the messages for the conveyor screens, after the change they tell of is committed. */
export function tellConveyorScreens(app: AppContext, messages: readonly Emission[]): void {
  if (messages.length > 0) app.events.raise({ kind: 'conveyor', messages });
}

export function boxError(title: string, description: string, orderId?: string): Emission {
  const payload: BoxError = { title, description, ...(orderId ? { order_id: orderId } : {}) };
  return emit('boxError', payload);
}

/** A read's handling failed: logged, and the screens told (the link keeps the read and resends it). */
export function tellReadFailed(app: AppContext, error: unknown): void {
  console.error('conveyor engine', error);
  tellConveyorScreens(app, [boxError('Erro ao processar leitura', 'Ocorreu um erro inesperado')]);
}
