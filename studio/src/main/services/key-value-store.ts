// The one persistence seam of the studio's main process: drafts, outbox, cache and the session
// all go through it. The app (Electron and studio:web alike) keeps it in a data folder that
// several processes may share (directory-store.ts); tests that do not care about disk use memory.
export interface WriteOptions {
  /**
   * Whether the write must survive a power cut once it returns (default true). A write that may
   * be lost harmlessly (a cache entry, a sent change leaving the queue: resending it is safe)
   * skips the fsyncs.
   */
  durable?: boolean;
}

export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, options?: WriteOptions): void;
  delete(key: string, options?: WriteOptions): void;
  /** The keys starting with `prefix` (all when omitted), sorted. */
  keys(prefix?: string): string[];
  /**
   * The values of the keys starting with `prefix`, in key order, shared and frozen (not copied):
   * for reading many values often, as the outbox does at every step.
   */
  values<T>(prefix: string): readonly T[];
  /**
   * Runs `work` with the store to itself, across processes: what it reads is current, and what
   * it writes lands all together or not at all. Nested calls join the outer one.
   */
  transaction<T>(work: () => T): T;
  /** Grows on every change, ours or another process's: a cheap "did anything change" check. */
  revision(): number;
  /** Called after another process changed the store. Returns an unsubscribe function. */
  watch(listener: () => void): () => void;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}

/** A view of a store whose keys all start with `prefix` (so one folder can hold several services). */
export function namespaced(store: KeyValueStore, prefix: string): KeyValueStore {
  const full = (key: string) => `${prefix}${key}`;
  return {
    get: <T>(key: string) => store.get<T>(full(key)),
    set: (key, value, options) => store.set(full(key), value, options),
    delete: (key, options) => store.delete(full(key), options),
    keys: (more = '') => store.keys(full(more)).map((key) => key.slice(prefix.length)),
    values: <T>(more: string) => store.values<T>(full(more)),
    transaction: (work) => store.transaction(work),
    revision: () => store.revision(),
    watch: (listener) => store.watch(listener),
  };
}

/** Plain in-memory store, for tests that do not care about disk. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  let revision = 0;
  return {
    get: <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: (key, value) => {
      map.set(key, structuredClone(value));
      revision += 1;
    },
    delete: (key) => {
      if (map.delete(key)) revision += 1;
    },
    keys: (prefix = '') => [...map.keys()].filter((key) => key.startsWith(prefix)).sort(),
    values: <T>(prefix: string) =>
      [...map.keys()]
        .filter((key) => key.startsWith(prefix))
        .sort()
        .map((key) => deepFreeze(structuredClone(map.get(key))) as T),
    transaction: (work) => work(),
    revision: () => revision,
    watch: () => () => undefined,
  };
}
