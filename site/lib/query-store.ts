// The public site's read cache (decision 092): one entry per query key, fetched once and kept
// (public data changes only when the owner edits, and a page load starts afresh), shared by every
// component that asks for the same key. The server renderer fills one the same way and hands its
// answers to the browser's (dehydrate/hydrate). No React here: site/lib/query-hooks.ts binds it.

export type QueryKey = readonly unknown[];

export type QuerySnapshot<T = unknown> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * What the server renderer hands over: every key that has an answer, with it, and every key the
 * API refuses with a status (an unknown product: 404), so the browser shows the same "not found".
 */
export interface DehydratedState {
  queries: ({ queryKey: QueryKey; data: unknown } | { queryKey: QueryKey; error: { status: number } })[];
}

/** The HTTP status an error carries (ApiError, the server's HttpError), if any. */
export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : undefined;

interface Entry {
  queryKey: QueryKey;
  snapshot: QuerySnapshot;
  inFlight?: Promise<void>;
  /** Asked for by a render (with `enabled`), whether or not a fetch has started. */
  wanted: boolean;
  listeners: Set<() => void>;
}

const PENDING: QuerySnapshot = { status: 'pending', data: undefined, error: undefined };

export const hashKey = (queryKey: QueryKey): string => JSON.stringify(queryKey);

export class QueryStore {
  readonly #entries = new Map<string, Entry>();
  readonly #fetchKey: (queryKey: QueryKey) => Promise<unknown>;

  constructor(fetchKey: (queryKey: QueryKey) => Promise<unknown>) {
    this.#fetchKey = fetchKey;
  }

  #entry(queryKey: QueryKey): Entry {
    const hash = hashKey(queryKey);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { queryKey, snapshot: PENDING, wanted: false, listeners: new Set() };
      this.#entries.set(hash, entry);
    }
    return entry;
  }

  #set(entry: Entry, snapshot: QuerySnapshot): void {
    entry.snapshot = snapshot;
    for (const listener of entry.listeners) listener();
  }

  /** The key's current state; the same object until it changes (what useSyncExternalStore needs). */
  snapshot(queryKey: QueryKey): QuerySnapshot {
    return this.#entries.get(hashKey(queryKey))?.snapshot ?? PENDING;
  }

  subscribe(queryKey: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(queryKey);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Notes that a render needs the key (the server renderer fetches what was noted, then renders again). */
  want(queryKey: QueryKey): void {
    this.#entry(queryKey).wanted = true;
  }

  /**
   * Fetches the key unless it has its answer or a fetch is under way. A failed key is asked again
   * (a page opened anew retries), keeping its error on screen until the new answer arrives.
   */
  fetch(queryKey: QueryKey): Promise<void> {
    const entry = this.#entry(queryKey);
    if (entry.snapshot.status === 'success') return Promise.resolve();
    entry.inFlight ??= this.#fetchKey(queryKey)
      .then(
        (data) => this.#set(entry, { status: 'success', data, error: undefined }),
        (error: unknown) => this.#set(entry, { status: 'error', data: undefined, error }),
      )
      .finally(() => {
        entry.inFlight = undefined;
      });
    return entry.inFlight;
  }

  /** Keys a render wanted that have neither an answer nor an error yet. */
  waiting(): QueryKey[] {
    return [...this.#entries.values()].filter((entry) => entry.wanted && entry.snapshot.status === 'pending').map((entry) => entry.queryKey);
  }

  dehydrate(): DehydratedState {
    const queries: DehydratedState['queries'] = [];
    for (const { queryKey, snapshot } of this.#entries.values()) {
      const status = statusOf(snapshot.error);
      if (snapshot.status === 'success') queries.push({ queryKey, data: snapshot.data });
      else if (status !== undefined) queries.push({ queryKey, error: { status } });
    }
    return { queries };
  }

  /** Takes the server's answers; `reviveError` turns a handed-over refusal into the error the fetcher would throw. */
  hydrate(state: DehydratedState, reviveError: (error: { status: number }) => unknown = (error) => error): void {
    for (const query of state.queries ?? []) {
      const entry = this.#entry(query.queryKey);
      if ('error' in query) this.#set(entry, { status: 'error', data: undefined, error: reviveError(query.error) });
      else this.#set(entry, { status: 'success', data: query.data, error: undefined });
    }
  }
}
