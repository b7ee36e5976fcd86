import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { listDevices } from './device-list';

afterEach(() => SerialPortMock.binding.reset());

describe('listDevices', () => {
  it('lists serial ports and each HID device once', async () => {
    SerialPortMock.binding.createPort('/dev/ttyACM0', { manufacturer: 'Honeywell', vendorId: '0c2e', productId: '0b61' });
    const hid = { vendorId: 0x05e0, productId: 0x1200, product: 'Symbol Bar Code Scanner' };
    const list = await listDevices({ listSerial: () => SerialPortMock.list(), listHid: () => Promise.resolve([hid, { ...hid }]), listUsbPrinters: () => Promise.resolve(['/dev/usb/lp0']) });
    expect(list.serialPorts).toEqual([expect.objectContaining({ path: '/dev/ttyACM0', manufacturer: 'Honeywell', vendorId: '0c2e' })]);
    expect(list.hidDevices).toEqual([hid]);
    expect(list.usbPrinters).toEqual(['/dev/usb/lp0']);
  });

  it('keeps one list when the other driver fails', async () => {
    const logged: string[] = [];
    const list = await listDevices({
      listSerial: () => Promise.reject(new Error('EACCES')),
      listHid: () => Promise.resolve([{ vendorId: 1, productId: 2 }]),
      listUsbPrinters: () => Promise.resolve([]),
      log: (message) => logged.push(message),
    });
    expect(list).toEqual({ serialPorts: [], hidDevices: [{ vendorId: 1, productId: 2, product: undefined, manufacturer: undefined }], usbPrinters: [] });
    expect(logged[0]).toMatch(/serial ports/);
  });
});
