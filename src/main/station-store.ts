// Where the station's settings are kept: `station.json` in Electron's user data folder
// (e.g. ~/.config/Doca on Linux, %APPDATA%\Doca on Windows). A fresh station gets the
// defaults written out, so the file shows IT every setting there is to change.
import Store from 'electron-store';
import { DEFAULT_STATION_SETTINGS } from './station';

export interface StationStore {
  /** The raw stored object; validate it with resolveStationSettings. */
  read(): unknown;
  /** Absolute path of the settings file, for error messages. */
  path: string;
}

export function openStationStore(): StationStore {
  const store = new Store<Record<string, unknown>>({ name: 'station', defaults: { ...DEFAULT_STATION_SETTINGS } });
  return { read: () => store.store, path: store.path };
}
