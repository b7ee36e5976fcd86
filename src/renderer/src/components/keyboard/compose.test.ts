import { describe, expect, it } from 'vitest';
import { applyKey, type EditState } from './compose';

const start = (value = '', caret = value.length): EditState => ({ value, caret, pendingAccent: null });
const type = (state: EditState, ...keys: string[]) => keys.reduce(applyKey, state);

describe('applyKey', () => {
  it('inserts at the caret and deletes backwards', () => {
    expect(type(start('ac', 1), 'b')).toMatchObject({ value: 'abc', caret: 2 });
    expect(type(start('abc'), '{bksp}')).toMatchObject({ value: 'ab', caret: 2 });
    expect(type(start('abc', 0), '{bksp}')).toMatchObject({ value: 'abc', caret: 0 });
    expect(type(start('a'), '{space}', 'b')).toMatchObject({ value: 'a b' });
  });

  it('replaces a selection', () => {
    expect(applyKey({ value: 'abcd', caret: 1, selectionEnd: 3, pendingAccent: null }, 'x')).toMatchObject({
      value: 'axd',
      caret: 2,
    });
  });

  it('composes accents from dead keys', () => {
    expect(type(start(), '´', 'a', '~', 'o', '^', 'E', '`', 'a').value).toBe('áõÊà');
    expect(type(start(), '\u0308', 'u').value).toBe('ü');
    expect(type(start(), 'ç').value).toBe('ç');
  });

  it('writes the accent itself before a space or a letter it does not fit', () => {
    expect(type(start(), '~', '{space}').value).toBe('~');
    expect(type(start(), '´', 'x').value).toBe('´x');
    expect(type(start(), '´', '~', 'a').value).toBe('´ã');
  });

  it('drops a pending accent on backspace and ignores control keys', () => {
    expect(type(start('a'), '´', '{bksp}')).toMatchObject({ value: 'a', pendingAccent: null });
    expect(type(start('a'), '{shift}', '{enter}', '{tab}', '{lock}').value).toBe('a');
  });
});
