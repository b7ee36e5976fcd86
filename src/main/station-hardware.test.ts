// The station's hardware end to end without Electron: a fixed reader on a (mock) serial
// port, the conveyor link signing in and forwarding its codes, settings saved and applied.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { hashAdminCode, TOO_MANY_TRIES, WRONG_ADMIN_CODE } from './station-admin-code';
import { FAKE_STATION_KEY, FakeConveyorEngine } from '../../tests/support/fake-conveyor-engine';
import type { ConveyorLinkStatus, ReaderScan, ReaderStatus, SerialReaderSettings } from '../shared/bridge';
import { PLAIN_HTTP_REFUSED, resolveStationSettings, type StationSettings } from './station';
import { startStationHardware, type StationHardware } from './station-hardware';

const fixedReader: SerialReaderSettings = {
  kind: 'serial',
  id: 'fixo',
  use: 'fixed',
  path: '/dev/ttyUSB7',
  baudRate: 115200,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  lineEnding: 'cr',
};

const running: { hardware?: StationHardware; engine?: FakeConveyorEngine } = {};
afterEach(async () => {
  await running.hardware?.stop();
  await running.engine?.stop().catch(() => {});
  SerialPortMock.binding.reset();
});

/** Resolves once `check` holds: now (`current`) or on a later event. */
function until<T>(subscribe: (listener: (event: T) => void) => unknown, check: (event: T) => boolean, current: T[] = []): Promise<void> {
  return new Promise((resolve) => {
    if (current.some(check)) resolve();
    else subscribe((event) => check(event) && resolve());
  });
}

/** The station owner's code, as IT set it (station-admin-code.ts). */
const CODE = '24681357';
const CODE_HASH = hashAdminCode(CODE);

async function start(stored: object) {
  const engine = new FakeConveyorEngine();
  await engine.start();
  running.engine = engine;
  const settings = resolveStationSettings({ adminCodeHash: CODE_HASH, ...stored });
  if (!settings.ok) throw new Error(settings.problem);
  const saved: StationSettings[] = [];
  const ports: SerialPortMock[] = [];
  const scans: ReaderScan[] = [];
  const hardware = await startStationHardware({
    settings: settings.settings,
    role: settings.settings.role,
    serverUrl: `http://127.0.0.1:${engine.port}`,
    store: (next) => saved.push(next),
    readerDrivers: {
      createSerialPort: (options) => {
        const port = new SerialPortMock(options);
        ports.push(port);
        return port;
      },
      openHid: () => Promise.reject(new Error('no HID here')),
    },
    listers: { listSerial: () => SerialPortMock.list(), listHid: () => Promise.resolve([]), listUsbPrinters: () => Promise.resolve([]) },
    printerDrivers: { createSerialPort: (options) => new SerialPortMock(options) },
    dataDir: mkdtempSync(join(tmpdir(), 'doca-station-')),
  });
  hardware.scans.subscribe((scan) => scans.push(scan));
  running.hardware = hardware;
  return { engine, hardware, saved, ports, scans };
}

