// One invoices list: fetched when its query changes, polled while shown, refreshed on demand.
// A failed fetch shows the list's popup once until a fetch succeeds again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InvoiceOrder } from '@shared/contract/invoices';
import { failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export interface InvoicePage {
  results: InvoiceOrder[];
  total_count: number;
}

export function useInvoicesList(fetchPage: (signal: AbortSignal) => Promise<InvoicePage>, pollMs: number, errorTitle: string) {
  const [data, setData] = useState<InvoicePage | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const warned = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchPage(controller.signal)
        .then((page) => {
          warned.current = false;
          setFailed(false);
          setData(page);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setFailed(true);
          if (!warned.current) popup.error(failureMessage(error), { title: errorTitle });
          warned.current = true;
        });
    void load();
    const timer = window.setInterval(() => void load(), pollMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [fetchPage, pollMs, errorTitle, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { data, failed, refresh };
}
