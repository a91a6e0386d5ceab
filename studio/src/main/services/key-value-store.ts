// The one persistence seam of the studio's main process: drafts, outbox, cache and the session
// all go through it, so the Electron build (electron-store) and studio:web / tests (a JSON file
// with atomic writes) run the same services.
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  keys(): string[];
}

/** A view of a store whose keys all start with `prefix` (so one file can hold several services). */
export function namespaced(store: KeyValueStore, prefix: string): KeyValueStore {
  const full = (key: string) => `${prefix}${key}`;
  return {
    get: <T>(key: string) => store.get<T>(full(key)),
    set: (key, value) => store.set(full(key), value),
    delete: (key) => store.delete(full(key)),
    keys: () => store.keys().filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)),
  };
}

/** Plain in-memory store, for tests that do not care about disk. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: (key, value) => void map.set(key, structuredClone(value)),
    delete: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}
