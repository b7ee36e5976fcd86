// The serial ports and HID devices plugged in now, for the settings screen to offer. A
// driver that fails (no permission on /dev/hidraw*, a missing native module) leaves its
// list empty instead of hiding the other one.
import type { DeviceList, HidDeviceInfo, SerialPortInfo } from '../../shared/bridge';

export interface DeviceListers {
  listSerial: () => Promise<SerialPortInfo[]>;
  /** node-hid's devicesAsync(): one entry per interface, so a device can appear twice. */
  listHid: () => Promise<HidDeviceInfo[]>;
  /** USB printer-class device files (usb-printer.ts listUsbPrinters). */
  listUsbPrinters: () => Promise<string[]>;
  log?: (message: string) => void;
}

export async function listDevices({ listSerial, listHid, listUsbPrinters, log = () => {} }: DeviceListers): Promise<DeviceList> {
  const settle = async <T>(what: string, list: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await list();
    } catch (error) {
      log(`could not list ${what}: ${String(error)}`);
      return [];
    }
  };
  const [serialPorts, hid, usbPrinters] = await Promise.all([
    settle('serial ports', listSerial),
    settle('HID devices', listHid),
    settle('USB printers', listUsbPrinters),
  ]);
  const seen = new Set<string>();
  const hidDevices = hid.filter((device) => {
    const key = `${device.vendorId}:${device.productId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    serialPorts: serialPorts.map(({ path, manufacturer, serialNumber, vendorId, productId }) => ({ path, manufacturer, serialNumber, vendorId, productId })),
    hidDevices: hidDevices.map(({ vendorId, productId, product, manufacturer }) => ({ vendorId, productId, product, manufacturer })),
    usbPrinters,
  };
}
