// One download at a time from a screen: progress in bytes (the server streams, so the
// total is unknown), a way to cancel (AbortController), the spec's popups (spec/panel.md §8:
// "Erro ao tentar fazer o download", cancelled requests silent).
import { useRef, useState } from 'react';
import { failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export interface RunningDownload {
  label: string;
  bytes: number;
}

export type DownloadStarter = (signal: AbortSignal, onProgress: (bytes: number) => void) => Promise<string>;

export function useDownload(failureHint?: string) {
  const [running, setRunning] = useState<RunningDownload>();
  const controller = useRef<AbortController>(undefined);

  const start = async (label: string, begin: DownloadStarter) => {
    controller.current = new AbortController();
    const { signal } = controller.current;
    setRunning({ label, bytes: 0 });
    try {
      const name = await begin(signal, (bytes) => setRunning({ label, bytes }));
      popup.success(`Planilha ${name} baixada com sucesso`);
    } catch (error) {
      if (!signal.aborted) {
        const message = failureMessage(error);
        popup.error(failureHint ? `${message}. ${failureHint}` : message, { title: 'Erro ao tentar fazer o download' });
      }
    } finally {
      setRunning(undefined);
    }
  };

  return { running, start, cancel: () => controller.current?.abort() };
}
