// Scheduled is not Published: a post published with a date ahead is nowhere
// public until that moment, then everywhere at once, with no write and no restart: the public
// cache expires at the next scheduled publish time (server/app.ts nextChangeAt). The clock is
// moved with vitest's fake Date, which the server in this process reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '../../shared/contract/blog.ts';
import { validBlogPost } from '../support/record-data.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';
import type { HttpClient } from './support/http-client.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), {
  siteDir: () => fakeSiteDir({ 'index.html': '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>' }),
});

afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

describe('a scheduled post', () => {
  it('appears on its page, the blog list, the sitemap and the feed once its time passes, with the cache warm before', async () => {
    const publishAt = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000).toISOString();
    const created = await admin.post<AdminBlogPost>('/api/admin/blog', { ...validBlogPost(), title: 'Scheduled Spring Guide', published: true, publishedAt: publishAt });
    expect(created.status).toBe(201);
    const { slug } = created.body;
    const visitor = server.client();
    const addresses = { page: `/jacobs/blog/${slug}`, api: `/api/blog/${slug}`, list: '/api/blog', sitemap: '/sitemap.xml', rss: '/jacobs/blog/rss.xml' };

    // Read (and cached) while still scheduled.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(publishAt) - 60_000 });
    for (const _pass of [1, 2]) {
      expect((await visitor.get(addresses.page)).status).toBe(404);
      expect((await visitor.get(addresses.api)).status).toBe(404);
      for (const address of [addresses.list, addresses.sitemap, addresses.rss]) expect((await visitor.get(address)).text, address).not.toContain(slug);
    }

    vi.setSystemTime(Date.parse(publishAt) + 1000);
    expect((await visitor.get(addresses.page)).status).toBe(200);
    expect((await visitor.get(addresses.api)).body).toMatchObject({ slug, title: 'Scheduled Spring Guide' });
    for (const address of [addresses.list, addresses.sitemap, addresses.rss]) expect((await visitor.get(address)).text, address).toContain(slug);
  });
});
