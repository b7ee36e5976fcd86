// Cancel, reset and reschedule notices for the order on screen arrive on the live socket,
// in the picker's own room (the server joins every socket to `user:<id>`).
import { useLiveEvent } from '@renderer/api/live';
import { usePicking } from './picking-store';

export function usePickingNotices(): void {
  useLiveEvent('pickingNotice', (notice) => {
    const { state, notice: apply } = usePicking.getState();
    if (state?.order.order_id === notice.orderId) apply(notice.message);
  });
}
