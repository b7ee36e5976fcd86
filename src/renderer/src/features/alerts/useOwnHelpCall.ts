// The picker's own pending help call: found again after a reload, and closed when the
// supervisor accepts it (the `alert` push to the picker's own room; a 30 s poll while the
// live socket is down).
import { useCallback, useEffect, useState } from 'react';
import { getAlert, listAlerts, type Alert } from '@shared/contract/alerts';
import { call } from '@renderer/api/http';
import { useLiveConnected, useLiveEvent } from '@renderer/api/live';
import { popup } from '@renderer/components/popups';
import { SUPPORT_ALERTS_POLL_MS } from './useSupervisorAlerts';

export function useOwnHelpCall(): { call: Alert | null; setCall: (alert: Alert | null) => void } {
  const [open, setOpen] = useState<Alert | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    call(listAlerts, { query: { kind: 'support', status: 'pendente' } }, { signal: controller.signal }).then(
      (alerts) => setOpen(alerts[0] ?? null),
      () => undefined, // no pending call known: the button simply offers a new one
    );
    return () => controller.abort();
  }, []);

  const check = useCallback(async (id: number) => {
    try {
      const alert = await call(getAlert, { params: { id } });
      if (alert.status !== 'pendente') {
        setOpen(null);
        popup.success('Seu chamado foi aceito: o supervisor está a caminho', { id: `help-${id}` });
      }
    } catch {
      // Checked again at the next push or poll.
    }
  }, []);

  useLiveEvent('alert', (notice) => {
    if (open && notice.id === open.id) void check(open.id);
  });
  const connected = useLiveConnected();
  useEffect(() => {
    if (connected || !open) return;
    const timer = setInterval(() => void check(open.id), SUPPORT_ALERTS_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, open, check]);

  return { call: open, setCall: setOpen };
}
