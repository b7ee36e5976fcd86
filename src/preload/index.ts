// The sandboxed preload: exposes exactly the StationBridge of src/shared/bridge.ts as
// `window.station`. Each member forwards one named channel; the page never sees
// ipcRenderer, the event objects or any channel it could choose itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_CHANNELS,
  BRIDGE_GLOBAL_NAME,
  type ServerStatus,
  type StationBridge,
  type StationInfo,
} from '../shared/bridge';

const station = {
  getStationInfo: () => ipcRenderer.invoke(BRIDGE_CHANNELS.getStationInfo) as Promise<StationInfo>,

  onServerStatus: (listener: (status: ServerStatus) => void) => {
    // Drop the IpcRendererEvent: it carries `sender`, an ipcRenderer the page must not get.
    const forward = (_event: IpcRendererEvent, status: ServerStatus) => listener(status);
    ipcRenderer.on(BRIDGE_CHANNELS.serverStatus, forward);
    return () => {
      ipcRenderer.removeListener(BRIDGE_CHANNELS.serverStatus, forward);
    };
  },
} satisfies StationBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL_NAME, station);
