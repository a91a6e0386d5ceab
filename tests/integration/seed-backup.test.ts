import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../../shared/contract/page-list.ts';
import { seedPreview, seedResult } from '../../shared/contract/seed.ts';
import { seedBlogPosts } from '../../server/seed/seed-data/blog-posts.ts';
import { seedCoreServices } from '../../server/seed/seed-data/core-services.ts';
import { seedProducts } from '../../server/seed/seed-data/products.ts';
import { seedServiceAreas } from '../../server/seed/seed-data/service-areas.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const ZERO = { serviceAreas: 0, blogPosts: 0, pageContent: 0, siteSettings: 0, products: 0, coreServices: 0, consultationTypes: 0, bookingAvailability: 0 };

describe('seed database', () => {
  it('created the whole catalogue on first start', () => {
    const count = (table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    expect(count('service_areas')).toBe(seedServiceAreas.length);
    expect(count('blog_posts')).toBe(seedBlogPosts.length);
    expect(count('products')).toBe(seedProducts.length);
    expect(count('core_services')).toBe(seedCoreServices.length);
    expect(count('page_content')).toBe(PAGE_SLUGS.length);
    expect(count('site_settings')).toBe(1);
  });

  it('reports zeros when nothing is missing', async () => {
    const response = await admin.post('/api/admin/seed-database');
    expect(response.status).toBe(200);
    expect(seedResult.parse(response.body)).toEqual({ ok: true, created: ZERO });
  });

  it('recreates only what is missing and never overwrites an edit', async () => {
    const areas = (await admin.get('/api/admin/service-areas')).body;
    const lincolnPark = areas.find((area: { slug: string }) => area.slug === 'lincoln-park');
    const edited = await admin.put(`/api/admin/service-areas/${lincolnPark.id}`, { ...lincolnPark, description: 'Edited by the owner' });
    expect(edited.status).toBe(200);
    const goldCoast = areas.find((area: { slug: string }) => area.slug === 'gold-coast');
    await admin.delete(`/api/admin/service-areas/${goldCoast.id}`);
    server.db.prepare("DELETE FROM page_content WHERE page_slug = 'about'").run();
    await admin.put('/api/admin/settings', { ...(await admin.get('/api/admin/settings')).body, companyName: 'Renamed Co' });

    // The confirmation's figures: exactly what the run then creates, and the preview changes nothing.
    const preview = await admin.get('/api/admin/seed-database');
    expect(seedPreview.parse(preview.body)).toEqual({ wouldCreate: { ...ZERO, serviceAreas: 1, pageContent: 1 } });
    expect((await admin.get('/api/admin/seed-database')).body).toEqual(preview.body);

    const first = await admin.post('/api/admin/seed-database');
    expect(first.body).toEqual({ ok: true, created: { ...ZERO, serviceAreas: 1, pageContent: 1 } });
    expect((await admin.get(`/api/admin/service-areas/${lincolnPark.id}`)).body).toEqual(edited.body);
    expect((await admin.get('/api/admin/settings')).body.companyName).toBe('Renamed Co');
    expect((await admin.get('/api/admin/service-areas')).body.map((area: { slug: string }) => area.slug)).toContain('gold-coast');

    const second = await admin.post('/api/admin/seed-database');
    expect(second.body).toEqual({ ok: true, created: ZERO });
    expect((await admin.get('/api/admin/seed-database')).body).toEqual({ wouldCreate: ZERO });
  });
});

describe('backup', () => {
  it('downloads a consistent SQLite snapshot holding the data', async () => {
    await server.client().post('/api/contact', { name: 'Backup Check', email: 'b@example.com', message: 'In the backup?' });
    const response = await fetch(`${server.baseUrl}/api/admin/backup`, { headers: { Cookie: admin.cookieHeader } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?jacobs-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite"?$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');

    const file = join(server.dataDir, 'restored.sqlite');
    writeFileSync(file, bytes);
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(seedProducts.length);
      expect(copy.prepare('SELECT name FROM contact_messages').pluck().all()).toContain('Backup Check');
      expect(copy.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
  });
});
