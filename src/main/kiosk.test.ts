import { describe, expect, it } from 'vitest';
import { kioskKeyAction } from './kiosk';

const key = (k: string, mods: Partial<{ control: boolean; meta: boolean; alt: boolean; shift: boolean }> = {}) => ({
  type: 'keyDown' as const,
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('kioskKeyAction', () => {
  it('lets codes, plates and Enter through', () => {
    for (const k of ['7', 'A', 'Enter', 'Backspace', ';', '-']) expect(kioskKeyAction(key(k))).toBe('allow');
    expect(kioskKeyAction(key('A', { shift: true }))).toBe('allow');
    expect(kioskKeyAction(key('v', { control: true }))).toBe('allow');
  });

  it('blocks closing, new windows, printing, full-screen exit and DevTools', () => {
    expect(kioskKeyAction(key('w', { control: true }))).toBe('block');
    expect(kioskKeyAction(key('W', { meta: true }))).toBe('block');
    expect(kioskKeyAction(key('F4', { alt: true }))).toBe('block');
    expect(kioskKeyAction(key('p', { control: true }))).toBe('block');
    expect(kioskKeyAction(key('F11'))).toBe('block');
    expect(kioskKeyAction(key('I', { control: true, shift: true }))).toBe('block');
  });

  it('quits on the technician chord only, on key down', () => {
    expect(kioskKeyAction(key('Q', { control: true, alt: true, shift: true }))).toBe('quit');
    expect(kioskKeyAction({ ...key('Q', { control: true, alt: true, shift: true }), type: 'keyUp' })).toBe('allow');
    expect(kioskKeyAction(key('q', { control: true }))).toBe('block');
  });
});
