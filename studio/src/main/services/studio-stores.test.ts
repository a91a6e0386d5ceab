// Upgrading: a data folder kept by an earlier version (one JSON file per store: studio:web's
// state.json, electron-store's studio-state.json) is brought over once, with its queued changes.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../testing/studio-harness.ts';
import { createCache } from './cache.ts';
import { createDrafts } from './drafts.ts';
import { createSequence } from './sequence.ts';
import { namespaced } from './key-value-store.ts';
import { createOutbox } from './outbox.ts';
import { openStudioStores } from './studio-stores.ts';

const legacyItem = (id: string, recordId: number, title: string) => ({
  id, resource: 'blog', op: 'update', recordId, displayId: recordId, values: { title }, baseVersion: 2, idempotencyKey: null, createdAt: '2026-01-01T00:00:00.000Z', attempts: 1, state: 'pending',
});

describe('studio data folder', () => {
  it('brings over the queue, drafts, session and cache of a single-file store, once', () => {
    const dir = tempDir();
    const legacy = { state: join(dir, 'state.json'), cache: join(dir, 'cache.json') };
    writeFileSync(
      legacy.state,
      JSON.stringify({
        'session:serverUrl': 'http://127.0.0.1:3000',
        'session:cookies': { jacobs_session: { value: 'abc' } },
        'outbox:items': [legacyItem('a', 3, 'First'), legacyItem('b', 4, 'Second')],
        'outbox:localCounter': 2,
        'outbox:syncedLocalIds': { 'blog:-1': 9 },
        'draft:blog:3': { values: { title: 'Typed' }, baseVersion: 2, updatedAt: '2026-01-01T00:00:00.000Z' },
        'sync:lastSyncAt': '2026-01-01T00:00:00.000Z',
      }),
    );
    writeFileSync(legacy.cache, JSON.stringify({ 'list:blog': [{ id: 3, title: 'First', version: 2 }], 'record:pages:about': { pageSlug: 'about', version: 1 } }));

    const stores = openStudioStores(dir, legacy);
    const outbox = createOutbox(namespaced(stores.state, 'outbox:'));
    expect(outbox.items()).toMatchObject([
      { id: 'a', seq: 1, values: { title: 'First' }, attempts: 1, base: null },
      { id: 'b', seq: 2, values: { title: 'Second' } },
    ]);
    expect(outbox.resolve('blog', -1)).toBe(9);
    expect(createDrafts(namespaced(stores.state, 'draft:'), createSequence(namespaced(stores.state, 'order:'))).get('blog', 3)).toMatchObject({ values: { title: 'Typed' } });
    expect(stores.state.get('session:serverUrl')).toBe('http://127.0.0.1:3000');
    expect(stores.state.get('session:access:signedIn')).toBe(true);
    const cache = createCache(stores.cache);
    expect(cache.getList('blog')).toEqual([{ id: 3, title: 'First', version: 2 }]);
    expect(cache.getRecord('pages', 'about')).toMatchObject({ pageSlug: 'about' });
    expect(existsSync(legacy.state)).toBe(false);
    expect(existsSync(`${legacy.state}.imported`)).toBe(true);

    // A second start (or a second process) does not import it again.
    writeFileSync(legacy.state, JSON.stringify({ 'outbox:items': [legacyItem('c', 5, 'Again')] }));
    const again = openStudioStores(dir, legacy);
    expect(createOutbox(namespaced(again.state, 'outbox:')).items().map((item) => item.id)).toEqual(['a', 'b']);
  });
});
