import { describe, expect, it } from 'vitest';
import { DEFAULT_STATION_SETTINGS, resolveStationSettings } from './station';

describe('station settings', () => {
  it('defaults to an all-in-one on loopback port 3000', () => {
    expect(DEFAULT_STATION_SETTINGS).toEqual({
      role: 'all-in-one',
      embeddedServer: { host: '127.0.0.1', port: 3000 },
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
