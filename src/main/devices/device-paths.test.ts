import { describe, expect, it } from 'vitest';
import { isSerialDevicePath, isUsbPrinterPath } from './device-paths';

describe('device paths a page may set', () => {
  it('takes serial ports by their device names', () => {
    for (const path of ['/dev/ttyUSB0', '/dev/ttyACM12', '/dev/ttyS1', '/dev/serial/by-id/usb-Datalogic_QD2430-if00']) {
      expect(isSerialDevicePath(path, 'linux'), path).toBe(true);
    }
    expect(isSerialDevicePath('COM3', 'win32')).toBe(true);
    expect(isSerialDevicePath('\\\\.\\COM12', 'win32')).toBe(true);
    expect(isSerialDevicePath('/dev/cu.usbserial-1410', 'darwin')).toBe(true);
  });

  it('refuses files, traversal and other devices', () => {
    for (const path of ['/root/.bashrc', '/dev/ttyUSB0/../../etc/passwd', '/dev/sda', '/etc/shadow', '/dev/serial/by-id/../../../etc/passwd', 'COM3']) {
      expect(isSerialDevicePath(path, 'linux'), path).toBe(false);
    }
    expect(isSerialDevicePath('C:\\Users\\op\\file.txt', 'win32')).toBe(false);
  });

  it('takes a USB printer as usblp or a Windows share, and nothing else', () => {
    expect(isUsbPrinterPath('/dev/usb/lp0', 'linux')).toBe(true);
    expect(isUsbPrinterPath('\\\\localhost\\Zebra', 'win32')).toBe(true);
    for (const path of ['/root/.bashrc', '/home/op/.config/autostart/doca.desktop', '/dev/usb/lp0/../../../etc/passwd', '/dev/sda']) {
      expect(isUsbPrinterPath(path, 'linux'), path).toBe(false);
    }
    expect(isUsbPrinterPath('C:\\Windows\\System32\\drivers\\etc\\hosts', 'win32')).toBe(false);
    expect(isUsbPrinterPath('/dev/usb/lp0', 'darwin')).toBe(false);
  });
});
