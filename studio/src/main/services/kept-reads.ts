// The admin's figures the studio shows offline as last read: the dashboard's and the visits', each
// call and query kept as the server last answered it (the visits say when they were made), so the
// owner still reads them without the server. Other calls need the server (bridge.ts `call`).
import type { AnyCallRequest, ServerCallName } from '../../../../shared/api-client/server-calls.ts';
import type { KeyValueStore } from './key-value-store.ts';

const KEPT: ReadonlySet<ServerCallName> = new Set<ServerCallName>(['dashboard', 'visits']);
// A copy lost to a power cut is read again: no write of it waits for the disk.
const LOOSE = { durable: false };

/** Kept in the cache's store (under `read:`), so a change of server clears them with the records. */
export function createKeptReads(store: KeyValueStore) {
  const keyOf = (name: ServerCallName, request?: AnyCallRequest) => `read:${name}:${JSON.stringify((request as { query?: unknown } | undefined)?.query ?? {})}`;
  return {
    keeps: (name: ServerCallName) => KEPT.has(name),
    keep(name: ServerCallName, request: AnyCallRequest | undefined, answer: unknown): void {
      store.set(keyOf(name, request), answer, LOOSE);
    },
    /** The answer last read, if any. */
    last: (name: ServerCallName, request?: AnyCallRequest): unknown => store.get(keyOf(name, request)),
  };
}
