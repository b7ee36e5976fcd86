import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BRIDGE_CHANNELS, type StationInfo } from '../shared/bridge';
import { forwardServerStatus, handleTrusted, isTrustedSender, registerStationIpc } from './ipc';
import { createServerStatusFeed } from './server-status';
import { createTrustedUrlCheck } from './trusted-url';

const isTrustedUrl = createTrustedUrlCheck(['http://127.0.0.1:3000']);
type Handler = Parameters<IpcMain['handle']>[1];

function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    handle: (channel: string, handler: Handler) => void handlers.set(channel, handler),
    removeHandler: (channel: string) => void handlers.delete(channel),
    invoke(channel: string, frameUrl: string | null, ...args: unknown[]) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`no handler for ${channel}`);
      return Promise.resolve(handler(sender(frameUrl), ...args));
    },
  };
}

const sender = (url: string | null) => ({ senderFrame: url === null ? null : { url } }) as unknown as IpcMainInvokeEvent;

const info: StationInfo = {
  appVersion: '0.1.0',
  platform: 'linux',
  role: 'all-in-one',
  serverUrl: 'http://127.0.0.1:3000',
  embeddedServer: true,
  serverStatus: { state: 'running', url: 'http://127.0.0.1:3000' },
  keySealed: true,
};

describe('isTrustedSender', () => {
  it('accepts a frame on the app origin', () => {
    expect(isTrustedSender(sender('http://127.0.0.1:3000/panel'), isTrustedUrl)).toBe(true);
  });

  it('refuses foreign frames and frames that are gone', () => {
    expect(isTrustedSender(sender('https://evil.example/'), isTrustedUrl)).toBe(false);
    expect(isTrustedSender(sender('file:///tmp/x.html'), isTrustedUrl)).toBe(false);
    expect(isTrustedSender(sender(null), isTrustedUrl)).toBe(false);
  });
});

describe('handleTrusted', () => {
  it('calls the handler with validated arguments', async () => {
    const ipcMain = fakeIpcMain();
    const handler = vi.fn((n: number) => n * 2);
    handleTrusted(ipcMain, isTrustedUrl, BRIDGE_CHANNELS.getStationInfo, z.tuple([z.number().int()]), handler);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, 'http://127.0.0.1:3000/', 21)).resolves.toBe(42);
  });

  it('refuses untrusted senders before touching the handler', async () => {
    const ipcMain = fakeIpcMain();
    const handler = vi.fn();
    handleTrusted(ipcMain, isTrustedUrl, BRIDGE_CHANNELS.getStationInfo, z.tuple([]), handler);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, 'https://evil.example/')).rejects.toThrow(/refused/);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, null)).rejects.toThrow(/refused/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses malformed or extra arguments', async () => {
    const ipcMain = fakeIpcMain();
    const handler = vi.fn();
    handleTrusted(ipcMain, isTrustedUrl, BRIDGE_CHANNELS.getStationInfo, z.tuple([z.string()]), handler);
    const trusted = 'http://127.0.0.1:3000/';
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, trusted, 7)).rejects.toThrow(/invalid arguments/);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, trusted, 'a', 'b')).rejects.toThrow(/invalid arguments/);
    expect(handler).not.toHaveBeenCalled();
  });
});

const hardware = {
  getSettings: vi.fn(() => ({ role: 'all-in-one' as const, readers: [] })),
  saveSettings: vi.fn(() => Promise.resolve({ restartNeeded: false })),
  listDevices: vi.fn(() => Promise.resolve({ serialPorts: [], hidDevices: [], usbPrinters: [] })),
  readerStatuses: vi.fn(() => []),
  conveyorLinkStatus: vi.fn(() => ({ state: 'off' as const, pending: 0 })),
  printerStatus: vi.fn(() => Promise.resolve({ ok: true, faults: [] })),
  printTestLabel: vi.fn(() => Promise.resolve({ ok: true, faults: [] })),
};

