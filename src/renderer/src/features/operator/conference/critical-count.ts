// The critical-order count hands the order's conference page what was just done (the order is
// no longer waiting for conference, so without it the page could only say that).
export interface CriticalCountState {
  criticalCount: { orderId: string; boxes: number };
}

export const criticalCountState = (orderId: string, boxes: number): CriticalCountState => ({ criticalCount: { orderId, boxes } });

/** The boxes just counted for this order, if the page was reached from that count. */
export function countedBoxes(state: unknown, orderId: string): number | null {
  const count = (state as Partial<CriticalCountState> | null)?.criticalCount;
  return count?.orderId === orderId ? count.boxes : null;
}
