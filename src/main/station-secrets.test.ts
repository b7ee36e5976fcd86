import { describe, expect, it } from 'vitest';
import { openSecrets, sealSecrets, type SecretCodec } from './station-secrets';

/** A stand-in for safeStorage: reversible, and plainly not the password. */
const keychain: SecretCodec = {
  available: () => true,
  seal: (plain) => Buffer.from(`sealed:${plain}`).toString('base64'),
  open: (sealed) => {
    const text = Buffer.from(sealed, 'base64').toString();
    if (!text.startsWith('sealed:')) throw new Error('not ours');
    return text.slice('sealed:'.length);
  },
};
const noKeychain: SecretCodec = { ...keychain, available: () => false };
const settings = { role: 'fixed-reader', serverUrl: 'http://cd:3000', conveyorAccount: { login: 'esteira', password: 'segredo-da-esteira' } };

describe('the conveyor password at rest', () => {
  it('is written sealed, never as plain text', () => {
    const written = JSON.stringify(sealSecrets(settings, keychain));
    expect(written).not.toContain('segredo-da-esteira');
    expect(written).toContain('"login":"esteira"');
  });

  it('reads back as the same password', () => {
    const logged: string[] = [];
    expect(openSecrets(sealSecrets(settings, keychain), keychain, (line) => logged.push(line))).toEqual(settings);
    expect(logged).toEqual([]);
  });

  it('stays as it was on a machine without a keychain', () => {
    expect(sealSecrets(settings, noKeychain)).toEqual(settings);
  });

  it('reads files of older versions, with a plain password, unchanged', () => {
    expect(openSecrets(settings, keychain, () => undefined)).toEqual(settings);
  });

  it('drops a password sealed on another machine and says what to do', () => {
    const copied = { ...settings, conveyorAccount: { login: 'esteira', sealedPassword: 'bm90LW91cnM=' } };
    const logged: string[] = [];
    expect(openSecrets(copied, keychain, (line) => logged.push(line))).toEqual({ ...settings, conveyorAccount: { login: 'esteira' } });
    expect(logged[0]).toContain('informe-a de novo');
  });

  it('leaves settings without a conveyor account alone', () => {
    const plain = { role: 'all-in-one' };
    expect(sealSecrets(plain, keychain)).toBe(plain);
    expect(openSecrets(plain, keychain, () => undefined)).toBe(plain);
  });
});
