import { describe, expect, it } from 'vitest';
import { DEFAULT_STATION_SETTINGS, mergeSettingsInput, needsRestart, resolveStationSettings, settingsInputOf } from './station';

describe('station settings', () => {
  it('defaults to an all-in-one on loopback port 3000', () => {
    expect(DEFAULT_STATION_SETTINGS).toEqual({
      role: 'all-in-one',
      embeddedServer: { host: '127.0.0.1', port: 3000 },
      readers: [],
    });
    expect(resolveStationSettings(undefined)).toEqual({ ok: true, settings: DEFAULT_STATION_SETTINGS });
    expect(resolveStationSettings({})).toEqual({ ok: true, settings: DEFAULT_STATION_SETTINGS });
  });

  it('fills missing embedded-server fields', () => {
    const result = resolveStationSettings({ embeddedServer: { port: 8080 } });
    expect(result).toMatchObject({ ok: true, settings: { embeddedServer: { host: '127.0.0.1', port: 8080 } } });
  });

  it('accepts a kiosk pointed at the centre server', () => {
    const result = resolveStationSettings({ role: 'conveyor-kiosk', serverUrl: 'http://10.0.0.2:3000' });
    expect(result).toMatchObject({ ok: true, settings: { role: 'conveyor-kiosk', serverUrl: 'http://10.0.0.2:3000' } });
  });

  it('refuses a non all-in-one station without a server URL', () => {
    const result = resolveStationSettings({ role: 'supervisor' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(/serverUrl/);
  });

  it('refuses unknown roles, non-web URLs and bad ports', () => {
    expect(resolveStationSettings({ role: 'printer' }).ok).toBe(false);
    expect(resolveStationSettings({ role: 'fixed-reader', serverUrl: 'file:///srv/doca' }).ok).toBe(false);
    expect(resolveStationSettings({ role: 'fixed-reader', serverUrl: 'not a url' }).ok).toBe(false);
    expect(resolveStationSettings({ embeddedServer: { port: 70000 } }).ok).toBe(false);
    expect(resolveStationSettings({ embeddedServer: { port: '3000' } }).ok).toBe(false);
  });

  it('lets the environment override role and server URL', () => {
    const result = resolveStationSettings(
      { role: 'all-in-one' },
      { DOCA_STATION_ROLE: 'fixed-reader', DOCA_SERVER_URL: 'https://doca.centre.example' },
    );
    expect(result).toMatchObject({ ok: true, settings: { role: 'fixed-reader', serverUrl: 'https://doca.centre.example' } });
  });
});

describe('settings from the screen', () => {
  const serial = {
    kind: 'serial',
    id: 'fixo',
    use: 'fixed',
    path: '/dev/ttyACM0',
    baudRate: 9600,
    dataBits: 8,
    parity: 'none',
    stopBits: 1,
    lineEnding: 'crlf',
  } as const;

  it('keeps readers and printer, and refuses duplicate reader ids', () => {
    const result = resolveStationSettings({ readers: [serial], printer: { kind: 'tcp', host: '10.0.0.9', port: 9100 } });
    expect(result).toMatchObject({ ok: true, settings: { readers: [serial], printer: { kind: 'tcp', port: 9100 } } });
    expect(resolveStationSettings({ readers: [serial, serial] }).ok).toBe(false);
    expect(resolveStationSettings({ readers: [{ ...serial, baudRate: 12 }] }).ok).toBe(false);
  });

  it('merges the screen input over the stored settings and says when a restart is needed', () => {
    const stored = resolveStationSettings({ embeddedServer: { port: 8080 }, printer: { kind: 'tcp', host: 'p', port: 9100 } });
    if (!stored.ok) throw new Error(stored.problem);
    const input = { ...settingsInputOf(stored.settings), readers: [serial] };
    delete input.printer;
    const merged = mergeSettingsInput(stored.settings, input);
    expect(merged).toEqual({ role: 'all-in-one', embeddedServer: { host: '127.0.0.1', port: 8080 }, readers: [serial] });
    expect(needsRestart(stored.settings, merged)).toBe(false);
    const kiosk = mergeSettingsInput(stored.settings, { ...input, role: 'conveyor-kiosk', serverUrl: 'http://10.0.0.2:3000' });
    expect(needsRestart(stored.settings, kiosk)).toBe(true);
  });

  describe('the station key', () => {
    const KEY = 'doca_station_abcdef123456';
    const onServer = (serverUrl: string) => {
      const stored = resolveStationSettings({ role: 'fixed-reader', serverUrl, stationKey: KEY });
      if (!stored.ok) throw new Error(stored.problem);
      return stored.settings;
    };

    it('is never read back to the screen, only whether one is kept', () => {
      const input = settingsInputOf(onServer('https://cd.local'));
      expect(input).toEqual({ role: 'fixed-reader', serverUrl: 'https://cd.local', readers: [], stationKeyKept: true });
      expect(JSON.stringify(input)).not.toContain(KEY);
    });

    it('is kept by a save without a key, replaced by a new one and removed by an empty one', () => {
      const stored = onServer('https://cd.local');
      const screen = settingsInputOf(stored);
      expect(mergeSettingsInput(stored, screen).stationKey).toBe(KEY);
      expect(mergeSettingsInput(stored, { ...screen, stationKey: 'doca_station_new' }).stationKey).toBe('doca_station_new');
      expect(mergeSettingsInput(stored, { ...screen, stationKey: '' }).stationKey).toBeUndefined();
    });

    it('is dropped when the server address changes, so it never goes to a server that did not issue it', () => {
      const stored = onServer('https://cd.local');
      const moved = mergeSettingsInput(stored, { ...settingsInputOf(stored), serverUrl: 'https://other.example' });
      expect(moved.serverUrl).toBe('https://other.example');
      expect(moved.stationKey).toBeUndefined();
    });

    it('refuses what is not a station key (a person\'s password pasted there)', () => {
      const result = resolveStationSettings({ role: 'fixed-reader', serverUrl: 'https://cd.local', stationKey: 'demo1234' });
      expect(result).toMatchObject({ ok: false, problem: expect.stringContaining('a chave da estação começa com doca_station_') });
    });
  });
});
