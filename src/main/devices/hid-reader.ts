// USB HID readers opened by vendor and product id through node-hid, in HID POS or keyboard
// mode. The opener is a parameter: node-hid's HIDAsync.open in the app, a fake in tests.
import type { HidFormat } from '../../shared/bridge';
import { createHidKeyboardDecoder } from './hid-keyboard';
import { createHidPosDecoder } from './hid-pos';
import type { DeviceHandle } from './reconnecting-device';

/** What this code uses of node-hid's HIDAsync (an EventEmitter of 'data' and 'error'). */
export interface HidDeviceLike {
  on(event: 'data', listener: (report: Buffer) => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  close(): Promise<void>;
}

export type HidOpener = (vendorId: number, productId: number) => Promise<HidDeviceLike>;

/** Opens the reader; its reports reach onData as characters, each code ending with CR. */
export async function openHidDevice(openHid: HidOpener, vendorId: number, productId: number, format: HidFormat): Promise<DeviceHandle> {
  const device = await openHid(vendorId, productId);
  const decode = format === 'pos' ? createHidPosDecoder() : createHidKeyboardDecoder();
  const encoder = new TextEncoder();
  let closing = false;
  return {
    onData: (listener) =>
      void device.on('data', (report) => {
        const typed = decode(report);
        if (typed) listener(encoder.encode(typed));
      }),
    onGone: (listener) => {
      let told = false;
      // node-hid reports an unplugged device as a read error.
      device.on('error', (error) => {
        if (closing || told) return;
        told = true;
        void device.close().catch(() => {});
        listener(error instanceof Error ? error.message : String(error));
      });
    },
    close: async () => {
      closing = true;
      await device.close();
    },
  };
}
