// The blog list in pages (decision 090): GET /api/blog-list answers one page of the published posts,
// newest first, with where it sits; /jacobs/blog shows that page's cards, rendered by the server,
// with links to the other pages, so a blog of a thousand posts is still one screenful of cards.
import { beforeAll, describe, expect, it } from 'vitest';
import { blogListPage, type BlogListPage, type BlogPost } from '../../shared/contract/blog.ts';
import { BLOG_PAGE_SIZE } from '../../shared/domain/blog-list.ts';
import { readHead } from './support/html-head.ts';
import type { HttpClient } from './support/http-client.ts';
import { cataloguePost, validBlogPost } from '../support/record-data.ts';
import { useSiteBuild } from './support/site-build.ts';
import { fakeSiteDir, useTestServer } from './support/test-server.ts';

// The pages rendered by the real server renderer, built for this file (no browser bundle: the blog has no island).
const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html><head><meta charset="UTF-8" /><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

let admin: HttpClient;
let visitor: HttpClient;
let baseUrl: string;
useTestServer(
  (started) => {
    ({ admin } = started);
    visitor = started.server.client();
    baseUrl = started.server.baseUrl;
  },
  { siteDir: () => siteDir },
);

const ADDED = BLOG_PAGE_SIZE + 3;

beforeAll(async () => {
  // With the two seeded posts the list spans two pages.
  for (let index = 0; index < ADDED; index += 1) expect((await admin.post('/api/admin/blog', cataloguePost(index))).status).toBe(201);
  expect((await admin.post('/api/admin/blog', validBlogPost({ title: 'A Draft Nobody Reads', published: false }))).status).toBe(201);
});

async function listPage(query = ''): Promise<BlogListPage> {
  const response = await visitor.get(`/api/blog-list${query}`);
  expect(response.status, query).toBe(200);
  return blogListPage.parse(response.body);
}

const slugs = (posts: readonly BlogPost[]) => posts.map((post) => post.slug);
/** The post slugs a list page's HTML links to, in order. */
/** The HTML without the comments React writes between adjacent pieces of text ("Page <!-- -->2"). */
const plain = (html: string) => html.replaceAll('<!-- -->', '');
const linkedSlugs = (html: string) => [...html.matchAll(/href="\/jacobs\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]);

describe('GET /api/blog-list', () => {
  it('cuts the published posts, newest first, into pages of BLOG_PAGE_SIZE', async () => {
    const everyPost: BlogPost[] = (await visitor.get('/api/blog')).body;
    expect(everyPost).toHaveLength(ADDED + 2);
    const first = await listPage();
    expect(first).toMatchObject({ total: ADDED + 2, page: 1, pageSize: BLOG_PAGE_SIZE, pageCount: 2 });
    expect(slugs(first.posts)).toEqual(slugs(everyPost.slice(0, BLOG_PAGE_SIZE)));
    const second = await listPage('?page=2');
    expect(slugs(second.posts)).toEqual(slugs(everyPost.slice(BLOG_PAGE_SIZE)));
    expect(slugs([...first.posts, ...second.posts])).not.toContain('a-draft-nobody-reads');
  });

  it('answers a page past the end with no posts and the real page count', async () => {
    expect(await listPage('?page=9')).toMatchObject({ posts: [], total: ADDED + 2, page: 9, pageCount: 2 });
  });

  it.each(['?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page=', '?page=1&page=2'])('%s answers 400 naming page', async (query) => {
    const response = await visitor.get(`/api/blog-list${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Invalid request', fields: { page: 'Must be a whole number from 1' } });
  });
});

describe('/jacobs/blog', () => {
  it('shows the first page of cards, with a link to the next page', async () => {
    const first = await listPage();
    const page = await visitor.get('/jacobs/blog');
    expect(page.status).toBe(200);
    expect(linkedSlugs(page.text)).toEqual(slugs(first.posts));
    expect(plain(page.text)).toContain('Page 1 of 2');
    expect(page.text).toContain('href="/jacobs/blog?page=2#posts"');
  });

  it('shows the second page at ?page=2, linking back to the first', async () => {
    const second = await listPage('?page=2');
    const page = await visitor.get('/jacobs/blog?page=2');
    expect(page.status).toBe(200);
    expect(linkedSlugs(page.text)).toEqual(slugs(second.posts));
    expect(plain(page.text)).toContain('Page 2 of 2');
    expect(page.text).toContain('href="/jacobs/blog#posts"');
  });

  it('reads a page number it cannot mean as the first page, and says a page past the end is empty', async () => {
    expect(linkedSlugs((await visitor.get('/jacobs/blog?page=abc')).text)).toEqual(slugs((await listPage()).posts));
    const past = await visitor.get('/jacobs/blog?page=9');
    expect(past.status).toBe(200);
    expect(linkedSlugs(past.text)).toEqual([]);
    expect(past.text).toContain('No articles on this page.');
    expect(past.text).toContain('href="/jacobs/blog?page=2#posts"');
  });

  it('gives each page its own canonical address, and a page it cannot mean the first page\'s (decision 090)', async () => {
    const canonicalOf = async (path: string) => readHead((await visitor.get(path)).text).canonical;
    expect(await canonicalOf('/jacobs/blog')).toEqual([`${baseUrl}/jacobs/blog`]);
    expect(await canonicalOf('/jacobs/blog?page=2')).toEqual([`${baseUrl}/jacobs/blog?page=2`]);
    expect(await canonicalOf('/jacobs/blog?page=2&utm_source=mail')).toEqual([`${baseUrl}/jacobs/blog?page=2`]);
    for (const path of ['/jacobs/blog?page=1', '/jacobs/blog?page=9', '/jacobs/blog?page=abc']) {
      expect(await canonicalOf(path), path).toEqual([`${baseUrl}/jacobs/blog`]);
    }
  });
});
