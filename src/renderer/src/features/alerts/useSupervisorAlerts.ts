// The supervisor's open alerts (spec/operator.md §4 'Support alerts'): loaded once, loaded
// again at every `alert` push of the 'supervisors' room and at every change of the panel's
// 'alerts' area (a finished order takes its requests to scan another SKU away), and polled every 30 s only while
// the live socket is down (spec §9). Only users who answer alerts load them at all.
import { useCallback, useEffect, useRef } from 'react';
import { listAlerts, type Alert } from '@shared/contract/alerts';
import { call } from '@renderer/api/http';
import { useLiveConnected, useLiveEvent } from '@renderer/api/live';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { popup } from '@renderer/components/popups';
import { ALERT_TITLE, alertSubtitle, waitingAlerts } from './alert-texts';

export const SUPPORT_ALERTS_POLL_MS = 30_000;

const loadOpen = (signal: AbortSignal) => call(listAlerts, {}, { signal });

export interface SupervisorAlerts {
  alerts: Alert[];
  failed: boolean;
  /** Loads again at once (after the supervisor's own answer). */
  reload: () => void;
}

export function useSupervisorAlerts(): SupervisorAlerts {
  const loaded = useLoaded(loadOpen, 'Erro ao receber notificações de chamado de ajuda');
  const { refresh } = loaded;
  const alerts = waitingAlerts(loaded.data ?? []);
  useNewAlertPopups(loaded.data);

  useLiveEvent('alert', refresh, 'supervisors');
  useLiveEvent('panelChanged', (payload) => {
    if (payload.area === 'alerts') refresh();
  }, 'panel');
  const connected = useLiveConnected();
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(refresh, SUPPORT_ALERTS_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, refresh]);

  const reload = useCallback(() => refresh(), [refresh]);
  return { alerts, failed: loaded.failed, reload };
}

/** A popup for each alert that appears after the first load, so a call is noticed at once. */
function useNewAlertPopups(data: Alert[] | undefined): void {
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!data) return;
    const open = waitingAlerts(data);
    if (known.current) {
      for (const alert of open) {
        if (!known.current.has(alert.id)) popup.warning(alertSubtitle(alert), { title: ALERT_TITLE[alert.topic], id: `alert-${alert.id}` });
      }
    }
    known.current = new Set(open.map((alert) => alert.id));
  }, [data]);
}