describe('station hardware', () => {
  it("sends the fixed reader's codes to the box-count socket and shows them on screen", async () => {
    SerialPortMock.binding.createPort(fixedReader.path);
    const connected = (s: ReaderStatus) => s.state === 'connected';
    const { hardware, engine, ports, scans } = await start(
      { role: 'fixed-reader', serverUrl: 'http://127.0.0.1:1', readers: [fixedReader], stationKey: FAKE_STATION_KEY },
    );
    await until<ReaderStatus>(hardware.readerStatus.subscribe, connected, hardware.readerStatuses());
    await until<ConveyorLinkStatus>(hardware.conveyorLink.subscribe, (s) => s.state === 'connected', [hardware.conveyorLinkStatus()]);
    (ports[0]!.port as unknown as { emitData(d: string): void }).emitData('QR;10;1\rQR;10;2\r');
    await until<ConveyorLinkStatus>(hardware.conveyorLink.subscribe, (s) => s.pending === 0 && engine.received.length === 2);
    expect(engine.received).toEqual(['QR;10;1', 'QR;10;2']);
    expect(scans.map((scan) => scan.code)).toEqual(['QR;10;1', 'QR;10;2']);
  });

  it('has no conveyor link without a fixed reader, and saves readers from the screen at once', async () => {
    const { hardware, saved } = await start({});
    expect(hardware.conveyorLinkStatus()).toEqual({ state: 'off', pending: 0 });
    expect(hardware.getSettings()).toEqual({ role: 'all-in-one', readers: [] });

    SerialPortMock.binding.createPort('/dev/ttyUSB8');
    const handReader = { ...fixedReader, id: 'mao', use: 'hand' as const, path: '/dev/ttyUSB8' };
    const result = await hardware.saveSettings({ role: 'all-in-one', readers: [handReader] }, CODE);
    expect(result).toEqual({ restartNeeded: false });
    expect(saved.at(-1)?.readers).toEqual([handReader]);
    await until<ReaderStatus>(hardware.readerStatus.subscribe, (s) => s.readerId === 'mao' && s.state === 'connected', hardware.readerStatuses());
    expect(hardware.readerStatuses()).toEqual([{ readerId: 'mao', state: 'connected' }]);
    await expect(hardware.saveSettings({ role: 'supervisor', serverUrl: 'https://10.0.0.2:3000', readers: [] }, CODE)).resolves.toEqual({ restartNeeded: true });
  });

  it('stays offline with a key the server refuses, and has no link without a key', async () => {
    const { hardware } = await start({ role: 'fixed-reader', serverUrl: 'http://127.0.0.1:1', readers: [fixedReader], stationKey: 'doca_station_revoked' });
    await until<ConveyorLinkStatus>(hardware.conveyorLink.subscribe, (s) => s.state === 'offline', [hardware.conveyorLinkStatus()]);
    await hardware.saveSettings({ role: 'fixed-reader', serverUrl: 'http://127.0.0.1:1', readers: [fixedReader], stationKey: '' }, CODE);
    expect(hardware.conveyorLinkStatus()).toEqual({ state: 'off', pending: 0 });
  });

  describe("the page's saves (issue 19)", () => {
    it("need the owner's code, and five wrong ones pause the tries", async () => {
      const { hardware, saved } = await start({});
      const save = (code: string) => hardware.saveSettings({ role: 'all-in-one', readers: [] }, code);
      await expect(save('00000000')).rejects.toThrow(WRONG_ADMIN_CODE);
      await expect(save('')).rejects.toThrow(WRONG_ADMIN_CODE);
      expect(saved).toEqual([]);
      for (let attempt = 0; attempt < 3; attempt++) await save('11111111').catch(() => undefined);
      // The fifth wrong try paused them: even the right code waits now.
      await expect(save(CODE)).rejects.toThrow(TOO_MANY_TRIES);
      expect(saved).toEqual([]);
    });

    it('name no plain-http server but the one the owner allowed', async () => {
      const { hardware, saved } = await start({ plainHttpServer: 'http://192.168.0.10:3000' });
      const saveServer = (serverUrl: string) => hardware.saveSettings({ role: 'supervisor', serverUrl, readers: [] }, CODE);
      await expect(saveServer('http://evil.example:3000')).rejects.toThrow(PLAIN_HTTP_REFUSED);
      await expect(saveServer('http://192.168.0.10:3001')).rejects.toThrow(PLAIN_HTTP_REFUSED);
      expect(saved).toEqual([]);
      await expect(saveServer('http://192.168.0.10:3000')).resolves.toEqual({ restartNeeded: true });
      await expect(saveServer('https://doca.cd.example')).resolves.toEqual({ restartNeeded: true });
      expect(saved.map((settings) => settings.serverUrl)).toEqual(['http://192.168.0.10:3000', 'https://doca.cd.example']);
    });
  });
});
