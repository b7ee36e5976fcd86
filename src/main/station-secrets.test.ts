import { describe, expect, it } from 'vitest';
import { dropLegacyAccount, hasLegacyAccount, keychainSeals, openSecrets, sealSecrets, type SecretCodec } from './station-secrets';

/** A stand-in for safeStorage: reversible, and plainly not the key. */
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
const settings = { role: 'fixed-reader', serverUrl: 'http://cd:3000', stationKey: 'doca_station_segredo-da-esteira' };

describe('the station key at rest', () => {
  it('is written sealed, never as plain text', () => {
    const written = JSON.stringify(sealSecrets(settings, keychain));
    expect(written).not.toContain('segredo-da-esteira');
    expect(written).toContain('"role":"fixed-reader"');
  });

  it('reads back as the same key', () => {
    const logged: string[] = [];
    expect(openSecrets(sealSecrets(settings, keychain), keychain, (line) => logged.push(line))).toEqual(settings);
    expect(logged).toEqual([]);
  });

  it('stays as it was on a machine without a keychain', () => {
    expect(sealSecrets(settings, noKeychain)).toEqual(settings);
  });

  it('drops a key sealed on another machine and says what to do', () => {
    const { stationKey: _key, ...rest } = settings;
    const copied = { ...rest, sealedStationKey: 'bm90LW91cnM=' };
    const logged: string[] = [];
    expect(openSecrets(copied, keychain, (line) => logged.push(line))).toEqual(rest);
    expect(logged[0]).toContain('informe-a de novo');
  });

  it('leaves settings without a key alone', () => {
    const plain = { role: 'all-in-one' };
    expect(sealSecrets(plain, keychain)).toBe(plain);
    expect(openSecrets(plain, keychain, () => undefined)).toBe(plain);
  });
});

describe("an earlier version's conveyor account", () => {
  it("is found and dropped with its password, so no person's password stays on the kiosk", () => {
    const old = { role: 'fixed-reader', serverUrl: 'http://cd:3000', conveyorAccount: { login: 'esteira', sealedPassword: 'c2VncmVkbw==' } };
    expect(hasLegacyAccount(old)).toBe(true);
    const dropped = dropLegacyAccount(old);
    expect(dropped).toEqual({ role: 'fixed-reader', serverUrl: 'http://cd:3000' });
    expect(hasLegacyAccount(dropped)).toBe(false);
  });
});

describe('the keychain', () => {
  const probe = (available: boolean, backend?: string) => ({ isEncryptionAvailable: () => available, getSelectedStorageBackend: () => backend ?? 'gnome_libsecret' });

  it("seals nothing with Linux's basic_text fallback, whose key is in Electron's own code", () => {
    expect(keychainSeals(probe(true, 'basic_text'), 'linux')).toBe(false);
    expect(keychainSeals(probe(true, 'gnome_libsecret'), 'linux')).toBe(true);
    expect(keychainSeals(probe(true, 'kwallet5'), 'linux')).toBe(true);
  });

  it('seals with DPAPI on Windows, and nowhere when encryption is unavailable', () => {
    expect(keychainSeals({ isEncryptionAvailable: () => true }, 'win32')).toBe(true);
    expect(keychainSeals(probe(false), 'linux')).toBe(false);
    expect(keychainSeals({ isEncryptionAvailable: () => false }, 'win32')).toBe(false);
  });
});
