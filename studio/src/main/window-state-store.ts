// The window's place kept with electron-store (a small JSON file in the app's userData), apart
// from the studio's data folder: it is this computer's preference, not the owner's work.
// Only the Electron entry imports this file: electron-store needs the electron module.
import ElectronStore from 'electron-store';
import type { SavedWindow, WindowStateStore } from './window-state.ts';

export function createWindowStateStore(): WindowStateStore {
  const store = new ElectronStore<{ window?: SavedWindow }>({ name: 'studio-window' });
  return {
    get: () => store.get('window'),
    set: (saved) => store.set('window', saved),
  };
}
