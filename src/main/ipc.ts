// The main side of the bridge: one handler per channel of BRIDGE_CHANNELS. Every call is
// answered only for a frame showing the app's own page, with its arguments checked by zod,
// because a compromised or navigated page can send anything on any channel.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { z } from 'zod';
import { BRIDGE_CHANNELS, type BridgeChannel, type StationInfo, type Unsubscribe } from '../shared/bridge';
import type { ServerStatusFeed } from './server-status';
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
}

/** Answers the bridge's calls; returns a function that removes the handlers again. */
export function registerStationIpc({ ipcMain, isTrustedUrl, getStationInfo }: StationIpcInput): Unsubscribe {
  handleTrusted(ipcMain, isTrustedUrl, BRIDGE_CHANNELS.getStationInfo, z.tuple([]), () => getStationInfo());
  return () => ipcMain.removeHandler(BRIDGE_CHANNELS.getStationInfo);
}

/** Sends each server status change to the page, as long as it shows the app. */
export function forwardServerStatus(
  feed: ServerStatusFeed,
  contents: Pick<WebContents, 'send' | 'getURL' | 'isDestroyed'>,
  isTrustedUrl: UrlCheck,
): Unsubscribe {
  return feed.subscribe((status) => {
    if (contents.isDestroyed() || !isTrustedUrl(contents.getURL())) return;
    contents.send(BRIDGE_CHANNELS.serverStatus, status);
  });
}
