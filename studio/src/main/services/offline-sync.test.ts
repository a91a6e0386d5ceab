// The studio's offline promise against the real server process and a real SQLite file: edits
// made offline survive a restart and are applied exactly once, conflicts keep both copies until
// the owner decides, an expired session pauses the sync, and a sync killed halfway resumes
// without applying anything twice. (The flows of a studio trusted offline are in trusted-offline.test.ts.)
import Database from 'better-sqlite3';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../../shared/api-client/http.ts';
import type { AdminProduct } from '../../../../shared/contract/products.ts';
import { inputOf } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { studio, connected } = suite;

const products = async () => (await suite.admin.products.list()) as AdminProduct[];

describe('studio offline editing against the real server', () => {
  it('keeps the session across a restart and reads cached lists offline', async () => {
    const { dir, service } = await connected();
    const online = await service.list('products');
    service.dispose();

    const restarted = studio(dir);
    expect(await restarted.status()).toEqual({ adminAuthenticated: true });
    await suite.server.stop();
    const offline = await restarted.list('products');
    expect(offline.map((record) => record.id)).toEqual(online.map((record) => record.id));
    expect((await restarted.getSyncState()).online).toBe(false);
    expect(await restarted.status()).toEqual({ adminAuthenticated: true });
  });

  it('applies edits made offline exactly once after a restart of the studio', async () => {
    const { dir, service } = await connected();
    const [first, second] = (await service.list('products')) as AdminProduct[];
    const areas = await service.list('serviceAreas');
    const before = await products();
    await suite.server.stop();

    const { record: created, queued } = await service.create('products', { name: 'Offline Kilim', price: 1200, collection: 'heritage' });
    expect(queued).toBe(true);
    expect(created).toMatchObject({ name: 'Offline Kilim' });
    expect(created.id).toBeLessThan(0);
    // As the admin form does: the version of the record it loaded, 0 for one created offline.
    await service.update('products', created.id as number, { name: 'Offline Kilim Runner', price: 1250, collection: 'heritage', version: created.version as number });
    await service.update('products', first.id, { ...inputOf(first), description: 'Edited offline', version: first.version });
    await service.update('products', second.id, { ...inputOf(second), size: '9x12', version: second.version });
    await service.update('products', second.id, { ...inputOf(second), size: '10x14', version: second.version });
    await service.remove('serviceAreas', areas[0].id as number, areas[0].version as number);

    const listed = await service.list('products');
    expect(listed.find((record) => record.id === created.id)).toMatchObject({ name: 'Offline Kilim Runner' });
    expect(listed.find((record) => record.id === first.id)).toMatchObject({ description: 'Edited offline' });
    expect((await service.list('serviceAreas')).some((record) => record.id === areas[0].id)).toBe(false);
    const state = await service.getSyncState();
    expect(state.pending).toBe(4);
    expect(state.pendingKeys).toEqual(expect.arrayContaining([`products:${created.id}`, `products:${first.id}`, `products:${second.id}`]));
    service.dispose();

    const restarted = studio(dir);
    expect((await restarted.getSyncState()).pending).toBe(4);
    await suite.server.start();
    const synced = await restarted.syncNow();
    expect(synced).toMatchObject({ pending: 0, conflicts: [], online: true, needsLogin: false });
    expect(synced.lastSyncAt).not.toBeNull();

    const after = await products();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((product) => product.name.startsWith('Offline Kilim'))).toMatchObject([{ name: 'Offline Kilim Runner', price: 1250, version: 1 }]);
    expect(after.find((product) => product.id === first.id)).toMatchObject({ description: 'Edited offline', version: first.version + 1 });
    expect(after.find((product) => product.id === second.id)).toMatchObject({ size: '10x14', version: second.version + 1 });
    expect((await suite.admin.serviceAreas.list()).some((area) => area.id === areas[0].id)).toBe(false);

    expect(await restarted.syncNow()).toMatchObject({ pending: 0 });
    expect(await products()).toHaveLength(before.length + 1);
  });

  it('turns a concurrent web-admin edit into a conflict with both copies, then applies each resolution', async () => {
    const { service } = await connected();
    const [keep, take, merge] = (await service.list('products')) as AdminProduct[];
    await suite.server.stop();
    await service.update('products', keep.id, { ...inputOf(keep), description: 'Mine (keep)', version: keep.version });
    await service.update('products', take.id, { ...inputOf(take), description: 'Mine (take)', version: take.version });
    await service.update('products', merge.id, { ...inputOf(merge), description: 'Mine (merge)', size: 'mine-size', version: merge.version });
    await suite.server.start();
    for (const [record, description] of [
      [keep, 'Theirs (keep)'],
      [take, 'Theirs (take)'],
      [merge, 'Theirs (merge)'],
    ] as const) {
      await suite.admin.products.update(record.id, { ...inputOf(record), description, version: record.version } as never);
    }

    // Each conflict holds only its own record, so all three wait for the owner side by side.
    let state = await service.syncNow();
    expect(state.pending).toBe(3);
    expect(state.conflicts).toHaveLength(3);
    const conflictOf = (id: number) => state.conflicts.find((conflict) => conflict.recordId === id)!;
    expect(conflictOf(keep.id)).toMatchObject({ kind: 'conflict', resource: 'products', mine: { description: 'Mine (keep)' }, theirs: { description: 'Theirs (keep)', version: keep.version + 1 } });
    expect((await suite.admin.products.get(keep.id)).description).toBe('Theirs (keep)');

    state = await service.resolveConflict(conflictOf(keep.id).itemId, { choice: 'mine' });
    expect(await suite.admin.products.get(keep.id)).toMatchObject({ description: 'Mine (keep)', version: keep.version + 2 });
    expect(state.conflicts).toHaveLength(2);
    expect(conflictOf(take.id)).toMatchObject({ theirs: { description: 'Theirs (take)' } });

    state = await service.resolveConflict(conflictOf(take.id).itemId, { choice: 'theirs' });
    expect(await suite.admin.products.get(take.id)).toMatchObject({ description: 'Theirs (take)', version: take.version + 1 });
    expect((await service.get('products', take.id)).description).toBe('Theirs (take)');
    expect(state.conflicts).toMatchObject([{ recordId: merge.id, mine: { size: 'mine-size' }, theirs: { description: 'Theirs (merge)' } }]);

    const mergeConflict = state.conflicts[0];
    state = await service.resolveConflict(mergeConflict.itemId, { choice: 'merge', values: { ...mergeConflict.mine, description: 'Theirs (merge)' } });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(merge.id)).toMatchObject({ description: 'Theirs (merge)', size: 'mine-size', version: merge.version + 2 });
  });

  it('turns a web-admin first save of a never-saved page into a conflict with the offline first save of the studio', async () => {
    // The seed saves every page; take one back to "never saved" as a new install's would be.
    await suite.server.stop();
    const db = new Database(join(suite.server.dataDir, 'jacobs.sqlite'));
    db.prepare("DELETE FROM page_content WHERE page_slug = 'health-pets'").run();
    db.close();
    await suite.server.start();
    const { service } = await connected();
    const page = (await service.list('pages')).find((record) => record.pageSlug === 'health-pets')!;
    expect(page.version).toBe(0);
    await suite.server.stop();
    await service.update('pages', 'health-pets', { seoTitle: 'Studio title', content: {}, version: 0 });
    await suite.server.start();
    await suite.admin.pages.update('health-pets', { seoTitle: 'Web title', content: {}, version: 0 });

    const state = await service.syncNow();
    expect(state.conflicts).toMatchObject([{ kind: 'conflict', resource: 'pages', mine: { seoTitle: 'Studio title' }, theirs: { seoTitle: 'Web title', version: 1 } }]);
    expect((await suite.admin.pages.get('health-pets')).seoTitle).toBe('Web title');
    expect(await service.resolveConflict(state.conflicts[0].itemId, { choice: 'mine' })).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.pages.get('health-pets')).toMatchObject({ seoTitle: 'Studio title', version: 2 });
  });

  it('resends a never-saved page whose first save landed but whose answer was lost, without a conflict', async () => {
    await suite.server.stop();
    const db = new Database(join(suite.server.dataDir, 'jacobs.sqlite'));
    db.prepare("DELETE FROM page_content WHERE page_slug = 'about'").run();
    db.close();
    await suite.server.start();
    const { dir, service } = await connected();
    await suite.server.stop();
    await service.update('pages', 'about', { seoTitle: 'Saved once', content: {}, version: 0 });
    service.dispose();
    await suite.server.start();

    // The first save reaches the server, and the studio dies before hearing back.
    const crashing = studio(dir, { fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'PUT') throw new TypeError('socket hang up');
      return response;
    } });
    // (It also syncs by itself as it starts, the server being there: the same one run.)
    expect((await crashing.syncNow()).pending).toBe(1);
    crashing.dispose();

    // The resend states version 0 again: the server's 409 holds our values, so it counts as done.
    expect(await studio(dir).syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.pages.get('about')).toMatchObject({ seoTitle: 'Saved once', version: 1 });
  });

  it('pauses on an expired session, asks for the password, then goes on', async () => {
    const { service } = await connected();
    const [record] = (await service.list('coreServices')) as Array<Record<string, unknown> & { id: number; version: number }>;
    await suite.server.stop();
    await service.update('coreServices', record.id, { ...inputOf(record), description: 'Written while the session expired', version: record.version });
    await suite.server.start({ sessionSecret: 'a-brand-new-session-secret-so-old-cookies-fail' });

    let state = await service.syncNow();
    expect(state).toMatchObject({ needsLogin: true, pending: 1, online: true });
    await service.login(suite.server.password);
    state = await service.syncNow();
    expect(state).toMatchObject({ needsLogin: false, pending: 0 });
    await suite.signInAgain();
    expect(await suite.admin.coreServices.get(record.id)).toMatchObject({ description: 'Written while the session expired', version: record.version + 1 });
  });

  it('resumes a sync killed halfway without applying anything twice or losing anything', async () => {
    const { dir, service } = await connected();
    const [product] = (await service.list('products')) as AdminProduct[];
    const before = await products();
    await suite.server.stop();
    await service.create('products', { name: 'Crash Test Tabriz', price: 900, collection: 'heritage' });
    await service.update('products', product.id, { ...inputOf(product), description: 'Survived two crashes', version: product.version });
    await service.create('products', { name: 'Crash Test Gabbeh', price: 700, collection: 'heritage' });
    service.dispose();
    await suite.server.start();

    // Run 1 loses the answer to the create, run 2 (resending the create) the answer to the
    // update: each time the write reached the server and the process "died" before hearing back.
    const losingAnswerOfWrite = (lost: number): { fetch: FetchLike; sent: string[] } => {
      const sent: string[] = [];
      return {
        sent,
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          if (init?.method !== 'GET' && !String(input).endsWith('/login')) {
            sent.push(`${init?.method} ${new URL(String(input)).pathname}`);
            if (sent.length === lost) throw new TypeError('socket hang up');
          }
          return response;
        },
      };
    };
    for (const lost of [1, 2]) {
      const link = losingAnswerOfWrite(lost);
      const crashing = studio(dir, { fetch: link.fetch });
      const state = await crashing.syncNow();
      // Stopped at the write whose answer was lost: the first run kept all three, the second the update and the last create.
      expect(state.pending).toBe(lost === 1 ? 3 : 2);
      expect(link.sent).toHaveLength(lost);
      crashing.dispose();
    }

    const resumed = studio(dir);
    expect(await resumed.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const after = await products();
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((item) => item.name === 'Crash Test Tabriz')).toHaveLength(1);
    expect(after.filter((item) => item.name === 'Crash Test Gabbeh')).toHaveLength(1);
    expect(after.find((item) => item.id === product.id)).toMatchObject({ description: 'Survived two crashes', version: product.version + 1 });
  });

  it('sends later changes of a record created offline to its new server id', async () => {
    const { dir, service } = await connected();
    await suite.server.stop();
    const blogInput = { title: 'Offline Post', author: 'Jacobs', content: 'First words', published: false };
    const { record: created } = await service.create('blog', blogInput);
    service.dispose();
    await suite.server.start();

    // The create reaches the server and the process dies before hearing back: nothing after it is sent.
    let died = false;
    const crashing = studio(dir, { fetch: async (input, init) => {
      if (died) throw new TypeError('socket hang up');
      const response = await fetch(input, init);
      if (init?.method === 'POST' && String(input).endsWith('/api/admin/blog')) {
        died = true;
        throw new TypeError('socket hang up');
      }
      return response;
    } });
    await crashing.syncNow();
    // The create was tried, so this edit queues behind it rather than folding into it.
    await crashing.update('blog', created.id as number, { ...blogInput, content: 'Second words' });
    expect((await crashing.getSyncState()).pending).toBe(2);
    crashing.dispose();

    const resumed = studio(dir);
    expect(await resumed.syncNow()).toMatchObject({ pending: 0, conflicts: [] });
    const posts = (await suite.admin.blog.list()).filter((post) => post.title === 'Offline Post');
    expect(posts).toMatchObject([{ content: 'Second words', version: 2 }]);
    expect(await resumed.get('blog', created.id as number)).toMatchObject({ id: posts[0].id, content: 'Second words' });
  });

  it('holds a change the server refuses until the owner retries or discards it, while other records sync', async () => {
    const { service } = await connected();
    const [existing] = (await service.list('products')) as AdminProduct[];
    const before = await products();
    await suite.server.stop();
    await service.create('products', { name: 'Slug Clash', slug: existing.slug, price: 10, collection: 'heritage' });
    await service.create('products', { name: 'Queued Behind', price: 20, collection: 'heritage' });
    await suite.server.start();

    let state = await service.syncNow();
    // The refused create waits for the owner; the create of another record behind it went through.
    expect(state.pending).toBe(1);
    expect(state.conflicts).toMatchObject([{ kind: 'rejected', op: 'create', mine: { name: 'Slug Clash' }, error: expect.stringContaining('That slug is already used') }]);
    expect((await products()).filter((product) => product.name === 'Queued Behind')).toHaveLength(1);
    state = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'mine' });
    expect(state.conflicts).toMatchObject([{ kind: 'rejected' }]);
    state = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'theirs' });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    const after = await products();
    expect(after).toHaveLength(before.length + 1);
    expect(after.some((product) => product.name === 'Slug Clash')).toBe(false);
    expect(after.filter((product) => product.name === 'Queued Behind')).toHaveLength(1);
  });

  it('holds only the conflicting record: its later changes wait behind it, other records keep syncing in order', async () => {
    const { service } = await connected();
    const [a, b] = (await service.list('products')) as AdminProduct[];
    const before = await products();
    await suite.server.stop();
    await service.update('products', a.id, { ...inputOf(a), description: 'Mine A1', version: a.version });
    await service.update('products', b.id, { ...inputOf(b), description: 'Mine B1', version: b.version });
    await service.create('products', { name: 'Made Behind A Conflict', price: 500, collection: 'heritage' });
    await suite.server.start();
    await suite.admin.products.update(a.id, { ...inputOf(a), description: 'Theirs A', version: a.version } as never);

    let state = await service.syncNow();
    expect(state.pending).toBe(1);
    expect(state.conflicts).toMatchObject([{ kind: 'conflict', recordId: a.id, mine: { description: 'Mine A1' }, theirs: { description: 'Theirs A' } }]);
    expect(await suite.admin.products.get(b.id)).toMatchObject({ description: 'Mine B1', version: b.version + 1 });
    expect((await products()).filter((product) => product.name === 'Made Behind A Conflict')).toHaveLength(1);

    // While the owner has not decided: B's next save goes straight to the server, A's joins the
    // undecided change (a record's queued changes are decided together), and B's after
    // that follows once it is sent.
    const direct = await service.update('products', b.id, { ...inputOf(b), description: 'Mine B2', version: b.version + 1 });
    expect(direct).toMatchObject({ record: { description: 'Mine B2', version: b.version + 2 }, queued: false });
    await service.update('products', a.id, { ...inputOf(a), description: 'Mine A1', size: 'A2 size', version: a.version });
    await service.update('products', b.id, { ...inputOf(b), description: 'Mine B3', version: b.version + 2 });
    state = await service.syncNow();
    expect(state.pending).toBe(1);
    expect(state.conflicts).toMatchObject([{ recordId: a.id, mine: { description: 'Mine A1', size: 'A2 size' }, bothChanged: ['description'] }]);
    expect(await suite.admin.products.get(b.id)).toMatchObject({ description: 'Mine B3', version: b.version + 3 });
    expect(await suite.admin.products.get(a.id)).toMatchObject({ description: 'Theirs A', version: a.version + 1 });

    state = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'mine' });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(a.id)).toMatchObject({ description: 'Mine A1', size: 'A2 size', version: a.version + 2 });
    expect(await products()).toHaveLength(before.length + 1);
  });

  it('keeps an image picked offline across a restart, uploads it exactly once at sync, and gives the product its server URL', async () => {
    const { dir, service } = await connected();
    const [existing] = (await service.list('products')) as AdminProduct[];
    const mediaBefore = await suite.admin.media.list();
    await suite.server.stop();

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8b2e2e' } }).png().toBuffer();
    const picked = await service.mediaUpload(new Uint8Array(png), 'offline-rug.png', 'image/png');
    expect(picked).toMatchObject({ id: expect.stringMatching(/^local-/), url: expect.stringMatching(/^\/studio-media\/local-[0-9a-f-]+\.png$/), width: 40, height: 30, fileName: 'offline-rug.png' });
    const { record: created } = await service.create('products', { name: 'Pictured Offline', price: 800, collection: 'heritage', imageUrl: picked.url, imageAlt: 'A red rug' });
    // The picture becomes the existing product's first (its imageUrl follows the gallery's first).
    await service.update('products', existing.id, { ...inputOf(existing), gallery: [{ url: picked.url, alt: null }, ...existing.gallery], version: existing.version });
    expect(await service.mediaList()).toMatchObject([{ id: picked.id, usedBy: [{ resource: 'products', id: created.id, name: 'Pictured Offline' }, { resource: 'products', id: existing.id }] }]);
    await expect(service.mediaRemove(picked.id)).rejects.toMatchObject({ status: 409 });
    service.dispose();

    // A new process on the same store still has the image, and its preview.
    const file = picked.url.slice('/studio-media/'.length);
    await suite.server.start();
    const lostAnswer: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && String(input).endsWith('/api/admin/media')) throw new TypeError('socket hang up');
      return response;
    };
    const crashing = studio(dir, { fetch: lostAnswer });
    expect(crashing.localMediaFile(file)).toMatchObject({ mimeType: 'image/png' });
    expect(await crashing.syncNow()).toMatchObject({ pending: 2, pendingImages: 1 });
    crashing.dispose();

    const restarted = studio(dir);
    const synced = await restarted.syncNow();
    expect(synced).toMatchObject({ pending: 0, conflicts: [], pendingImages: 0 });
    const mediaAfter = await suite.admin.media.list();
    expect(mediaAfter).toHaveLength(mediaBefore.length + 1);
    const [uploaded] = mediaAfter.filter((item) => item.fileName === 'offline-rug.png');
    expect(uploaded).toMatchObject({ width: 40, height: 30, url: expect.stringMatching(/^\/media\/[0-9a-f]{16}\//) });
    const product = (await products()).find((item) => item.name === 'Pictured Offline')!;
    expect(product).toMatchObject({ imageUrl: uploaded.url, imageAlt: 'A red rug' });
    expect(await suite.admin.products.get(existing.id)).toMatchObject({ imageUrl: uploaded.url, version: existing.version + 1 });
    expect(uploaded.usedBy).toEqual(expect.arrayContaining([{ resource: 'products', id: product.id, name: 'Pictured Offline' }]));
    // The local address now leads to the server's copy; the bytes on disk are gone.
    expect(restarted.localMediaFile(file)).toEqual({ redirect: `${suite.server.url}${uploaded.url}` });
    expect(await restarted.mediaList()).toEqual(expect.arrayContaining([expect.objectContaining({ id: uploaded.id })]));
    expect((await restarted.mediaList()).some((item) => item.id === picked.id)).toBe(false);

    await restarted.syncNow();
    expect(await suite.admin.media.list()).toHaveLength(mediaBefore.length + 1);
  });

  it('uploads an image right away while online and refuses a file that is not an image', async () => {
    const { service } = await connected();
    const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#224466' } }).png().toBuffer();
    const online = await service.mediaUpload(new Uint8Array(png), 'online-rug.png', 'image/png');
    expect(online).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{16}$/), url: expect.stringMatching(/^\/media\//) });
    await expect(service.mediaUpload(new TextEncoder().encode('not an image'), 'notes.jpg', 'image/jpeg')).rejects.toMatchObject({ status: 400 });
    expect((await service.getSyncState()).pendingImages).toBe(0);
    expect((await suite.admin.media.list()).filter((item) => item.fileName === 'online-rug.png')).toHaveLength(1);
  });

  it('offers to recreate a record deleted on the server while it was edited offline', async () => {
    const { service } = await connected();
    const { record: created } = await suite.admin.serviceAreas.create({ name: 'Doomed Area', type: 'suburb' }, { idempotencyKey: crypto.randomUUID() });
    const listed = (await service.list('serviceAreas')).find((area) => area.id === created.id)!;
    await suite.server.stop();
    await service.update('serviceAreas', created.id, { ...inputOf(listed), description: 'Kept by the studio', version: created.version });
    await suite.server.start();
    await suite.admin.serviceAreas.remove(created.id, created.version);

    let state = await service.syncNow();
    expect(state.conflicts).toMatchObject([{ kind: 'conflict', op: 'update', mine: { description: 'Kept by the studio' }, theirs: null }]);
    state = await service.resolveConflict(state.conflicts[0].itemId, { choice: 'mine' });
    expect(state).toMatchObject({ pending: 0, conflicts: [] });
    const recreated = (await suite.admin.serviceAreas.list()).filter((area) => area.name === 'Doomed Area');
    expect(recreated).toMatchObject([{ description: 'Kept by the studio', version: 1 }]);
  });

  it('keeps drafts on disk across a restart until they are discarded', async () => {
    const { dir, service } = await connected();
    await service.saveDraft('blog', 3, { values: { title: 'Half-written title' }, base: null, baseVersion: 2 });
    await service.saveDraft('products', 'new', { values: { name: 'Unsaved' }, base: null, baseVersion: null });
    service.dispose();
    const restarted = studio(dir);
    expect(await restarted.getDraft('blog', 3)).toMatchObject({ values: { title: 'Half-written title' }, baseVersion: 2 });
    expect((await restarted.listDrafts()).map((draft) => `${draft.resource}:${draft.id}`).sort()).toEqual(['blog:3', 'products:new']);
    expect((await restarted.getSyncState()).drafts).toMatchObject([
      { resource: 'blog', id: 3, label: 'blog post “Half-written title”', gone: false },
      { resource: 'products', id: 'new', label: 'new product “Unsaved”', gone: false },
    ]);
    await restarted.discardDraft('blog', 3);
    expect(await restarted.getDraft('blog', 3)).toBeNull();
  });

  it('validates offline edits with the contract before queueing them', async () => {
    const { service } = await connected();
    await suite.server.stop();
    await expect(service.create('products', { name: '', price: -1, collection: 'heritage' })).rejects.toMatchObject({ status: 400, body: { fields: { name: 'Name is required' } } });
    expect((await service.getSyncState()).pending).toBe(0);
  });
});
