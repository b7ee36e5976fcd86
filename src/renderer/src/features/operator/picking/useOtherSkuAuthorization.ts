// Keeps the item's another-SKU authorization current: read on entry (a reload keeps it),
// again when the supervisor's answer is pushed, and every 5 s while a request awaits and the
// live socket is down (spec/operator.md §9).
import { useEffect } from 'react';
import { useLiveConnected, useLiveEvent } from '@renderer/api/live';
import { refreshOtherSku, useOtherSku } from './other-sku';

export const AUTHORIZATION_POLL_MS = 5000;
/**
 * The entry read waits this long after the item appears. After a scan that completes an item
 * the read (a request, its answer and a render) fell into the frames that show the next item,
 * and on a tablet's 4x slower CPU held them back by some 10 ms (bench/picking-screen.ts); the
 * flag is needed only by the item's next scan, which waits for the scan's pause (1 s) anyway.
 */
export const ENTRY_READ_DELAY_MS = 300;

export function useOtherSkuAuthorization(itemId: number): void {
  const awaitingId = useOtherSku((state) => state.awaiting[itemId]);
  const connected = useLiveConnected();

  useEffect(() => {
    const timer = setTimeout(() => void refreshOtherSku(itemId), ENTRY_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [itemId]);

  useLiveEvent('alert', (notice) => {
    if (notice.id === awaitingId) void refreshOtherSku(itemId);
  });

  useEffect(() => {
    if (connected || awaitingId === undefined) return;
    const timer = setInterval(() => void refreshOtherSku(itemId), AUTHORIZATION_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, awaitingId, itemId]);
}
