// Every ordinary flow that used to lose, revert or
// misapply an edit, replayed against the real server process and a real data folder. Each test
// here failed before the fix it names.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../../../shared/api-client/http.ts';
import type { AdminProduct } from '../../../../shared/contract/products.ts';
import { recordKey } from '../../../../shared/contract/resource-addresses.ts';
import type { SyncState } from '../../bridge/bridge.ts';
import { inputOf, tempDir, until, type StoreWrites } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';
import type { StudioService } from './studio-service.ts';

const suite = studioSuite();
const { studio, connected } = suite;

const { newProduct } = suite;
const productInput = (record: Record<string, unknown>, changes: Record<string, unknown>) => ({ ...inputOf(record), ...changes });

/** A link to the server whose writes can be made to fail on the way (sent, never answered). */
function droppingWrites() {
  const link = {
    dropWrites: false,
    fetch: (async (input, init) => {
      if (link.dropWrites && init?.method && init.method !== 'GET') throw new TypeError('socket hang up');
      return fetch(input, init);
    }) as FetchLike,
  };
  return link;
}

/** Sends the queue once with every write lost on the way, so the queued changes count as tried. */
async function tryOnceAndLoseTheWrites(service: StudioService, link: ReturnType<typeof droppingWrites>) {
  link.dropWrites = true;
  await service.syncNow();
  link.dropWrites = false;
}

describe('loss 1: a record id is never given to another record', () => {
  it('brings an offline edit of a record deleted on the server back as a decision, and leaves the record that came after it alone', async () => {
    const doomed = await newProduct('Doomed Rug');
    const { service } = await connected();
    const listed = (await service.list('products')).find((record) => record.id === doomed.id)!;
    await suite.server.stop();
    await service.update('products', doomed.id, productInput(listed, { description: 'Edited offline', version: doomed.version }));
    await service.remove('products', doomed.id, doomed.version);
    await suite.server.start();
    await suite.admin.products.remove(doomed.id, doomed.version);
    const next = await newProduct('The Next Rug');
    expect(next.id).not.toBe(doomed.id);

    const state = await service.syncNow();
    expect(await suite.admin.products.get(next.id)).toMatchObject({ name: 'The Next Rug', version: 1 });
    // The edit and the delete are one decision; the delete alone would have been done.
    expect(state.conflicts).toEqual([]);
    expect(state.pending).toBe(0);
  });

  it('offers "recreate it with my copy, or drop my change" for a record deleted on the server, with every queued edit of it', async () => {
    const { record: doomed } = await suite.admin.serviceAreas.create({ name: 'Doomed Area', type: 'suburb' } as never, { idempotencyKey: randomUUID() });
    const { service } = await connected();
    const listed = (await service.list('serviceAreas')).find((area) => area.id === doomed.id)!;
    await suite.server.stop();
    await service.update('serviceAreas', doomed.id, { ...inputOf(listed), description: 'First offline edit', version: doomed.version });
    await service.update('serviceAreas', doomed.id, { ...inputOf(listed), description: 'First offline edit', seoTitle: 'Second offline edit', version: doomed.version });
    await suite.server.start();
    await suite.admin.serviceAreas.remove(doomed.id, doomed.version);
    const { record: successor } = await suite.admin.serviceAreas.create({ name: 'Successor Area', type: 'suburb' } as never, { idempotencyKey: randomUUID() });
    expect(successor.id).toBeGreaterThan(doomed.id);

    let state = await service.syncNow();
    expect(state.conflicts).toMatchObject([{ kind: 'conflict', op: 'update', theirs: null, mine: { description: 'First offline edit', seoTitle: 'Second offline edit' } }]);
    expect(state.pending).toBe(1);
    state = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'mine' });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect((await suite.admin.serviceAreas.list()).filter((area) => area.name === 'Doomed Area')).toMatchObject([{ description: 'First offline edit', seoTitle: 'Second offline edit', version: 1 }]);
    expect(await suite.admin.serviceAreas.get(successor.id)).toMatchObject({ name: 'Successor Area', version: 1 });
  });
});

