// The box counts an order collects on its way to the truck (spec/loading.md §3-4,
// spec/panel.md §9). Each stage writes its own column so nobody overwrites another's count;
// the change history names the column that changed.

export const BOX_COUNT_FIELDS = [
  'boxes_number', // the picker's final count (Na separação)
  'boxes_by_conferencer', // the checker's answer in the critical-order conference
  'conference_boxes_number', // counted in the order conference (Na conferência)
  'adjusted_boxes_number', // reduced before the conveyor (Reduzido antes da esteira)
  'loading_boxes_number', // read on the conveyor (Lido na esteira)
  'corrected_boxes_number', // corrected on the conveyor (Corrigido na esteira)
  'adjusted_boxes_number_conveyor', // reduced on the conveyor (Reduzido na esteira)
] as const;
export type BoxCountField = (typeof BOX_COUNT_FIELDS)[number];

/** Where a box read or a box-count change came from. */
export const BOX_SOURCES = ['conveyor', 'fixed_reader', 'conference', 'separation', 'panel', 'system'] as const;
export type BoxSource = (typeof BOX_SOURCES)[number];

export interface LoadingBoxCounts {
  adjustedBoxesNumberConveyor: number | null;
  correctedBoxesNumber: number | null;
  loadingBoxesNumber: number | null;
}

/** Boxes an order puts on the truck: reduced on the conveyor, else corrected, else read. */
export function boxesOnTruck(order: LoadingBoxCounts): number {
  return order.adjustedBoxesNumberConveyor ?? order.correctedBoxesNumber ?? order.loadingBoxesNumber ?? 0;
}

export interface ConferredCounts {
  loadingBoxesNumber: number | null;
  adjustedBoxesNumber: number | null;
  boxesByConferencer: number | null;
  conferenceBoxesNumber: number | null;
  skipped: boolean;
}

/**
 * "Conferido" on the conveyor card: the boxes read equal the first present of adjusted,
 * by-conferencer, conference boxes; or the order was skipped.
 */
export function isConferredOnConveyor(order: ConferredCounts): boolean {
  if (order.skipped) return true;
  const expected = order.adjustedBoxesNumber ?? order.boxesByConferencer ?? order.conferenceBoxesNumber;
  return expected != null && order.loadingBoxesNumber === expected;
}

export interface PlannedBoxCounts extends LoadingBoxCounts {
  adjustedBoxesNumber: number | null;
  boxesByConferencer: number | null;
  conferenceBoxesNumber: number | null;
  boxesNumber: number | null;
}

/** Boxes the order should have before the conveyor: reduced, else the checker's, else counted, else picked. */
export function plannedBoxes(order: Omit<PlannedBoxCounts, keyof LoadingBoxCounts>): number {
  return order.adjustedBoxesNumber ?? order.boxesByConferencer ?? order.conferenceBoxesNumber ?? order.boxesNumber ?? 0;
}

/**
 * The real box count of an order for the over-capacity list ("Rotas estouradas"): what the
 * conveyor settled (reduced or corrected there), else the larger of what it read and what
 * the order should have, so a route shows before its truck is loaded and never below what
 * the conveyor already counted (the engine's routeError uses boxesOnTruck alone).
 */
export function realBoxes(order: PlannedBoxCounts): number {
  return (
    order.adjustedBoxesNumberConveyor ??
    order.correctedBoxesNumber ??
    Math.max(order.loadingBoxesNumber ?? 0, plannedBoxes(order))
  );
}
