// Builds studio services the way studio:web does (its data folder on disk), plus a plain second
// client standing in for the web admin, for the integration tests and Playwright specs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '../../shared/api-client/api-client.ts';
import type { FetchLike } from '../../shared/api-client/http.ts';
import { EDIT_SOURCE_HEADER } from '../../shared/contract/revisions.ts';
import { createConnectivity } from '../src/main/services/connectivity.ts';
import { memoryStore, type KeyValueStore } from '../src/main/services/key-value-store.ts';
import { createServerSession } from '../src/main/services/server-session.ts';
import { createStudioService, type StudioService } from '../src/main/services/studio-service.ts';
import { openStudioStores } from '../src/main/services/studio-stores.ts';

export const tempDir = (prefix = 'jacobs-studio-') => mkdtempSync(join(tmpdir(), prefix));

/** Counts the writes (sets and deletes) each store receives. */
export interface StoreWrites {
  state: number;
  cache: number;
}

function counted(store: KeyValueStore, writes: StoreWrites | undefined, name: keyof StoreWrites): KeyValueStore {
  if (!writes) return store;
  return {
    ...store,
    set: (key, value, options) => {
      writes[name] += 1;
      store.set(key, value, options);
    },
    delete: (key, options) => {
      writes[name] += 1;
      store.delete(key, options);
    },
  };
}

export function openStudio(dataDir: string, options: { fetch?: FetchLike; probeIntervalMs?: number; writes?: StoreWrites } = {}): StudioService {
  const stores = openStudioStores(dataDir);
  return createStudioService({
    stores: { state: counted(stores.state, options.writes, 'state'), cache: counted(stores.cache, options.writes, 'cache') },
    mediaDir: join(dataDir, 'media'),
    openExternal: async () => undefined,
    fetch: options.fetch,
    probeIntervalMs: options.probeIntervalMs ?? 0,
    requestTimeoutMs: 5000,
  });
}

/** Another editor on the same server (the web admin), with its own session. */
export async function webAdmin(serverUrl: string, password: string): Promise<ApiClient> {
  // The studio's session keeps the cookies; the calls go without the studio's source header, as the web admin's do.
  const asWebAdmin: FetchLike = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.delete(EDIT_SOURCE_HEADER);
    return globalThis.fetch(input, { ...init, headers });
  };
  const session = createServerSession({ store: memoryStore(), connectivity: createConnectivity(true), fetch: asWebAdmin });
  session.setServerUrl(serverUrl);
  const client = session.client();
  await client.login(password);
  return client;
}

/** A record's editable fields, as the admin form would send them. */
export function inputOf(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...input } = record;
  return input;
}

/** Waits until `check` holds (a state the studio reaches by itself: a sync, a probe), or fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
