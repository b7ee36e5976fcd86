// The centre's internet, as the server's probe sees it, asked every 60 s (spec/panel.md §9).
import { useCallback } from 'react';
import { internetStatus } from '@shared/contract/two-factor';
import { call } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';

export const INTERNET_CHECK_MS = 60_000;

const loadStatus = (signal: AbortSignal) => call(internetStatus, undefined, { signal });

/** `online` is undefined until the first answer; `check` asks now and says what it found. */
export function useInternetStatus() {
  const { data, reload } = useLoaded(loadStatus, 'Erro ao verificar a internet do CD', { refreshMs: INTERNET_CHECK_MS });
  const check = useCallback(async () => {
    try {
      const status = await call(internetStatus);
      if (status.online) popup.info('Verificação de internet no CD executada.');
      else popup.warning('O CD está sem internet.');
    } finally {
      reload();
    }
  }, [reload]);
  return { online: data?.online, check };
}
