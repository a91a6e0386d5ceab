// `window.studio`, as the preload (Electron) or the studio:web shim installs it.
import type { StudioWindowApi } from '../bridge/bridge.ts';

declare global {
  interface Window {
    studio?: StudioWindowApi;
  }
}

export {};
