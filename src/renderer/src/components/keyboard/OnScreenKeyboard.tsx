// The optional on-screen keyboard (spec/operator.md §2 'Login'): Brazilian ABNT2 layout
// with accents (dead keys), shift for one key and caps lock; or, for a licence plate, only
// digits, capital letters, apagar and confirmar. It never takes the focus, so keys go to
// whichever field is focused; the owner applies them (see compose.ts).
import { useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import brazilian from 'simple-keyboard-layouts/build/layouts/brazilian';
import classes from './OnScreenKeyboard.module.css';

/** A Brazilian plate (ABC1D23, ABC1234) has nothing but capital letters and digits. */
const PLATE_LAYOUT = {
  default: ['1 2 3 4 5 6 7 8 9 0', 'Q W E R T Y U I O P', 'A S D F G H J K L', 'Z X C V B N M {bksp}', '{enter}'],
};

export type KeyboardLayout = 'text' | 'plate';

const DISPLAY = {
  '{bksp}': 'apagar',
  '{shift}': 'shift',
  '{lock}': 'caps',
  '{tab}': 'tab',
  '{space}': ' ',
};

interface OnScreenKeyboardProps {
  /** Called with each key: a character, a dead key, or `{bksp}`, `{space}`, `{tab}`, `{enter}`. */
  onKey: (key: string) => void;
  /** 'text' (the default) is the full ABNT2 keyboard; 'plate' only what a plate holds. */
  layout?: KeyboardLayout;
}

export function OnScreenKeyboard({ onKey, layout = 'text' }: OnScreenKeyboardProps) {
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
        layout={layout === 'plate' ? PLATE_LAYOUT : brazilian.layout}
        layoutName={layout === 'text' && upper ? 'shift' : 'default'}
        display={{ ...DISPLAY, '{enter}': layout === 'plate' ? 'confirmar' : 'entrar' }}
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
