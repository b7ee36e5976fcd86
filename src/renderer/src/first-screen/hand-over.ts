// The app takes over from the picking screen the server drew (server/http/first-screen.ts):
// once the app shows the order itself (or has gone elsewhere), the server's screen goes and the
// app's appears in its place with the focus on its own scan input, a code half typed carried
// over (handOverFirstScreen, in the commit that shows the app's screen); then, once that
// screen's effects run (its scanner listens from one), the codes a reader sent meanwhile (kept
// by the page's script, shared/first-screen.ts) are scanned there, in order, as if read now
// (scanEarlyCodes).
import { EARLY_SCANS_GLOBAL, FIRST_SCREEN_ID } from '@shared/first-screen';

const SCAN_INPUT = '[data-testid="scan-input"]';

declare global {
  interface Window {
    [EARLY_SCANS_GLOBAL]?: string[];
  }
}

/** The codes read on the server's screen, waiting for the app's scanner. */
let earlyCodes: string[] = [];

const appScanInput = () => document.querySelector<HTMLInputElement>(`#root ${SCAN_INPUT}`);

export function handOverFirstScreen(): void {
  const first = document.getElementById(FIRST_SCREEN_ID);
  if (!first) return;
  const halfTyped = first.querySelector<HTMLInputElement>(SCAN_INPUT)?.value ?? '';
  earlyCodes = window[EARLY_SCANS_GLOBAL] ?? [];
  window[EARLY_SCANS_GLOBAL] = [];
  first.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  const input = appScanInput();
  if (!input) {
    // No scan input (the order was finished or reset meanwhile): the codes were for an order no
    // longer on screen, and the app's screen says why.
    earlyCodes = [];
    return;
  }
  input.focus({ preventScroll: true });
  input.value = halfTyped;
}

/** The codes read before the app took over, typed into its scan input as a reader types them. */
export function scanEarlyCodes(): void {
  const input = appScanInput();
  const codes = earlyCodes;
  earlyCodes = [];
  if (!input) return;
  const halfTyped = input.value;
  for (const code of codes) {
    input.value = code;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  }
  input.value = halfTyped;
}
