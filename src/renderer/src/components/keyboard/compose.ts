// Text editing for the on-screen keyboard: inserts at the caret, deletes backwards, and
// composes Portuguese accents from dead keys (´ then a = á, ~ then a = ã, ^ then e = ê,
// ` then a = à, ¨ then u = ü), as a physical ABNT2 keyboard does.

const ACCENTS: Record<string, Record<string, string>> = {
  '´': { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' },
  '`': { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù', A: 'À', E: 'È', I: 'Ì', O: 'Ò', U: 'Ù' },
  '~': { a: 'ã', o: 'õ', n: 'ñ', A: 'Ã', O: 'Õ', N: 'Ñ' },
  '^': { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û', A: 'Â', E: 'Ê', I: 'Î', O: 'Ô', U: 'Û' },
  '¨': { a: 'ä', e: 'ë', i: 'ï', o: 'ö', u: 'ü', A: 'Ä', E: 'Ë', I: 'Ï', O: 'Ö', U: 'Ü' },
};

/** The layout writes the diaeresis as a combining mark; it stands for the ¨ dead key. */
const ALIASES: Record<string, string> = { '\u0308': '¨' };

export interface EditState {
  value: string;
  /** Caret position (selection start). */
  caret: number;
  /** Selection end; equals caret when nothing is selected. */
  selectionEnd?: number;
  /** A dead key waiting for the next letter. */
  pendingAccent: string | null;
}

export function isDeadKey(key: string): boolean {
  return (ALIASES[key] ?? key) in ACCENTS;
}

function insert(state: EditState, text: string): EditState {
  const end = state.selectionEnd ?? state.caret;
  const value = state.value.slice(0, state.caret) + text + state.value.slice(end);
  const caret = state.caret + text.length;
  return { value, caret, selectionEnd: caret, pendingAccent: null };
}

/**
 * Applies one key of simple-keyboard: `{bksp}`, `{space}`, a dead key, or text.
 * Control keys (`{shift}`, `{lock}`, `{tab}`, `{enter}`) leave the text as it is.
 */
export function applyKey(state: EditState, rawKey: string): EditState {
  const key = ALIASES[rawKey] ?? rawKey;
  if (key === '{bksp}') {
    if (state.pendingAccent) return { ...state, pendingAccent: null };
    const end = state.selectionEnd ?? state.caret;
    if (end > state.caret) return insert(state, '');
    if (state.caret === 0) return state;
    const caret = state.caret - 1;
    return { value: state.value.slice(0, caret) + state.value.slice(state.caret), caret, selectionEnd: caret, pendingAccent: null };
  }
  if (key.startsWith('{') && key.endsWith('}') && key !== '{space}') return state;

  const text = key === '{space}' ? ' ' : key;
  const pending = state.pendingAccent;
  if (pending) {
    const composed = ACCENTS[pending]?.[text];
    if (composed) return insert(state, composed);
    if (text === ' ') return insert(state, pending);
    if (isDeadKey(text)) return { ...insert(state, pending), pendingAccent: text };
    return insert(state, pending + text);
  }
  if (isDeadKey(text)) return { ...state, pendingAccent: text };
  return insert(state, text);
}