describe('loss 2: edits to a record created offline', () => {
  it('shows every queued edit of a record created offline, so the next save builds on all of them', async () => {
    const link = droppingWrites();
    const { service } = await connected(tempDir(), { fetch: link.fetch });
    await service.list('products');
    await suite.server.stop();
    const { record: created } = await service.create('products', { name: 'Offline Runner', price: 300, collection: 'heritage', description: 'v1' });
    // The create was sent once and its answer lost, so later edits queue on their own.
    await suite.server.start();
    await tryOnceAndLoseTheWrites(service, link);
    await suite.server.stop();
    expect((await service.getSyncState()).pending).toBe(1);
    await service.update('products', created.id as number, { name: 'Offline Runner', price: 300, collection: 'heritage', description: 'v2', version: 0 });
    const shown = await service.get('products', created.id as number);
    expect(shown).toMatchObject({ description: 'v2' });
    expect((await service.getSyncState()).pendingKeys).toContain(recordKey('products', created.id as number));
    expect((await service.list('products')).find((record) => record.id === created.id)).toMatchObject({ description: 'v2' });
    await service.update('products', created.id as number, { ...inputOf(shown), name: 'Offline Runner Mk2', version: 0 });

    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    expect((await suite.admin.products.list()).filter((product) => product.name.startsWith('Offline Runner'))).toMatchObject([{ name: 'Offline Runner Mk2', description: 'v2' }]);
  });
});

describe('loss 3: a sync keeps a newer unsaved draft', () => {
  it('discards only drafts older than the change it synced', async () => {
    const { dir, service } = await connected();
    const [product] = (await service.list('products')) as AdminProduct[];
    await suite.server.stop();
    await service.update('products', product.id, productInput(product, { description: 'Saved offline', version: product.version }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Typed after that save and not saved yet.
    await service.saveDraft('products', product.id, { values: { ...inputOf(product), description: 'Saved offline, then typed on' }, base: product, baseVersion: product.version });
    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pending: 0 });
    service.dispose();

    const restarted = studio(dir);
    expect(await restarted.getDraft('products', product.id)).toMatchObject({ values: { description: 'Saved offline, then typed on' } });
    await restarted.discardDraft('products', product.id);
  });
});

describe('loss 4 and the three-way merge', () => {
  it('takes fields changed on one side only without asking', async () => {
    const product = await newProduct('Disjoint Rug');
    const { service } = await connected();
    await service.list('products');
    await suite.server.stop();
    await service.update('products', product.id, productInput(product, { description: 'Mine', version: product.version }));
    await suite.server.start();
    await suite.admin.products.update(product.id, productInput(product, { size: "Theirs 9' x 12'", version: product.version }) as never);

    expect(await service.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(product.id)).toMatchObject({ description: 'Mine', size: "Theirs 9' x 12'", version: product.version + 2 });
  });

  it('resolves every queued edit of a record together against the server copy, showing only fields changed on both sides', async () => {
    const product = await newProduct('Twice Edited Rug');
    const link = droppingWrites();
    const { service } = await connected(tempDir(), { fetch: link.fetch });
    await service.list('products');
    await suite.server.stop();
    await service.update('products', product.id, productInput(product, { description: 'Mine 1', version: product.version }));
    await suite.server.start();
    await tryOnceAndLoseTheWrites(service, link); // sent, answer lost: the next edit queues on its own
    await suite.server.stop();
    await service.update('products', product.id, productInput(product, { description: 'Mine 2', origin: 'Mine origin', version: product.version }));
    await suite.server.start();
    await suite.admin.products.update(product.id, productInput(product, { description: 'Theirs', name: 'Twice Edited Rug (theirs)', version: product.version }) as never);

    let state = await service.syncNow();
    expect(state.conflicts).toHaveLength(1);
    const [conflict] = state.conflicts;
    expect(conflict).toMatchObject({ kind: 'conflict', mine: { description: 'Mine 2', origin: 'Mine origin' }, theirs: { description: 'Theirs' }, base: { description: null } });
    expect(conflict.bothChanged).toEqual(['description']);
    expect(state.pending).toBe(1);

    state = await service.resolveConflict(conflict.itemId, { choice: 'mine' });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(product.id)).toMatchObject({ name: 'Twice Edited Rug (theirs)', description: 'Mine 2', origin: 'Mine origin', version: product.version + 2 });
  });

  it('drops exactly what the conflict view showed on Take theirs, and refuses a choice made on an outdated view', async () => {
    const product = await newProduct('Take Theirs Rug');
    const { service } = await connected();
    await service.list('products');
    await suite.server.stop();
    await service.update('products', product.id, productInput(product, { description: 'Mine', version: product.version }));
    await suite.server.start();
    await suite.admin.products.update(product.id, productInput(product, { description: 'Theirs', version: product.version }) as never);
    const [shown] = (await service.syncNow()).conflicts;

    // A later save folds into the change being decided: the view shown before is out of date.
    await service.update('products', product.id, productInput(product, { description: 'Mine', fiber: 'Mine fiber', version: product.version }));
    await expect(service.resolveConflict(shown.itemId, { choice: 'theirs', revision: shown.revision })).rejects.toMatchObject({ status: 409 });
    const [current] = (await service.getSyncState()).conflicts;
    expect(current).toMatchObject({ mine: { description: 'Mine', fiber: 'Mine fiber' } });
    expect(await service.resolveConflict(current.itemId, { choice: 'theirs', revision: current.revision })).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(product.id)).toMatchObject({ description: 'Theirs', fiber: null });
  });
});

