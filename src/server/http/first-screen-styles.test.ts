// The first frame's styles: the rules whose selectors the markup's classes can match, in order,
// @media kept around what it holds, keyframes and class-free rules always.
import { describe, expect, it } from 'vitest';
import { classesOf, firstScreenStyles } from './first-screen-styles';

const SHEET = [
  ':root{--gap:4px}',
  'body{margin:0}',
  '.card{padding:8px}',
  '.dialog{position:fixed}',
  '.card .title,.dialog .title{font-weight:700}',
  'button:not(.quiet){cursor:pointer}',
  '@media (min-width:48em){.card{padding:16px}.dialog{inset:0}}',
  '@media (min-width:62em){.dialog{inset:8px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('the first frame\'s styles', () => {
  it('keeps what the markup\'s classes can match, and every rule that names no class', () => {
    const styles = firstScreenStyles([SHEET]);
    const picked = styles.forMarkup('<div class="card"><h1 class="title x">Separação</h1><button>Quebra</button></div>');
    expect(picked).toBe(
      [
        ':root{--gap:4px}',
        'body{margin:0}',
        '.card{padding:8px}',
        '.card .title,.dialog .title{font-weight:700}',
        'button:not(.quiet){cursor:pointer}',
        '@media (min-width:48em){.card{padding:16px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('reads the classes of every class attribute', () => {
    expect([...classesOf('<a class="m_1 mantine-Button-root"></a><b class=" x  y "></b><i data-class="no"></i>')]).toEqual(['m_1', 'mantine-Button-root', 'x', 'y']);
  });
});
