// Builds studio services the way studio:web does (JSON files in a data directory), plus a plain
// second client standing in for the web admin, for the integration tests and Playwright specs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '../../shared/api-client/api-client.ts';
import type { FetchLike } from '../../shared/api-client/http.ts';
import { createConnectivity } from '../src/main/services/connectivity.ts';
import { createFileStore } from '../src/main/services/file-store.ts';
import { memoryStore, type KeyValueStore } from '../src/main/services/key-value-store.ts';
import { createServerSession } from '../src/main/services/server-session.ts';
import { createStudioService, type StudioService } from '../src/main/services/studio-service.ts';

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
    get: (key) => store.get(key),
    keys: () => store.keys(),
    set: (key, value) => {
      writes[name] += 1;
      store.set(key, value);
    },
    delete: (key) => {
      writes[name] += 1;
      store.delete(key);
    },
  };
}

export function openStudio(dataDir: string, options: { fetch?: FetchLike; probeIntervalMs?: number; writes?: StoreWrites } = {}): StudioService {
  return createStudioService({
    stores: {
      state: counted(createFileStore(join(dataDir, 'state.json')), options.writes, 'state'),
      cache: counted(createFileStore(join(dataDir, 'cache.json')), options.writes, 'cache'),
    },
    mediaDir: join(dataDir, 'media'),
    openExternal: async () => undefined,
    fetch: options.fetch,
    probeIntervalMs: options.probeIntervalMs ?? 0,
    requestTimeoutMs: 5000,
  });
}

/** Another editor on the same server (the web admin), with its own session. */
export async function webAdmin(serverUrl: string, password: string): Promise<ApiClient> {
  const session = createServerSession({ store: memoryStore(), connectivity: createConnectivity(true) });
  session.setServerUrl(serverUrl);
  const client = session.client();
  await client.login(password);
  return client;
}

/** A record's editable fields, as the admin form would send them. */
export function inputOf(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, version: _version, pendingSync: _pending, ...input } = record;
  return input;
}
