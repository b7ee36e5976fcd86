// Where the station's settings are kept: `station.json` in Electron's user data folder
// (e.g. ~/.config/Doca on Linux, %APPDATA%\Doca on Windows). A fresh station gets the
// defaults written out, so the file shows IT every setting there is to change. The
// window's last place lives next to it in `window-state.json`.
import { safeStorage } from 'electron';
import Store from 'electron-store';
import { DEFAULT_STATION_SETTINGS, type StationSettings } from './station';
import { settleAdminCode } from './station-admin-code';
import { dropLegacyAccount, hasLegacyAccount, keychainSeals, openSecrets, sealSecrets, type SecretCodec } from './station-secrets';

export interface StationStore {
  /** The raw stored object; validate it with resolveStationSettings. */
  read(): unknown;
  /** Replaces the stored settings (already validated by the caller). */
  write(settings: StationSettings): void;
  /** Absolute path of the settings file, for error messages. */
  path: string;
}

/** The station key is sealed with `codec` on the way in and opened on the way out. */
export function openStationStore(codec: SecretCodec, log: (message: string) => void): StationStore {
  const store = new Store<Record<string, unknown>>({ name: 'station', defaults: { ...DEFAULT_STATION_SETTINGS } });
  if (hasLegacyAccount(store.store)) {
    store.store = dropLegacyAccount(store.store);
    log('a conta de pessoa da esteira foi apagada desta estação: cadastre uma chave de estação (painel, Estações)');
  }
  const code = settleAdminCode(store.store);
  if (code.changed) store.store = code.stored;
  if (code.created) {
    // Only here, in the station's log file: the page must never be able to read it.
    log(`código do administrador da estação: ${code.created} (para trocá-lo, escreva "adminCode": "<novo código>" em ${store.path})`);
  }
  return {
    read: () => openSecrets(store.store, codec, log),
    write: (settings) => {
      store.store = { ...sealSecrets(settings, codec) };
    },
    path: store.path,
  };
}

export interface WindowStateStore {
  read(): unknown;
  write(state: unknown): void;
}

export function openWindowStateStore(): WindowStateStore {
  const store = new Store<{ window?: unknown }>({ name: 'window-state' });
  return { read: () => store.get('window'), write: (state) => store.set('window', state) };
}

/** The operating system's keychain through Electron's safeStorage (after app ready). */
export function keychainCodec(): SecretCodec {
  return {
    available: () => keychainSeals(safeStorage, process.platform),
    seal: (plain) => safeStorage.encryptString(plain).toString('base64'),
    open: (sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
  };
}
