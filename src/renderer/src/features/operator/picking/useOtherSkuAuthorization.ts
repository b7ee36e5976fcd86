// Keeps the item's another-SKU authorization current: read on entry (a reload keeps it),
// again when the supervisor's answer is pushed, and every 5 s while a request awaits and the
// live socket is down (spec/operator.md §9).
import { useEffect } from 'react';
import { useLiveConnected, useLiveEvent } from '@renderer/api/live';
import { afterNextPaint } from '@renderer/hooks/after-paint';
import { refreshOtherSku, useOtherSku } from './other-sku';

export const AUTHORIZATION_POLL_MS = 5000;

export function useOtherSkuAuthorization(itemId: number): void {
  const awaitingId = useOtherSku((state) => state.awaiting[itemId]);
  const connected = useLiveConnected();

  // Read once the card showing the item is painted: after a scan that completes an item the
  // check would otherwise hold back the frame with the next item. The next read waits for the
  // scan's pause (1 s) anyway, long after this answer.
  useEffect(() => afterNextPaint(() => void refreshOtherSku(itemId)), [itemId]);

  useLiveEvent('alert', (notice) => {
    if (notice.id === awaitingId) void refreshOtherSku(itemId);
  });

  useEffect(() => {
    if (connected || awaitingId === undefined) return;
    const timer = setInterval(() => void refreshOtherSku(itemId), AUTHORIZATION_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, awaitingId, itemId]);
}
