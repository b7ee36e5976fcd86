// The reads of the scanner card, one at a time and in order (spec/operator.md §4 'Scanner
// lock': after a successful scan the scanner ignores scans for 1 s). A read that arrives while
// the previous one is answered, or in the second after a success, is kept and read when the
// pause ends, by the card then on screen: a reader that bipped an item's last unit and at once
// the next item's label loses neither read. None is dropped without a word: a read left with
// no card to take it (a dialog opened over the card) is refused aloud. The same code read again
// within the pause of its own success is marked a repeat: a reader's double read (the pause
// exists for it), which the card must not count as a second unit.
import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** Reads one code; true when it was taken, which starts the pause. */
export type ScanReader = (code: string, read: { repeat: boolean }) => Promise<boolean>;

export interface ScanQueue {
  /** How many reads wait for their turn (the card shows 'Aguarde' while any does). */
  useWaiting: UseBoundStore<StoreApi<{ waiting: number }>>;
  push: (code: string) => void;
  /** The card that reads from now on; the function returned lets it go (if still the one). */
  setReader: (reader: ScanReader) => () => void;
}

export interface ScanQueueOptions {
  pauseMs: number;
  /** A read no card could take. */
  onDiscard: (code: string) => void;
}

export function createScanQueue(options: ScanQueueOptions): ScanQueue {
  const useWaiting = create<{ waiting: number }>()(() => ({ waiting: 0 }));
  const codes: { code: string; arrivedAt: number }[] = [];
  let reader: ScanReader | null = null;
  let draining = false;
  let pausedUntil = 0;
  /** The code whose success started the pause. */
  let pausedBy: string | null = null;
  const publish = () => useWaiting.setState({ waiting: codes.length });

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    try {
      while (codes.length > 0) {
        const wait = pausedUntil - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const { code, arrivedAt } = codes.shift()!;
        publish();
        // Read when due by whichever card is on screen then: the next item's, after a success.
        const current = reader;
        if (!current) {
          options.onDiscard(code);
          continue;
        }
        const repeat = code === pausedBy && arrivedAt < pausedUntil;
        const taken = await current(code, { repeat }).catch(() => false);
        if (taken) {
          pausedUntil = Date.now() + options.pauseMs;
          pausedBy = code;
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    useWaiting,
    push: (code) => {
      codes.push({ code, arrivedAt: Date.now() });
      publish();
      void drain();
    },
    setReader: (next) => {
      reader = next;
      return () => {
        if (reader === next) reader = null;
      };
    },
  };
}