describe('loss 5: a refused change is corrected in place', () => {
  it('resends a refused create with the owner’s correction, made in the editor', async () => {
    const { service } = await connected();
    const [existing] = (await service.list('products')) as AdminProduct[];
    await suite.server.stop();
    const { record: created } = await service.create('products', { name: 'Clashing Rug', slug: existing.slug, price: 10, collection: 'heritage' });
    await suite.server.start();
    let state = await service.syncNow();
    expect(state.conflicts).toMatchObject([{ kind: 'rejected', op: 'create' }]);

    const shown = await service.get('products', created.id as number);
    expect(shown).toMatchObject({ slug: existing.slug });
    expect((await service.getSyncState()).pendingKeys).toContain(recordKey('products', created.id as number));
    await service.update('products', created.id as number, { ...inputOf(shown), slug: 'clashing-rug-fixed', description: 'A long description written after the refusal', version: 0 });
    state = await service.syncNow();
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect((await suite.admin.products.list()).filter((product) => product.name === 'Clashing Rug')).toMatchObject([{ slug: 'clashing-rug-fixed', description: 'A long description written after the refusal' }]);
  });

  it('shows every queued change of a refused record, resends an in-place correction, and Discard drops only that record', async () => {
    const [first, second] = (await suite.admin.products.list()) as AdminProduct[];
    const link = droppingWrites();
    const { service } = await connected(tempDir(), { fetch: link.fetch });
    await service.list('products');
    await suite.server.stop();
    await service.update('products', first.id, productInput(first, { slug: second.slug, version: first.version }));
    await suite.server.start();
    await tryOnceAndLoseTheWrites(service, link);
    await suite.server.stop();
    await service.update('products', first.id, productInput(first, { slug: second.slug, description: 'A long description', version: first.version }));
    await service.update('products', second.id, productInput(second, { origin: 'Queued for another record', version: second.version }));
    await suite.server.start();

    let state = await service.syncNow();
    expect(state.conflicts).toMatchObject([{ kind: 'rejected', recordId: first.id, mine: { slug: second.slug, description: 'A long description' } }]);
    expect(await suite.admin.products.get(second.id)).toMatchObject({ origin: 'Queued for another record' });
    const [refused] = state.conflicts;
    state = await service.resolveConflict(refused.itemId, { choice: 'merge', values: { ...refused.mine, slug: `${first.slug}-corrected` } });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(first.id)).toMatchObject({ slug: `${first.slug}-corrected`, description: 'A long description', version: first.version + 1 });
  });
});

