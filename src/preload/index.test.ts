// The preload exposes exactly the StationBridge: each call goes to its own named channel,
// and listeners get the payload only, never Electron's event (which carries ipcRenderer).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, BRIDGE_GLOBAL_NAME, type StationBridge } from '../shared/bridge';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn((..._args: unknown[]) => Promise.resolve('answer')),
  on: vi.fn(),
  removeListener: vi.fn(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, value: unknown) => electron.exposed.set(name, value) },
  ipcRenderer: { invoke: electron.invoke, on: electron.on, removeListener: electron.removeListener },
}));

let station: StationBridge;
beforeAll(async () => {
  await import('./index');
  station = electron.exposed.get(BRIDGE_GLOBAL_NAME) as StationBridge;
});

describe('preload', () => {
  it('exposes one object, window.station, and nothing else', () => {
    expect([...electron.exposed.keys()]).toEqual(['station']);
  });

  it('sends each call on its channel with its arguments', async () => {
    const printer = { kind: 'tcp' as const, host: '10.0.0.9', port: 9100 };
    const calls: [Promise<unknown>, string, unknown[]][] = [
      [station.getStationInfo(), BRIDGE_CHANNELS.getStationInfo, []],
      [station.getSettings(), BRIDGE_CHANNELS.getSettings, []],
      [station.saveSettings({ role: 'all-in-one', readers: [] }, '1234'), BRIDGE_CHANNELS.saveSettings, [{ role: 'all-in-one', readers: [] }, '1234']],
      [station.listDevices(), BRIDGE_CHANNELS.listDevices, []],
      [station.getReaderStatuses(), BRIDGE_CHANNELS.getReaderStatuses, []],
      [station.getConveyorLink(), BRIDGE_CHANNELS.getConveyorLink, []],
      [station.printerStatus(printer), BRIDGE_CHANNELS.printerStatus, [printer]],
      [station.printTestLabel(printer), BRIDGE_CHANNELS.printTestLabel, [printer]],
      [station.restartApp(), BRIDGE_CHANNELS.restartApp, []],
    ];
    for (const [promise, channel, args] of calls) {
      await expect(promise).resolves.toBe('answer');
      expect(electron.invoke).toHaveBeenCalledWith(channel, ...args);
    }
  });

  it('hands listeners the payload only, and unsubscribes them', () => {
    const subscriptions: [(listener: (payload: unknown) => void) => () => void, string][] = [
      [station.onServerStatus as never, BRIDGE_CHANNELS.serverStatus],
      [station.onScan as never, BRIDGE_CHANNELS.scan],
      [station.onReaderStatus as never, BRIDGE_CHANNELS.readerStatus],
      [station.onConveyorLink as never, BRIDGE_CHANNELS.conveyorLink],
    ];
    for (const [subscribe, channel] of subscriptions) {
      electron.on.mockClear();
      const listener = vi.fn();
      const unsubscribe = subscribe(listener);
      const [onChannel, forward] = electron.on.mock.calls[0] as [string, (event: unknown, payload: unknown) => void];
      expect(onChannel).toBe(channel);
      forward({ sender: 'ipcRenderer' }, { code: '789' });
      expect(listener).toHaveBeenCalledWith({ code: '789' });
      expect(listener.mock.calls[0]).toHaveLength(1);
      unsubscribe();
      expect(electron.removeListener).toHaveBeenCalledWith(channel, forward);
    }
  });
});