describe('registerStationIpc', () => {
  const app = 'http://127.0.0.1:3000/';

  it('validates settings and printers from the page with the same schemas as the store', async () => {
    const ipcMain = fakeIpcMain();
    registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo: () => info, restartApp: vi.fn(), hardware });
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.saveSettings, app, { role: 'supervisor', readers: [] }, '1234')).rejects.toThrow(/serverUrl/);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.printTestLabel, app, { kind: 'tcp', host: 'x', port: 99999 })).rejects.toThrow(/invalid/);
    expect(hardware.saveSettings).not.toHaveBeenCalled();
    expect(hardware.printTestLabel).not.toHaveBeenCalled();

    const printer = { kind: 'tcp', host: '10.0.0.9', port: 9100 };
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.printTestLabel, app, printer)).resolves.toEqual({ ok: true, faults: [] });
    expect(hardware.printTestLabel).toHaveBeenCalledWith(printer);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.saveSettings, 'https://evil.example/', { role: 'all-in-one', readers: [] }, '1234')).rejects.toThrow(/refused/);
    // The owner's code travels with the settings to the hardware, which checks it.
    await ipcMain.invoke(BRIDGE_CHANNELS.saveSettings, app, { role: 'all-in-one', readers: [] }, '1234');
    expect(hardware.saveSettings).toHaveBeenCalledWith({ role: 'all-in-one', readers: [] }, '1234');
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.saveSettings, app, { role: 'all-in-one', readers: [] })).rejects.toThrow(/invalid/);
  });

  it("refuses a page's printer or reader path that names a file, not a device (issue 19)", async () => {
    const ipcMain = fakeIpcMain();
    registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo: () => info, restartApp: vi.fn(), hardware });
    const app = 'http://127.0.0.1:3000/';
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.printTestLabel, app, { kind: 'usb', path: '/root/.bashrc' })).rejects.toThrow(/Impressora USB inválida/);
    const fileReader = { kind: 'serial', id: 'r', use: 'fixed', path: '/etc/cron.d/x', baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1, lineEnding: 'cr' };
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.saveSettings, app, { role: 'all-in-one', readers: [fileReader] }, '1234')).rejects.toThrow(/Porta serial inválida/);
    expect(hardware.printTestLabel).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/root/.bashrc' }));
    expect(hardware.saveSettings).not.toHaveBeenCalledWith(expect.objectContaining({ readers: [fileReader] }));
  });

  it('answers getStationInfo for the app page, without arguments, and can be removed', async () => {
    const ipcMain = fakeIpcMain();
    const remove = registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo: () => info, restartApp: vi.fn(), hardware });
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, 'http://127.0.0.1:3000/')).resolves.toEqual(info);
    await expect(ipcMain.invoke(BRIDGE_CHANNELS.getStationInfo, 'http://127.0.0.1:3000/', 'x')).rejects.toThrow();
    remove();
    expect(ipcMain.handlers.size).toBe(0);
  });
});

describe('forwardServerStatus', () => {
  function fakeContents(url: string) {
    return { url, destroyed: false, send: vi.fn(), getURL() { return this.url; }, isDestroyed() { return this.destroyed; } };
  }

  it('sends changes to a page on the app origin', () => {
    const feed = createServerStatusFeed({ state: 'starting' });
    const contents = fakeContents('http://127.0.0.1:3000/');
    forwardServerStatus(feed, contents, isTrustedUrl);
    feed.set({ state: 'stopping' });
    expect(contents.send).toHaveBeenCalledWith(BRIDGE_CHANNELS.serverStatus, { state: 'stopping' });
  });

  it('sends nothing to foreign or destroyed pages, nor after unsubscribing', () => {
    const feed = createServerStatusFeed({ state: 'starting' });
    const foreign = fakeContents('https://evil.example/');
    const destroyed = fakeContents('http://127.0.0.1:3000/');
    destroyed.destroyed = true;
    const later = fakeContents('http://127.0.0.1:3000/');
    forwardServerStatus(feed, foreign, isTrustedUrl);
    forwardServerStatus(feed, destroyed, isTrustedUrl);
    forwardServerStatus(feed, later, isTrustedUrl)();
    feed.set({ state: 'stopping' });
    expect(foreign.send).not.toHaveBeenCalled();
    expect(destroyed.send).not.toHaveBeenCalled();
    expect(later.send).not.toHaveBeenCalled();
  });
});
