// What a device path in the station's settings may be (issue 19). The settings arrive from
// the page, which may be any script on a plain-http LAN origin: a path is the one thing that
// lets it reach the station's files, so only device names are taken, and a file (a shell
// profile, a document) is refused in words before anything opens it.

/** Serial ports: Linux ttyS/ttyUSB/ttyACM/ttyAMA and the stable by-id links, Windows COMn, macOS tty/cu. */
const SERIAL: Partial<Record<NodeJS.Platform, RegExp>> = {
  linux: /^\/dev\/(tty(S|USB|ACM|AMA)\d{1,3}|serial\/by-(id|path)\/[\w.:+@-]{1,200})$/,
  win32: /^(\\\\\.\\)?COM\d{1,3}$/i,
  darwin: /^\/dev\/(tty|cu)\.[\w.-]{1,100}$/,
};

/** USB printer-class devices: Linux usblp's /dev/usb/lpN, a Windows printer share \\host\name. */
const USB_PRINTER: Partial<Record<NodeJS.Platform, RegExp>> = {
  linux: /^\/dev\/usb\/lp\d{1,3}$/,
  win32: /^\\\\[\w.-]{1,63}\\[\w .$-]{1,80}$/,
};

export const SERIAL_PATH_MESSAGE = 'Porta serial inválida: use uma porta como /dev/ttyUSB0, /dev/ttyACM0 ou COM3.';
export const USB_PRINTER_PATH_MESSAGE = 'Impressora USB inválida: use /dev/usb/lp0 (Linux) ou o compartilhamento \\\\localhost\\Zebra (Windows).';

export function isSerialDevicePath(path: string, platform: NodeJS.Platform = process.platform): boolean {
  return SERIAL[platform]?.test(path) ?? false;
}

export function isUsbPrinterPath(path: string, platform: NodeJS.Platform = process.platform): boolean {
  return USB_PRINTER[platform]?.test(path) ?? false;
}
