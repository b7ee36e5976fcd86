import { EventEmitter } from 'node:events';
import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReaderScan, ReaderSettings, ReaderStatus } from '../../shared/bridge';
import type { HidDeviceLike } from './hid-reader';
import { createReaders, type ReaderDrivers } from './readers';

const PATH = '/dev/ttyMOCK0';
const serialReader: ReaderSettings = {
  kind: 'serial',
  id: 'fixo',
  use: 'fixed',
  path: PATH,
  baudRate: 9600,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  lineEnding: 'crlf',
};

/** A keyboard-mode HID scanner: reports typed by `type`, unplugged by `unplug`. */
class FakeHid extends EventEmitter implements HidDeviceLike {
  closed = false;
  close() {
    this.closed = true;
    return Promise.resolve();
  }
  type(text: string) {
    for (const char of text) {
      const usage = char === '\r' ? 0x28 : char === '0' ? 0x27 : char >= '1' && char <= '9' ? 0x1e + Number(char) - 1 : 0x04 + char.toLowerCase().charCodeAt(0) - 97;
      const shift = char >= 'A' && char <= 'Z' ? 0x02 : 0;
      this.emit('data', Buffer.from([shift, 0, usage, 0, 0, 0, 0, 0]));
      this.emit('data', Buffer.alloc(8));
    }
  }
  unplug() {
    this.emit('error', new Error('could not read from HID device'));
  }
}

function harness(hidPresent: () => FakeHid | undefined = () => undefined) {
  const scans: ReaderScan[] = [];
  const statuses: ReaderStatus[] = [];
  const ports: SerialPortMock[] = [];
  const waiters: { check: () => boolean; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (waiter.check()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const drivers: ReaderDrivers = {
    createSerialPort: (options) => {
      const port = new SerialPortMock(options);
      ports.push(port);
      return port;
    },
    openHid: () => {
      const device = hidPresent();
      return device ? Promise.resolve(device) : Promise.reject(new Error('device not found'));
    },
  };
  const readers = createReaders({
    drivers,
    retryMs: 10,
    onScan: (scan) => {
      scans.push(scan);
      settle();
    },
    onStatus: (status) => {
      statuses.push(status);
      settle();
    },
  });
  const until = (check: () => boolean) => new Promise<void>((resolve) => (check() ? resolve() : waiters.push({ check, resolve })));
  const lastState = (id: string) => statuses.filter((s) => s.readerId === id).at(-1)?.state;
  return { readers, scans, statuses, ports, until, lastState, codes: () => scans.map((s) => s.code) };
}

/** The open mock port's binding, to feed bytes or pull the cable. */
function bindingOf(port: SerialPortMock) {
  return port.port as unknown as { emitData(data: string): void; pendingRead?: (error: Error) => void };
}

/** Pulls the cable: the port disappears and the stream's pending read fails. */
async function unplug(port: SerialPortMock) {
  SerialPortMock.binding.reset();
  const binding = bindingOf(port);
  // The stream starts its next read a few ticks after the last data; wait for it to wait.
  while (!binding.pendingRead) await new Promise((resolve) => setImmediate(resolve));
  binding.pendingRead(new Error('device disconnected'));
}

afterEach(() => SerialPortMock.binding.reset());

describe('serial readers', () => {
  it('frames codes split across chunks and several in one chunk', async () => {
    SerialPortMock.binding.createPort(PATH);
    const h = harness();
    await h.readers.apply([serialReader]);
    await h.until(() => h.lastState('fixo') === 'connected');
    const port = bindingOf(h.ports[0]!);
    port.emitData('7891000');
    port.emitData('055123\r');
    port.emitData('\nQR;1;2\r\nQR;1;3\r\n');
    await h.until(() => h.scans.length === 3);
    expect(h.codes()).toEqual(['7891000055123', 'QR;1;2', 'QR;1;3']);
    expect(h.scans[0]).toMatchObject({ readerId: 'fixo', use: 'fixed' });
    await h.readers.stop();
  });

  it('reports an unplugged reader and reads again once it is plugged back', async () => {
    SerialPortMock.binding.createPort(PATH);
    const h = harness();
    await h.readers.apply([serialReader]);
    await h.until(() => h.lastState('fixo') === 'connected');
    bindingOf(h.ports[0]!).emitData('ANTES\r\n');
    await h.until(() => h.scans.length === 1);

    await unplug(h.ports[0]!);
    await h.until(() => h.lastState('fixo') === 'disconnected');
    expect(h.statuses.at(-1)?.message).toMatch(/Leitor/);
    // Retries fail while it is away.
    await h.until(() => h.ports.length >= 3);
    expect(h.lastState('fixo')).not.toBe('connected');

    SerialPortMock.binding.createPort(PATH);
    await h.until(() => h.lastState('fixo') === 'connected');
    bindingOf(h.ports.at(-1)!).emitData('DEPOIS\r\n');
    await h.until(() => h.scans.length === 2);
    expect(h.codes()).toEqual(['ANTES', 'DEPOIS']);
    await h.readers.stop();
  });

  it('keeps retrying a reader that is not plugged in at start', async () => {
    const h = harness();
    await h.readers.apply([serialReader]);
    await h.until(() => h.lastState('fixo') === 'disconnected');
    SerialPortMock.binding.createPort(PATH);
    await h.until(() => h.lastState('fixo') === 'connected');
    await h.readers.stop();
  });
});

describe('HID readers', () => {
  const hidReader: ReaderSettings = { kind: 'hid', id: 'mao', use: 'hand', vendorId: 0x05e0, productId: 0x1200, format: 'keyboard' };

  it('turns keyboard reports into codes, then survives an unplug and replug', async () => {
    let device: FakeHid | undefined = new FakeHid();
    const h = harness(() => device);
    await h.readers.apply([hidReader]);
    await h.until(() => h.lastState('mao') === 'connected');
    device.type('Ab12\r');
    await h.until(() => h.scans.length === 1);
    expect(h.scans[0]).toMatchObject({ readerId: 'mao', use: 'hand', code: 'Ab12' });

    const first = device;
    device = undefined;
    first.unplug();
    await h.until(() => h.lastState('mao') === 'disconnected');
    expect(first.closed).toBe(true);

    device = new FakeHid();
    await h.until(() => h.lastState('mao') === 'connected');
    device.type('99\r');
    await h.until(() => h.scans.length === 2);
    expect(h.codes()).toEqual(['Ab12', '99']);
    await h.readers.stop();
  });

  it('reads a HID POS reader, codes split across reports', async () => {
    const device = new FakeHid();
    const h = harness(() => device);
    await h.readers.apply([{ ...hidReader, format: 'pos' }]);
    await h.until(() => h.lastState('mao') === 'connected');
    const report = (data: string, more: boolean) => {
      const bytes = Buffer.alloc(64);
      bytes[0] = 0x02;
      bytes[1] = data.length;
      bytes.write(data, 2, 'latin1');
      bytes[63] = more ? 1 : 0;
      return bytes;
    };
    device.emit('data', report('QR;55', true));
    device.emit('data', report(';2', false));
    await h.until(() => h.scans.length === 1);
    expect(h.codes()).toEqual(['QR;55;2']);
    await h.readers.stop();
  });
});
