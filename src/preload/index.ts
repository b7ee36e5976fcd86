// The sandboxed preload: exposes exactly the StationBridge of src/shared/bridge.ts as
// `window.station`. Each member forwards one named channel; the page never sees
// ipcRenderer, the event objects or any channel it could choose itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_CHANNELS,
  BRIDGE_GLOBAL_NAME,
  type BridgeChannel,
  type ConveyorLinkStatus,
  type DeviceList,
  type PrinterSettings,
  type PrinterStatus,
  type ReaderScan,
  type ReaderStatus,
  type ServerStatus,
  type StationBridge,
  type StationInfo,
  type StationSettingsInput,
  type Unsubscribe,
} from '../shared/bridge';

/** Subscribes `listener` to a main -> page event channel. */
function listen<T>(channel: BridgeChannel, listener: (payload: T) => void): Unsubscribe {
  // Drop the IpcRendererEvent: it carries `sender`, an ipcRenderer the page must not get.
  const forward = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

const invoke = <T>(channel: BridgeChannel, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args) as Promise<T>;

const station = {
  getStationInfo: () => invoke<StationInfo>(BRIDGE_CHANNELS.getStationInfo),
  onServerStatus: (listener: (status: ServerStatus) => void) => listen(BRIDGE_CHANNELS.serverStatus, listener),
  getSettings: () => invoke<StationSettingsInput>(BRIDGE_CHANNELS.getSettings),
  saveSettings: (settings: StationSettingsInput, adminCode: string) =>
    invoke<{ restartNeeded: boolean }>(BRIDGE_CHANNELS.saveSettings, settings, adminCode),
  listDevices: () => invoke<DeviceList>(BRIDGE_CHANNELS.listDevices),
  getReaderStatuses: () => invoke<ReaderStatus[]>(BRIDGE_CHANNELS.getReaderStatuses),
  onReaderStatus: (listener: (status: ReaderStatus) => void) => listen(BRIDGE_CHANNELS.readerStatus, listener),
  onScan: (listener: (scan: ReaderScan) => void) => listen(BRIDGE_CHANNELS.scan, listener),
  getConveyorLink: () => invoke<ConveyorLinkStatus>(BRIDGE_CHANNELS.getConveyorLink),
  onConveyorLink: (listener: (status: ConveyorLinkStatus) => void) => listen(BRIDGE_CHANNELS.conveyorLink, listener),
  printerStatus: (printer: PrinterSettings) => invoke<PrinterStatus>(BRIDGE_CHANNELS.printerStatus, printer),
  printTestLabel: (printer: PrinterSettings) => invoke<PrinterStatus>(BRIDGE_CHANNELS.printTestLabel, printer),
  restartApp: () => invoke<void>(BRIDGE_CHANNELS.restartApp),
} satisfies StationBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL_NAME, station);