describe('loss 7: offline, nobody is locked out', () => {
  it('after Logout pressed offline, still reads the cache and queues edits; signing in waits for the connection', async () => {
    const sent: string[] = [];
    const recording: FetchLike = async (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    };
    const { service } = await connected(tempDir(), { fetch: recording });
    const [product] = (await service.list('products')) as AdminProduct[];
    await suite.server.stop();

    await service.logout();
    // The login screen offline: the password is taken, and checked once the server answers.
    await service.login(suite.server.password);
    expect(await service.status()).toEqual({ adminAuthenticated: true });
    expect((await service.list('products')).length).toBeGreaterThan(0);
    expect(await service.update('products', product.id, productInput(product, { origin: 'Queued while signed out', version: product.version }))).toMatchObject({ queued: true });

    await suite.server.start();
    sent.length = 0;
    expect(await service.syncNow()).toMatchObject({ pending: 0, needsLogin: false });
    // The session ended offline is ended on the server too, before the new one signs in.
    expect(sent.indexOf('POST /api/admin/logout')).toBeGreaterThanOrEqual(0);
    expect(sent.indexOf('POST /api/admin/logout')).toBeLessThan(sent.indexOf('POST /api/admin/login'));
    expect(await suite.admin.products.get(product.id)).toMatchObject({ origin: 'Queued while signed out' });
  });

  it('with a session that expired while offline, opens on the cache and asks for the password once the server answers', async () => {
    const { dir, service } = await connected();
    const [area] = await service.list('serviceAreas');
    service.dispose();
    await suite.server.stop();
    // Eight days later: the session cookie (seven days) is over, but only the server may say so.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 3600 * 1000 });
    let restarted: StudioService;
    try {
      restarted = studio(dir);
      expect(await restarted.getConnection()).toMatchObject({ serverUrl: suite.server.url, hasSession: true });
      expect(await restarted.status()).toEqual({ adminAuthenticated: true });
      expect((await restarted.list('serviceAreas')).length).toBeGreaterThan(0);
      await restarted.update('serviceAreas', area.id as number, { ...inputOf(area), description: 'Written with an expired session', version: area.version });
    } finally {
      vi.useRealTimers();
    }
    // The server has forgotten that session too (a new secret stands in for the week gone by).
    await suite.server.start({ sessionSecret: 'a-week-later-every-old-session-is-gone-0123456' });
    let state = await restarted.syncNow();
    expect(state).toMatchObject({ needsLogin: true, pending: 1 });
    await restarted.login(suite.server.password);
    state = await restarted.syncNow();
    expect(state).toMatchObject({ needsLogin: false, pending: 0 });
    await suite.signInAgain();
    expect(await suite.admin.serviceAreas.get(area.id as number)).toMatchObject({ description: 'Written with an expired session' });
  });
});

