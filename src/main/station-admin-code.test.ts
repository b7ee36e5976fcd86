import { describe, expect, it } from 'vitest';
import { adminCodeMatches, createAdminCodeCheck, hashAdminCode, settleAdminCode, TOO_MANY_TRIES, WRONG_ADMIN_CODE } from './station-admin-code';

describe("the station owner's code", () => {
  it('is kept only as a hash that matches it and nothing else', () => {
    const hash = hashAdminCode('31415926');
    expect(hash).not.toContain('31415926');
    expect(adminCodeMatches('31415926', hash)).toBe(true);
    expect(adminCodeMatches('31415927', hash)).toBe(false);
    expect(adminCodeMatches('31415926', 'garbage')).toBe(false);
  });

  it("written plain by IT in station.json becomes its hash at the next start", () => {
    const settled = settleAdminCode({ role: 'fixed-reader', adminCode: ' 55550000 ' });
    expect(settled.changed).toBe(true);
    expect(settled.created).toBeUndefined();
    expect(settled.stored.adminCode).toBeUndefined();
    expect(adminCodeMatches('55550000', settled.stored.adminCodeHash as string)).toBe(true);
    expect(settleAdminCode(settled.stored)).toEqual({ stored: settled.stored, changed: false });
  });

  it('is made at the first start of a station without one, eight digits, given once', () => {
    const settled = settleAdminCode({ role: 'all-in-one' });
    expect(settled.created).toMatch(/^\d{8}$/);
    expect(adminCodeMatches(settled.created!, settled.stored.adminCodeHash as string)).toBe(true);
  });

  it('pauses the tries for a minute after five wrong codes in a row', () => {
    let now = 0;
    const check = createAdminCodeCheck(() => now);
    const hash = hashAdminCode('12121212');
    for (let attempt = 0; attempt < 4; attempt++) expect(() => check('00000000', hash)).toThrow(WRONG_ADMIN_CODE);
    check('12121212', hash);
    for (let attempt = 0; attempt < 5; attempt++) expect(() => check('00000000', hash)).toThrow(WRONG_ADMIN_CODE);
    expect(() => check('12121212', hash)).toThrow(TOO_MANY_TRIES);
    now = 60_001;
    expect(() => check('12121212', hash)).not.toThrow();
    expect(() => check('12121212', undefined)).toThrow(WRONG_ADMIN_CODE);
  });
});
