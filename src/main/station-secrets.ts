// The station key never sits in station.json as plain text: it is sealed with the operating
// system's keychain (Electron's safeStorage: DPAPI on Windows, the Secret Service or kwallet
// on Linux) before writing, and opened after reading. A machine without a keychain keeps it
// as it is, and the log says so once.
//
// Stations of earlier versions signed in as a person (`conveyorAccount`, a login and a
// password): that password is dropped on reading (dropLegacyAccount), so no person's
// password stays on a kiosk; the station needs a station key from the panel instead.

export interface SecretCodec {
  /** Whether sealing works on this machine (safeStorage.isEncryptionAvailable()). */
  available(): boolean;
  seal(plain: string): string;
  open(sealed: string): string;
}

type Stored = Record<string, unknown>;

const isObject = (value: unknown): value is Stored => typeof value === 'object' && value !== null;

/** The stored object with the station key sealed (when the machine can). */
export function sealSecrets<T extends object>(settings: T, codec: SecretCodec): T {
  const { stationKey, ...rest } = settings as Stored;
  if (typeof stationKey !== 'string' || !codec.available()) return settings;
  return { ...rest, sealedStationKey: codec.seal(stationKey) } as T;
}

/**
 * The stored object with the station key opened, ready for validation. A key that cannot be
 * opened (the file was copied from another machine) is dropped: the settings screen asks for
 * it again instead of the station sending garbage.
 */
export function openSecrets(stored: unknown, codec: SecretCodec, log: (message: string) => void): unknown {
  if (!isObject(stored) || typeof stored.sealedStationKey !== 'string') return stored;
  const { sealedStationKey, ...rest } = stored;
  try {
    return { ...rest, stationKey: codec.open(sealedStationKey) };
  } catch {
    log('a chave da estação não pôde ser aberta nesta máquina; informe-a de novo nas configurações da estação');
    return rest;
  }
}

/** Whether the stored object still holds a person's account from an earlier version. */
export function hasLegacyAccount(stored: unknown): boolean {
  return isObject(stored) && 'conveyorAccount' in stored;
}

export function dropLegacyAccount(stored: Stored): Stored {
  const { conveyorAccount: _dropped, ...rest } = stored;
  return rest;
}

/** What Electron's safeStorage says about itself (getSelectedStorageBackend exists on Linux only). */
export interface KeychainProbe {
  isEncryptionAvailable(): boolean;
  getSelectedStorageBackend?(): string;
}

/**
 * Whether sealing protects anything here. On Linux without a secret service (GNOME Keyring,
 * KWallet) Electron falls back to 'basic_text', a key written in its own code: sealing with
 * it hides nothing, so the key is kept as it is and the station's screen says so.
 */
export function keychainSeals(probe: KeychainProbe, platform: NodeJS.Platform): boolean {
  if (!probe.isEncryptionAvailable()) return false;
  return platform !== 'linux' || probe.getSelectedStorageBackend?.() !== 'basic_text';
}
