// The only door between the sandboxed renderer and the main process: one named function per
// bridge method, each invoking its own channel. No generic invoke, no ipcRenderer, no Node.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_METHODS, ipcChannel, type StudioWindowApi } from '../bridge/bridge.ts';

const studio = Object.fromEntries(
  BRIDGE_METHODS.map((method) => [method, (...args: unknown[]) => ipcRenderer.invoke(ipcChannel(method), ...args)]),
) as StudioWindowApi;

contextBridge.exposeInMainWorld('studio', Object.freeze(studio));
