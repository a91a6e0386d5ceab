// The Electron build keeps its state with electron-store (atomic writes, in the app's userData).
// Only the Electron entry imports this file: electron-store itself needs the electron module.
import ElectronStore from 'electron-store';
import type { KeyValueStore } from './key-value-store.ts';

export function createElectronStore(name: string): KeyValueStore {
  // Keys such as "record:blog:3" or cookie names with dots must not be read as nested paths.
  const store = new ElectronStore<Record<string, unknown>>({ name, accessPropertiesByDotNotation: false });
  return {
    get: <T>(key: string) => store.get(key) as T | undefined,
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
    keys: () => Object.keys(store.store),
  };
}
