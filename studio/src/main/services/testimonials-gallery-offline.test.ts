// Testimonials and a product's gallery in the studio, against the real server process: testimonials are edited offline like
// every record type (queued, merged three ways with a web edit, synced once), and the pictures of a
// product's gallery picked offline are each uploaded once at sync, in the gallery's order.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../../shared/contract/products.ts';
import type { AdminTestimonial } from '../../../../shared/contract/testimonials.ts';
import { inputOf } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { studio, connected } = suite;

const png = (background: string) => sharp({ create: { width: 30, height: 20, channels: 3, background } }).png().toBuffer();

describe('testimonials offline', () => {
  it('creates and edits testimonials offline, merges a web edit of another field, and syncs each change once', async () => {
    const { record: existing } = await suite.admin.testimonials.create({ quote: 'Calm, expert advice.', name: 'Pat L.', place: 'Oak Park' }, { idempotencyKey: crypto.randomUUID() });
    const { dir, service } = await connected();
    expect((await service.list('testimonials')).map((record) => record.id)).toContain(existing.id);
    await suite.server.stop();

    // Read from the cache, edited and created while the server is away.
    const cached = (await service.list('testimonials')).find((record) => record.id === existing.id) as AdminTestimonial;
    const edited = await service.update('testimonials', existing.id, { ...inputOf(cached), quote: 'Calm, expert advice. Our buyers noticed the rug first.', version: cached.version });
    expect(edited.queued).toBe(true);
    const { record: created, queued } = await service.create('testimonials', { quote: 'Worth every minute.', name: 'Offline O.', place: 'Evanston', role: 'Realtor' });
    expect(queued).toBe(true);
    await expect(service.create('testimonials', { quote: '', name: 'Nobody', place: 'Loop' })).rejects.toMatchObject({ status: 400, body: { fields: { quote: 'Quote is required' } } });
    expect(await service.getSyncState()).toMatchObject({ pending: 2, pendingKeys: expect.arrayContaining([`testimonials:${existing.id}`, `testimonials:${created.id}`]) });
    service.dispose();

    // Meanwhile the web admin changes another field of the same testimonial.
    await suite.server.start();
    await suite.signInAgain();
    await suite.admin.testimonials.update(existing.id, { ...inputOf(existing), role: 'Homeowner', version: existing.version } as never);

    const restarted = studio(dir);
    const synced = await restarted.syncNow();
    expect(synced).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.testimonials.get(existing.id)).toMatchObject({ quote: 'Calm, expert advice. Our buyers noticed the rug first.', role: 'Homeowner', version: existing.version + 2 });
    const made = (await suite.admin.testimonials.list()).filter((record) => record.name === 'Offline O.');
    expect(made).toMatchObject([{ quote: 'Worth every minute.', place: 'Evanston', role: 'Realtor', version: 1 }]);
    const revisions = await suite.admin.testimonials.revisions(existing.id);
    expect(revisions[0]).toMatchObject({ source: 'studio', changedFields: ['quote'] });

    expect(await restarted.syncNow()).toMatchObject({ pending: 0 });
    expect((await suite.admin.testimonials.list()).filter((record) => record.name === 'Offline O.')).toHaveLength(1);
  });
});

describe("a product's gallery offline", () => {
  it('keeps pictures picked offline, uploads each once at sync, and stores the gallery in its order with server URLs', async () => {
    const { service } = await connected();
    const [product] = (await service.list('products')) as AdminProduct[];
    const mediaBefore = await suite.admin.media.list();
    await suite.server.stop();

    const first = await service.mediaUpload(new Uint8Array(await png('#7a2e1d')), 'gallery-front.png', 'image/png');
    const second = await service.mediaUpload(new Uint8Array(await png('#2c3660')), 'gallery-back.png', 'image/png');
    expect([first.id, second.id]).toEqual([expect.stringMatching(/^local-/), expect.stringMatching(/^local-/)]);
    const gallery = [{ url: second.url, alt: 'Back' }, ...product.gallery, { url: first.url, alt: 'Front' }];
    await service.update('products', product.id, { ...inputOf(product), gallery, version: product.version });
    // Saved twice offline (the outbox keeps the later save of the record): the pictures are still uploaded once each.
    await service.update('products', product.id, { ...inputOf(product), gallery, description: 'Seen from every side.', version: product.version });
    expect(await service.getSyncState()).toMatchObject({ pending: 1, pendingImages: 2 });
    expect((await service.mediaList()).filter((item) => item.id.startsWith('local-'))).toMatchObject([
      { usedBy: [{ resource: 'products', id: product.id, name: product.name }] },
      { usedBy: [{ resource: 'products', id: product.id, name: product.name }] },
    ]);

    await suite.server.start();
    await suite.signInAgain();
    expect(await service.syncNow()).toMatchObject({ pending: 0, pendingImages: 0, conflicts: [] });
    const uploaded = (await suite.admin.media.list()).filter((item) => item.fileName.startsWith('gallery-'));
    expect(uploaded.map((item) => item.fileName).sort()).toEqual(['gallery-back.png', 'gallery-front.png']);
    expect(await suite.admin.media.list()).toHaveLength(mediaBefore.length + 2);
    const urlOf = (fileName: string) => uploaded.find((item) => item.fileName === fileName)!.url;
    const saved = await suite.admin.products.get(product.id);
    expect(saved.gallery).toEqual([{ url: urlOf('gallery-back.png'), alt: 'Back' }, ...product.gallery, { url: urlOf('gallery-front.png'), alt: 'Front' }]);
    expect(saved).toMatchObject({ imageUrl: urlOf('gallery-back.png'), imageAlt: 'Back', description: 'Seen from every side.' });
    expect(JSON.stringify(saved)).not.toContain('studio-media');
  });
});
