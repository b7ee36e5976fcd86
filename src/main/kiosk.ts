// The conveyor kiosk's keyboard: the belt has a keyboard for codes and plates, and a stray
// Ctrl+W, Alt+F4 or F11 must not close or shrink the screen the whole line reads from.
// A technician leaves with Ctrl+Alt+Shift+Q (documented in the README).
import type { Input } from 'electron';

export type KioskKeyAction = 'allow' | 'block' | 'quit';

type KeyInput = Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'alt' | 'shift'>;

/** Ctrl (or Cmd) + these letters open, close or print windows. */
const BLOCKED_WITH_CTRL = new Set(['w', 'q', 'n', 't', 'p', 'o', 's', 'f4']);
const BLOCKED_ALONE = new Set(['f11', 'f12']);

export function kioskKeyAction(input: KeyInput): KioskKeyAction {
  if (input.type !== 'keyDown') return 'allow';
  const key = input.key.toLowerCase();
  const ctrl = input.control || input.meta;
  if (ctrl && input.alt && input.shift && key === 'q') return 'quit';
  if (input.alt && key === 'f4') return 'block';
  if (ctrl && BLOCKED_WITH_CTRL.has(key)) return 'block';
  // DevTools (Ctrl+Shift+I/J/C) are off in packaged builds anyway; keep the kiosk closed.
  if (ctrl && input.shift && ['i', 'j', 'c'].includes(key)) return 'block';
  if (BLOCKED_ALONE.has(key)) return 'block';
  return 'allow';
}
