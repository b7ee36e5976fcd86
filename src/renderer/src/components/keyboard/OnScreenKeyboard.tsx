// The optional on-screen keyboard (spec/operator.md §2 'Login'): Brazilian ABNT2 layout
// with accents (dead keys), shift for one key and caps lock. It never takes the focus, so
// keys go to whichever field is focused; the owner applies them (see compose.ts).
import { useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import brazilian from 'simple-keyboard-layouts/build/layouts/brazilian';
import classes from './OnScreenKeyboard.module.css';

const DISPLAY = {
  '{bksp}': 'apagar',
  '{enter}': 'entrar',
  '{shift}': 'shift',
  '{lock}': 'caps',
  '{tab}': 'tab',
  '{space}': ' ',
};

interface OnScreenKeyboardProps {
  /** Called with each key: a character, a dead key, or `{bksp}`, `{space}`, `{tab}`, `{enter}`. */
  onKey: (key: string) => void;
}

export function OnScreenKeyboard({ onKey }: OnScreenKeyboardProps) {
  const [shift, setShift] = useState(false);
  const [lock, setLock] = useState(false);
  const upper = shift !== lock;

  const press = (button: string) => {
    if (button === '{shift}') return setShift((value) => !value);
    if (button === '{lock}') return setLock((value) => !value);
    onKey(button);
    if (shift && !button.startsWith('{')) setShift(false);
  };

  return (
    <div className={classes.keyboard} role="group" aria-label="Teclado virtual">
      <Keyboard
        layout={brazilian.layout}
        layoutName={upper ? 'shift' : 'default'}
        display={DISPLAY}
        onKeyPress={press}
        preventMouseDownDefault
        mergeDisplay
        buttonTheme={[
          ...(shift ? [{ class: classes.active ?? '', buttons: '{shift}' }] : []),
          ...(lock ? [{ class: classes.active ?? '', buttons: '{lock}' }] : []),
        ]}
      />
    </div>
  );
}
