// The label print at the end of picking (spec/operator.md §2 'Print dialogs', §4 'Picking
// screen flow' 6, §8 'Label already printed'): which step the print dialog shows.
import type { PickingOrder } from '@shared/contract/picking';
import { WHITE_ROUTE_COLOUR } from '@shared/domain/route-colours';

export type PrintStep =
  /** BRANCA first order: white printer 1 or 2, 'Imprime aí!' / 'Já imprimi!'. */
  | { kind: 'choosePrinter' }
  | { kind: 'printing'; reprint: boolean }
  /** 'Mais etiquetas?' after a print went out. */
  | { kind: 'more' }
  | { kind: 'alreadyPrinted' }
  | { kind: 'failed'; reprint: boolean };

/** An order without a route colour is "no route": the white printers print it. */
export function isWhiteRoute(order: Pick<PickingOrder, 'color_route'>): boolean {
  return (order.color_route ?? WHITE_ROUTE_COLOUR) === WHITE_ROUTE_COLOUR;
}

export function firstPrintStep(order: Pick<PickingOrder, 'color_route' | 'is_first_order'>): PrintStep {
  return order.is_first_order && isWhiteRoute(order) ? { kind: 'choosePrinter' } : { kind: 'printing', reprint: false };
}

/** The server's 'already printed' refusal says 'já foram impressas'; anything else is a print failure. */
export function stepAfterFailure(message: string, reprint: boolean): PrintStep {
  return !reprint && message.includes('já foram impressas') ? { kind: 'alreadyPrinted' } : { kind: 'failed', reprint };
}
