// Serial readers (RS-232 and USB-serial/CDC) through serialport. The port class is a
// parameter: serialport's SerialPort in the app, SerialPortMock in tests.
import type { SerialPortMock } from 'serialport';
import type { SerialReaderSettings } from '../../shared/bridge';
import type { DeviceHandle } from './reconnecting-device';

export type SerialLine = Pick<SerialReaderSettings, 'path' | 'baudRate' | 'dataBits' | 'parity' | 'stopBits'>;

/** What this code uses of a serialport stream (SerialPort and SerialPortMock both fit). */
export type SerialPortLike = Pick<SerialPortMock, 'open' | 'close' | 'on' | 'once' | 'isOpen' | 'write' | 'drain'>;

export type SerialPortFactory = (options: SerialLine & { autoOpen: false }) => SerialPortLike;

/** Opens a serial port as a DeviceHandle; rejects when the port cannot be opened. */
export function openSerialDevice(createPort: SerialPortFactory, settings: SerialLine): Promise<DeviceHandle> {
  return new Promise((resolve, reject) => {
    const port = createPort({
      path: settings.path,
      baudRate: settings.baudRate,
      dataBits: settings.dataBits,
      parity: settings.parity,
      stopBits: settings.stopBits,
      autoOpen: false,
    });
    port.open((error) => {
      if (error) {
        reject(error);
        return;
      }
      let closing = false;
      resolve({
        onData: (listener) => void port.on('data', (chunk: Buffer) => listener(chunk)),
        onGone: (listener) => {
          // serialport closes the stream itself on a disconnect, with the error as argument.
          port.once('close', (closeError?: Error | null) => {
            if (!closing) listener(closeError?.message ?? 'porta fechada');
          });
        },
        close: () =>
          new Promise<void>((done) => {
            closing = true;
            if (!port.isOpen) done();
            else port.close(() => done());
          }),
      });
    });
    // Errors after open arrive here; a disconnect also emits 'close', handled above.
    port.on('error', () => {});
  });
}
