// The conveyor screen's hidden scan input: a handheld reader types into it and presses
// Enter. It takes the focus back every 300 ms (spec: 100 to 500 ms) unless a modal with its
// own field is open, and at once from a button just tapped, so a read right after a tap is
// not typed into that button (whose Enter would press it).
import { useEffect, useRef } from 'react';
import { focusIsElsewhere } from '@renderer/hooks/useScanner';

export const REFOCUS_MS = 300;

interface HiddenScanInputProps {
  /** While a modal with its own field is open (default: never). */
  paused?: boolean;
  onScan: (code: string) => void;
}

export function HiddenScanInput({ paused = false, onScan }: HiddenScanInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (paused) return undefined;
    const focus = () => {
      if (document.activeElement !== ref.current) ref.current?.focus({ preventScroll: true });
    };
    focus();
    const timer = window.setInterval(focus, REFOCUS_MS);
    const onFocusIn = () => {
      if (ref.current && !focusIsElsewhere(ref.current)) window.setTimeout(focus, 0);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [paused]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const input = ref.current;
        const code = input?.value.trim();
        if (input) input.value = '';
        if (code) onScan(code);
      }}
      style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', opacity: 0, pointerEvents: 'none' }}
    >
      <input ref={ref} aria-label="Leitura de caixas" autoComplete="off" data-testid="scan-input" />
    </form>
  );
}
