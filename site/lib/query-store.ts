// The public site's read cache (decision 092): one entry per read of the public API (an endpoint
// name and its parameters, shared/contract/public-endpoints.ts), fetched once and kept (public data
// changes only when the owner edits, and a page load starts afresh), shared by every component that
// makes the same read. The server renderer fills one with the reads its route declares and hands
// the ones its page made to the browser's (dehydrate/hydrate). No React here: query-hooks.ts binds it.
import { ApiError } from '../../shared/api-client/http.ts';
import { readKey, type PublicRead, type ReadOutcome } from '../../shared/contract/public-endpoints.ts';

export type QuerySnapshot<T = unknown> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * What the server renderer hands over: every read its page made, with its answer, or with the
 * status the API refuses it with (an unknown product: 404), so the browser shows the same "not found".
 */
export interface DehydratedState {
  reads: ReadOutcome[];
}

/** The HTTP status an error carries (ApiError, the server's HttpError), if any. */
export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : undefined;

interface Entry {
  read: PublicRead;
  snapshot: QuerySnapshot;
  inFlight?: Promise<void>;
  /** Asked for by a render (with `enabled`), whether or not a fetch has started. */
  wanted: boolean;
  listeners: Set<() => void>;
}

const PENDING: QuerySnapshot = { status: 'pending', data: undefined, error: undefined };

export class QueryStore {
  readonly #entries = new Map<string, Entry>();
  readonly #fetchRead: (read: PublicRead) => Promise<unknown>;

  constructor(fetchRead: (read: PublicRead) => Promise<unknown>) {
    this.#fetchRead = fetchRead;
  }

  #entry(read: PublicRead): Entry {
    const key = readKey(read);
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { read, snapshot: PENDING, wanted: false, listeners: new Set() };
      this.#entries.set(key, entry);
    }
    return entry;
  }

  #set(entry: Entry, snapshot: QuerySnapshot): void {
    entry.snapshot = snapshot;
    for (const listener of entry.listeners) listener();
  }

  /** The read's current state; the same object until it changes (what useSyncExternalStore needs). */
  snapshot(read: PublicRead): QuerySnapshot {
    return this.#entries.get(readKey(read))?.snapshot ?? PENDING;
  }

  subscribe(read: PublicRead, listener: () => void): () => void {
    const entry = this.#entry(read);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Notes that a render made the read (the server hands over only those, and reports the ones it had no answer for). */
  want(read: PublicRead): void {
    this.#entry(read).wanted = true;
  }

  /**
   * Fetches the read unless it has its answer or a fetch is under way. A failed read is asked again
   * (a page opened anew retries), keeping its error on screen until the new answer arrives.
   */
  fetch(read: PublicRead): Promise<void> {
    const entry = this.#entry(read);
    if (entry.snapshot.status === 'success') return Promise.resolve();
    entry.inFlight ??= this.#fetchRead(read)
      .then(
        (data) => this.#set(entry, { status: 'success', data, error: undefined }),
        (error: unknown) => this.#set(entry, { status: 'error', data: undefined, error }),
      )
      .finally(() => {
        entry.inFlight = undefined;
      });
    return entry.inFlight;
  }

  /** Reads a render made that have neither an answer nor an error yet. */
  waiting(): PublicRead[] {
    return [...this.#entries.values()].filter((entry) => entry.wanted && entry.snapshot.status === 'pending').map((entry) => entry.read);
  }

  /** The reads a render made, with their answers or refusals. */
  dehydrate(): DehydratedState {
    const reads: ReadOutcome[] = [];
    for (const { read, snapshot, wanted } of this.#entries.values()) {
      const status = statusOf(snapshot.error);
      if (!wanted) continue;
      if (snapshot.status === 'success') reads.push({ read, data: snapshot.data });
      else if (status !== undefined) reads.push({ read, error: { status } });
    }
    return { reads };
  }

  /** Takes answers given (the server's, before its render or in its page); a refusal becomes the ApiError a fetch would throw. */
  hydrate(state: DehydratedState): void {
    for (const outcome of state.reads ?? []) {
      const entry = this.#entry(outcome.read);
      if ('error' in outcome) this.#set(entry, { status: 'error', data: undefined, error: new ApiError(outcome.error.status, 'Refused by the server', null) });
      else this.#set(entry, { status: 'success', data: outcome.data, error: undefined });
    }
  }
}
