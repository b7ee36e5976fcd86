// All the station's readers at once: each configured reader is opened (and reopened) on its
// own; every code read reaches `onScan` with the reader's id and use. Settings changes
// replace the whole set (apply), which is cheap and leaves no half-updated reader behind.
import type { ReaderScan, ReaderSettings, ReaderStatus } from '../../shared/bridge';
import { openHidDevice, type HidOpener } from './hid-reader';
import { createLineFramer } from './line-framer';
import { startReconnectingDevice, type ReconnectingDevice } from './reconnecting-device';
import { openSerialDevice, type SerialPortFactory } from './serial-reader';

export interface ReaderDrivers {
  createSerialPort: SerialPortFactory;
  openHid: HidOpener;
}

export interface ReadersOptions {
  drivers: ReaderDrivers;
  onScan: (scan: ReaderScan) => void;
  onStatus: (status: ReaderStatus) => void;
  retryMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface Readers {
  /** Stops the current readers and starts these. */
  apply(settings: readonly ReaderSettings[]): Promise<void>;
  statuses(): ReaderStatus[];
  stop(): Promise<void>;
}

export function createReaders({ drivers, onScan, onStatus, retryMs, now = () => new Date(), log }: ReadersOptions): Readers {
  let running: ReconnectingDevice[] = [];

  const start = (reader: ReaderSettings): ReconnectingDevice => {
    // A HID reader's codes end with CR (hid-keyboard.ts, hid-pos.ts).
    const framer = createLineFramer({
      lineEnding: reader.kind === 'serial' ? reader.lineEnding : 'cr',
      onCode: (code) => onScan({ readerId: reader.id, use: reader.use, code, at: now().toISOString() }),
      onOverflow: (length) => log?.(`reader ${reader.id}: dropped ${length}+ bytes without a line ending`),
    });
    const open =
      reader.kind === 'serial'
        ? () => openSerialDevice(drivers.createSerialPort, reader)
        : () => openHidDevice(drivers.openHid, reader.vendorId, reader.productId, reader.format);
    return startReconnectingDevice({
      readerId: reader.id,
      open,
      onData: (chunk) => framer.push(chunk),
      onReset: () => framer.reset(),
      onStatus,
      retryMs,
      log,
    });
  };

  const stopAll = async () => {
    const stopping = running;
    running = [];
    await Promise.all(stopping.map((device) => device.stop()));
  };

  return {
    async apply(settings) {
      await stopAll();
      running = settings.map(start);
    },
    statuses: () => running.map((device) => device.status()),
    stop: stopAll,
  };
}
