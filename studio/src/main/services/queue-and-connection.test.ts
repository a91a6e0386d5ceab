// The main process's side of the queue and the connection, against the real server process: a queue left
// from before a restart goes without Sync now; a hung server (SIGSTOP) shows Offline within the
// probe's bounds and never holds a save; a draft of a record deleted on the web can be reopened as
// a new record or discarded; an image picked offline for a change later discarded never reaches
// the server.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../../shared/contract/products.ts';
import { inputOf, tempDir, until } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';
import { PROBE_INTERVAL_MS } from './connection.ts';
import { SAVE_WAIT_MS } from './records.ts';

const suite = studioSuite();
const { studio, connected } = suite;

const { newProduct } = suite;

describe('a queue left from before a restart', () => {
  it('is sent as soon as the studio starts with the server there, without Sync now', async () => {
    const product = await newProduct('Restart Rug');
    const { dir, service } = await connected();
    await service.list('products');
    await suite.server.stop();
    await service.update('products', product.id, { ...inputOf(product), origin: 'Queued before the restart', version: product.version });
    service.dispose();
    await suite.server.start();

    const restarted = studio(dir);
    await until(async () => (await restarted.getSyncState()).pending === 0);
    expect(await suite.admin.products.get(product.id)).toMatchObject({ origin: 'Queued before the restart' });
  });
});

describe('a server that hangs (SIGSTOP)', () => {
  it('shows Offline and keeps a save on this computer without waiting for the server', async () => {
    const product = await newProduct('Hung Rug');
    const { service } = await connected(tempDir(), { probeIntervalMs: PROBE_INTERVAL_MS });
    const listed = ((await service.list('products')) as AdminProduct[]).find((entry) => entry.id === product.id)!;
    suite.server.hang();
    try {
      const started = performance.now();
      const saved = await service.update('products', product.id, { ...inputOf(listed), fiber: 'Saved while the server hung', version: listed.version });
      const waited = performance.now() - started;
      expect(saved.queued).toBe(true);
      // The save waited SAVE_WAIT_MS, not the request's own timeout (bench/studio-replay.ts prints the figure).
      expect(waited).toBeLessThan(SAVE_WAIT_MS + 2_000);
      await until(async () => !(await service.getSyncState()).online, 10_000);
    } finally {
      suite.server.resume();
    }
    await until(async () => (await service.getSyncState()).online);
    expect(await service.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(product.id)).toMatchObject({ fiber: 'Saved while the server hung', version: listed.version + 1 });
  });
});

describe('a draft of a record deleted on the web', () => {
  it('is listed as deleted on the server, and can become a new record or be discarded', async () => {
    const [kept, dropped] = await Promise.all([newProduct('Draft Of Deleted Rug'), newProduct('Draft Discarded Rug')]);
    const { service } = await connected();
    await service.list('products');
    for (const product of [kept, dropped]) await service.saveDraft('products', product.id, { values: { ...inputOf(product), description: `Typed for ${product.name}` }, base: product, baseVersion: product.version });
    for (const product of [kept, dropped]) await suite.admin.products.remove(product.id, product.version);
    await service.list('products'); // the list as the web left it

    const { drafts } = await service.getSyncState();
    expect(drafts).toMatchObject([
      { resource: 'products', id: kept.id, label: 'product “Draft Of Deleted Rug”', gone: true },
      { resource: 'products', id: dropped.id, gone: true },
    ]);
    await service.draftToNew('products', kept.id);
    expect(await service.getDraft('products', 'new')).toMatchObject({ values: { description: 'Typed for Draft Of Deleted Rug' }, base: null, baseVersion: null });
    // One new record is written at a time.
    await expect(service.draftToNew('products', dropped.id)).rejects.toMatchObject({ status: 409 });
    await service.discardDraft('products', dropped.id);
    expect((await service.getSyncState()).drafts).toMatchObject([{ id: 'new', label: 'new product “Draft Of Deleted Rug”', gone: false }]);
  });
});

describe('an image picked offline for a change later discarded', () => {
  it('is not uploaded before the owner decides, and never once the change is dropped', async () => {
    const product = await newProduct('Image Conflict Rug');
    const { service } = await connected();
    const listed = ((await service.list('products')) as AdminProduct[]).find((entry) => entry.id === product.id)!;
    const before = (await suite.admin.media.list()).length;
    await suite.server.stop();
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#884422' } }).png().toBuffer();
    const picked = await service.mediaUpload(new Uint8Array(png), 'picked-offline.png', 'image/png');
    await service.update('products', product.id, { ...inputOf(listed), imageUrl: picked.url, description: 'Mine, with a photo', version: listed.version });
    await suite.server.start();
    // The web changed the same field meanwhile: the change waits for the owner.
    await suite.admin.products.update(product.id, { ...inputOf(product), description: 'Theirs', version: product.version } as never);

    const state = await service.syncNow();
    expect(state.conflicts).toHaveLength(1);
    expect(await suite.admin.media.list()).toHaveLength(before);
    expect(state.pendingImages).toBe(1);
    const done = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'theirs', revision: state.conflicts[0].revision });
    expect(done).toMatchObject({ pending: 0, pendingImages: 0 });
    await service.syncNow();
    expect(await suite.admin.media.list()).toHaveLength(before);
  });
});
