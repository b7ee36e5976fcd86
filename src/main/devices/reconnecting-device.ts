// Keeps one reader open for as long as it is wanted: opens it, reports its state, and when
// it is unplugged (or was never plugged in) tries again every few seconds, so a floor
// worker fixes a loose cable by plugging it back and nothing else. The device itself comes
// from `open` (serial-reader.ts, hid-reader.ts), so this logic is written and tested once.
import type { ReaderStatus } from '../../shared/bridge';

/** An open device as the reader sees it: bytes in, and one notice when it goes away. */
export interface DeviceHandle {
  onData(listener: (chunk: Uint8Array) => void): void;
  /** Called once when the device is gone (unplugged, read error) but not after close(). */
  onGone(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

export interface ReconnectingDeviceOptions {
  readerId: string;
  open: () => Promise<DeviceHandle>;
  onData: (chunk: Uint8Array) => void;
  onStatus: (status: ReaderStatus) => void;
  /** Called before each reopen, so a half-read code does not join the next one. */
  onReset?: () => void;
  retryMs?: number;
  log?: (message: string) => void;
}

export interface ReconnectingDevice {
  status(): ReaderStatus;
  stop(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startReconnectingDevice({
  readerId,
  open,
  onData,
  onStatus,
  onReset,
  retryMs = 3000,
  log = () => {},
}: ReconnectingDeviceOptions): ReconnectingDevice {
  let stopped = false;
  let handle: DeviceHandle | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let current: ReaderStatus = { readerId, state: 'connecting' };

  const report = (next: ReaderStatus) => {
    current = next;
    onStatus(next);
  };

  const retryLater = (message: string) => {
    if (stopped) return;
    report({ readerId, state: 'disconnected', message });
    retryTimer = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (stopped) return;
    onReset?.();
    report({ readerId, state: 'connecting' });
    let opened: DeviceHandle;
    try {
      opened = await open();
    } catch (error) {
      retryLater(`Leitor não encontrado: ${messageOf(error)}`);
      return;
    }
    if (stopped) {
      await opened.close().catch(() => {});
      return;
    }
    handle = opened;
    opened.onData((chunk) => {
      if (handle === opened) onData(chunk);
    });
    opened.onGone((reason) => {
      if (handle !== opened) return;
      handle = undefined;
      log(`reader ${readerId} gone: ${reason}`);
      retryLater(`Leitor desconectado: ${reason}`);
    });
    log(`reader ${readerId} connected`);
    report({ readerId, state: 'connected' });
  }

  void connect();

  return {
    status: () => current,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = handle;
      handle = undefined;
      await open?.close().catch(() => {});
    },
  };
}
