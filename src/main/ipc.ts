// The main side of the bridge: one handler per channel of BRIDGE_CHANNELS. Every call is
// answered only for a frame showing the app's own page, with its arguments checked by zod,
// because a compromised or navigated page can send anything on any channel.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { z } from 'zod';
import { BRIDGE_CHANNELS, type BridgeChannel, type StationInfo, type Unsubscribe } from '../shared/bridge';
import type { ServerStatusFeed } from './server-status';
import type { StationHardware } from './station-hardware';
import { printerSettingsSchema, stationSettingsInputSchema } from './station';
import type { UrlCheck } from './trusted-url';

/** The sending frame still exists and shows a trusted URL. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>, isTrustedUrl: UrlCheck): boolean {
  const frame = event.senderFrame;
  return frame != null && isTrustedUrl(frame.url);
}

/** Registers `handler` for `channel`, behind the sender check and argument validation. */
export function handleTrusted<Args extends z.ZodTuple, Result>(
  ipcMain: Pick<IpcMain, 'handle'>,
  isTrustedUrl: UrlCheck,
  channel: BridgeChannel,
  argsSchema: Args,
  handler: (...args: z.output<Args>) => Result | Promise<Result>,
): void {
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    if (!isTrustedSender(event, isTrustedUrl)) throw new Error(`${channel}: refused, the page is not the app's`);
    const parsed = argsSchema.safeParse(args);
    if (!parsed.success) throw new Error(`${channel}: invalid arguments: ${z.prettifyError(parsed.error)}`);
    return handler(...parsed.data);
  });
}

export interface StationIpcInput {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  isTrustedUrl: UrlCheck;
  getStationInfo: () => StationInfo;
  /** Relaunches the app (Electron's app.relaunch + quit). */
  restartApp: () => void;
  hardware: Pick<
    StationHardware,
    | 'getSettings'
    | 'saveSettings'
    | 'listDevices'
    | 'readerStatuses'
    | 'conveyorLinkStatus'
    | 'printerStatus'
    | 'printTestLabel'
  >;
}

/** Answers the bridge's calls; returns a function that removes the handlers again. */
export function registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo, restartApp, hardware }: StationIpcInput): Unsubscribe {
  const channels: BridgeChannel[] = [];
  const handle = <Args extends z.ZodTuple, Result>(
    channel: BridgeChannel,
    args: Args,
    handler: (...args: z.output<Args>) => Result | Promise<Result>,
  ) => {
    handleTrusted(ipcMain, isTrustedUrl, channel, args, handler);
    channels.push(channel);
  };
  const none = z.tuple([]);
  handle(BRIDGE_CHANNELS.getStationInfo, none, () => getStationInfo());
  handle(BRIDGE_CHANNELS.getSettings, none, () => hardware.getSettings());
  handle(BRIDGE_CHANNELS.saveSettings, z.tuple([stationSettingsInputSchema, z.string().max(100)]), (settings, adminCode) =>
    hardware.saveSettings(settings, adminCode),
  );
  handle(BRIDGE_CHANNELS.listDevices, none, () => hardware.listDevices());
  handle(BRIDGE_CHANNELS.getReaderStatuses, none, () => hardware.readerStatuses());
  handle(BRIDGE_CHANNELS.getConveyorLink, none, () => hardware.conveyorLinkStatus());
  handle(BRIDGE_CHANNELS.printerStatus, z.tuple([printerSettingsSchema]), (printer) => hardware.printerStatus(printer));
  handle(BRIDGE_CHANNELS.printTestLabel, z.tuple([printerSettingsSchema]), (printer) => hardware.printTestLabel(printer));
  handle(BRIDGE_CHANNELS.restartApp, none, () => restartApp());
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}

type EventContents = Pick<WebContents, 'send' | 'getURL' | 'isDestroyed'>;

/** Sends each event of `subscribe` on `channel` to the page, as long as it shows the app. */
export function forwardEvents<T>(
  subscribe: (listener: (event: T) => void) => Unsubscribe,
  channel: BridgeChannel,
  contents: EventContents,
  isTrustedUrl: UrlCheck,
): Unsubscribe {
  return subscribe((event) => {
    if (contents.isDestroyed() || !isTrustedUrl(contents.getURL())) return;
    contents.send(channel, event);
  });
}

/** Sends each server status change to the page, as long as it shows the app. */
export function forwardServerStatus(feed: ServerStatusFeed, contents: EventContents, isTrustedUrl: UrlCheck): Unsubscribe {
  return forwardEvents(feed.subscribe, BRIDGE_CHANNELS.serverStatus, contents, isTrustedUrl);
}