describe('also wrong', () => {
  it('does not rewrite the cache per record while a list screen refreshes during a sync', async () => {
    const writes: StoreWrites = { state: 0, cache: 0 };
    const { service } = await connected(tempDir(), { writes });
    const records = (await service.list('products')) as AdminProduct[];
    await suite.server.stop();
    for (const product of records.slice(0, 5)) await service.update('products', product.id, productInput(product, { origin: 'Batch', version: product.version }));
    await suite.server.start();
    writes.cache = 0;
    const syncing = service.syncNow();
    for (let i = 0; i < 5; i += 1) await service.list('products');
    await syncing;
    await service.list('products');
    // Five records changed: a handful of cache writes, not one per record per list call.
    expect(writes.cache).toBeLessThanOrEqual(15);
  });

  it('saves again after its own offline save synced without a false conflict', async () => {
    const { service } = await connected();
    const [, product] = (await service.list('products')) as AdminProduct[];
    await suite.server.stop();
    const { record: saved } = await service.update('products', product.id, productInput(product, { origin: 'First, offline', version: product.version }));
    await suite.server.start();
    await service.syncNow();
    // The editor still holds the version it started from.
    const again = await service.update('products', product.id, productInput(product, { origin: 'Second, online', version: saved.version as number }));
    expect(again.queued).toBe(false);
    expect(await suite.admin.products.get(product.id)).toMatchObject({ origin: 'Second, online', version: product.version + 2 });
  });

  it('queues a save made with a revoked session and asks for the password', async () => {
    const { service } = await connected();
    const [area] = await service.list('serviceAreas');
    await suite.server.stop();
    await suite.server.start({ sessionSecret: 'yet-another-secret-so-the-session-is-revoked-01' });
    await suite.signInAgain();
    const saved = await service.update('serviceAreas', area.id as number, { ...inputOf(area), seoTitle: 'Saved with a revoked session', version: area.version });
    expect(saved).toMatchObject({ queued: true });
    expect(await service.getSyncState()).toMatchObject({ needsLogin: true, pending: 1 });
    await service.login(suite.server.password);
    expect(await service.syncNow()).toMatchObject({ pending: 0 });
    expect(await suite.admin.serviceAreas.get(area.id as number)).toMatchObject({ seoTitle: 'Saved with a revoked session' });
  });

  it('does not upload an image picked offline whose edit was discarded', async () => {
    const { service } = await connected();
    const [product] = (await service.list('products')) as AdminProduct[];
    const before = (await suite.admin.media.list()).length;
    await suite.server.stop();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } }).png().toBuffer();
    const picked = await service.mediaUpload(new Uint8Array(png), 'discarded.png', 'image/png');
    await service.saveDraft('products', product.id, { values: { ...inputOf(product), imageUrl: picked.url }, base: product, baseVersion: product.version });
    await service.discardDraft('products', product.id);
    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pendingImages: 0 });
    expect(await suite.admin.media.list()).toHaveLength(before);
  });

  it('prefetches the six pages so they can be edited offline without having been opened', async () => {
    const { service } = await connected();
    await suite.server.stop();
    const about = await service.get('pages', 'about');
    expect(about).toMatchObject({ pageSlug: 'about' });
    expect(await service.update('pages', 'about', { seoTitle: 'About, edited offline', seoDescription: about.seoDescription, seoKeywords: about.seoKeywords, content: about.content, version: about.version })).toMatchObject({ queued: true });
    await suite.server.start();
    expect(await service.syncNow()).toMatchObject({ pending: 0 });
    expect(await suite.admin.pages.get('about')).toMatchObject({ seoTitle: 'About, edited offline' });
  });

  it('does not move "Last sync" when every queued change was held', async () => {
    const product = await newProduct('Held Rug');
    const { service } = await connected();
    await service.list('products');
    const { lastSyncAt } = await service.syncNow();
    await suite.server.stop();
    await service.update('products', product.id, productInput(product, { description: 'Mine', version: product.version }));
    await suite.server.start();
    await suite.admin.products.update(product.id, productInput(product, { description: 'Theirs', version: product.version }) as never);
    const state = await service.syncNow();
    expect(state.conflicts).toHaveLength(1);
    expect(state.lastSyncAt).toBe(lastSyncAt);
    await service.resolveConflict(state.conflicts[0].itemId, { choice: 'theirs' });
  });

  it('says a delete made offline is queued', async () => {
    const product = await newProduct('Queued Delete Rug');
    const { service } = await connected();
    await service.list('products');
    await suite.server.stop();
    expect(await service.remove('products', product.id, product.version)).toEqual({ queued: true });
    await suite.server.start();
    await service.syncNow();
  });

  it('pushes the sync state on every change: a save made offline, and the server dying while idle', async () => {
    const { service } = await connected(tempDir(), { probeIntervalMs: 200 });
    const [product] = (await service.list('products')) as AdminProduct[];
    let seen: SyncState = await service.nextSyncState(null);
    expect(seen).toMatchObject({ online: true, pending: 0 });

    const wentOffline = service.nextSyncState({ instance: seen.instance, revision: seen.revision });
    await suite.server.stop();
    seen = await wentOffline;
    await until(async () => !(seen = await service.nextSyncState({ instance: seen.instance, revision: seen.revision - 1 })).online);
    expect(seen.online).toBe(false);

    const afterSave = service.nextSyncState({ instance: seen.instance, revision: seen.revision });
    await service.update('products', product.id, productInput(product, { fiber: 'Pushed', version: product.version }));
    expect(await afterSave).toMatchObject({ online: false, pending: 1 });
    await suite.server.start();
    await service.syncNow();
  });

  it('names the record in the progress of a sync', async () => {
    const { record: area } = await suite.admin.serviceAreas.create({ name: 'Naperville', type: 'suburb' } as never, { idempotencyKey: randomUUID() });
    const { service } = await connected();
    await service.list('serviceAreas');
    await suite.server.stop();
    await service.remove('serviceAreas', area.id, area.version);
    await suite.server.start();
    const shown: string[] = [];
    const stop = service.subscribe(() => {
      void service.getSyncState().then((state) => state.progress?.current && shown.push(state.progress.current));
    });
    await service.syncNow();
    stop();
    await until(() => shown.length > 0);
    expect(shown).toContain('Delete service area “Naperville”');
  });
});
