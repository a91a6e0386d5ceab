import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_SLUGS, pageContent } from '../../shared/contract/pages.ts';
import { adminSiteSettings } from '../../shared/contract/settings.ts';
import type { HttpClient } from './support/http-client.ts';
import { validSettings } from '../support/record-data.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const pageRow = (slug: string) => server.db.prepare('SELECT * FROM page_content WHERE page_slug = ?').get(slug);

describe('admin pages', () => {
  it('lists every page in order, the spec\'s six first', async () => {
    const response = await admin.get('/api/admin/pages');
    expect(z.array(pageContent).parse(response.body).map((page) => page.pageSlug)).toEqual([...PAGE_SLUGS]);
  });

  it('reads one page and 404s an unknown slug', async () => {
    expect((await admin.get('/api/admin/pages/proof-roi')).body.pageSlug).toBe('proof-roi');
    expect((await admin.get('/api/admin/pages/pricing')).status).toBe(404);
    expect((await admin.put('/api/admin/pages/pricing', { content: {} })).status).toBe(404);
  });

  it('saves page content, bumping the version, and the public page shows it', async () => {
    const before = (await admin.get('/api/admin/pages/about')).body;
    const body = { pageSlug: 'about', seoTitle: ' About us ', seoDescription: '', seoKeywords: 'rugs', content: { sections: [{ kind: 'hero', title: 'New hero' }] } };
    const response = await admin.put('/api/admin/pages/about', body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pageSlug: 'about', seoTitle: 'About us', seoDescription: null, content: { sections: [{ id: 'hero-1', kind: 'hero', hidden: false, title: 'New hero' }] }, version: before.version + 1 });
    expect((await server.client().get('/api/pages/about')).body).toEqual(response.body);
  });

  it('creates a never-saved page at version 1; empty content is a page without sections', async () => {
    server.db.prepare("DELETE FROM page_content WHERE page_slug = 'contact'").run();
    const response = await admin.put('/api/admin/pages/contact', { seoTitle: 'Contact' });
    expect(response.body).toMatchObject({ version: 1, content: { sections: [] } });
    expect((await admin.put('/api/admin/pages/contact', { seoTitle: 'Contact', content: {} })).body).toMatchObject({ version: 2, content: { sections: [] } });
  });

  it('refuses a stale version with 409 and the current page, changing nothing', async () => {
    const { body: current } = await admin.put('/api/admin/pages/home', { seoTitle: 'One', content: {} });
    const before = pageRow('home');
    for (const attempt of [
      admin.put('/api/admin/pages/home', { seoTitle: 'Stale', content: {} }, { headers: { 'If-Match': String(current.version - 1) } }),
      admin.put('/api/admin/pages/home', { seoTitle: 'Stale', content: {}, version: current.version - 1 }),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'This record was changed by someone else', current });
    }
    expect(pageRow('home')).toEqual(before);
  });
});

describe('admin settings', () => {
  it('reads and updates the settings, bumping the version; the public read follows', async () => {
    const before = adminSiteSettings.parse((await admin.get('/api/admin/settings')).body);
    const response = await admin.put('/api/admin/settings', { ...validSettings(), phone: '(312) 555-0199', version: before.version });
    expect(response.status).toBe(200);
    expect(adminSiteSettings.parse(response.body)).toMatchObject({ phone: '(312) 555-0199', version: before.version + 1 });
    const { notificationEmail: _adminOnly, ...publicPart } = response.body;
    expect((await server.client().get('/api/settings')).body).toEqual(publicPart);
  });

  // A field added as a migration plus one entry in the resource table.
  it('keeps where new-lead emails go: stored, read back, cleared to null, and never public', async () => {
    expect((await admin.get('/api/admin/settings')).body.notificationEmail).toBeNull();
    const saved = await admin.put('/api/admin/settings', { ...validSettings(), notificationEmail: '  leads@example.com ' });
    expect(saved.status).toBe(200);
    expect(saved.body.notificationEmail).toBe('leads@example.com');
    expect(server.db.prepare('SELECT notification_email FROM site_settings').pluck().get()).toBe('leads@example.com');
    expect((await admin.get('/api/admin/settings')).body.notificationEmail).toBe('leads@example.com');
    const publicSettings = (await server.client().get('/api/settings')).body;
    expect(publicSettings).not.toHaveProperty('notificationEmail');
    expect(JSON.stringify(publicSettings)).not.toContain('leads@example.com');

    const refused = await admin.put('/api/admin/settings', { ...validSettings(), notificationEmail: 'leads at example' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ notificationEmail: 'Must be an email address' });

    const cleared = await admin.put('/api/admin/settings', { ...validSettings(), notificationEmail: '' });
    expect(cleared.body.notificationEmail).toBeNull();
  });

  it('refuses a stale version with 409 and the current settings', async () => {
    const current = (await admin.get('/api/admin/settings')).body;
    const response = await admin.put('/api/admin/settings', validSettings(), { headers: { 'If-Match': '1' } });
    expect(response.status).toBe(409);
    expect(response.body.current).toEqual(current);
    expect((await admin.get('/api/admin/settings')).body).toEqual(current);
  });
});
