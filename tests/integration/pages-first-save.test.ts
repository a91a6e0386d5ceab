// A page never saved is at version 0. Two owners (two tabs, or the web admin and the studio) who
// both opened it then can each save first: stating version 0 makes that first save a conditional
// create, so the later one gets 409 with the page as it now is, instead of silently overwriting.
import { describe, expect, it } from 'vitest';
import type { PageContent } from '../../shared/contract/pages.ts';
import type { HttpClient, TestResponse } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

const CONFLICT = 'This record was changed by someone else';
const pageRow = (slug: string) => server.db.prepare('SELECT * FROM page_content WHERE page_slug = ?').get(slug);

/** The page as the owner finds it when it was never saved. */
async function neverSaved(slug: string): Promise<PageContent> {
  server.db.prepare('DELETE FROM page_content WHERE page_slug = ?').run(slug);
  const { body } = await admin.get(`/api/admin/pages/${slug}`);
  expect(body).toMatchObject({ pageSlug: slug, version: 0, updatedAt: null });
  return body;
}

const edit = (seoTitle: string) => ({ seoTitle, seoDescription: '', seoKeywords: '', content: { sections: [{ id: 'hero', kind: 'hero', title: seoTitle }] } });

function winnerAndLoser(responses: TestResponse[]) {
  expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  return { winner: responses.find((r) => r.status === 200)!, loser: responses.find((r) => r.status === 409)! };
}

describe('the first save of a page never saved', () => {
  it('of two first saves stating version 0, sent at once from two sessions, one wins and the other gets 409 with the page', async () => {
    const page = await neverSaved('about');
    const other = await server.admin();
    const { winner, loser } = winnerAndLoser(
      await Promise.all([
        admin.put('/api/admin/pages/about', { ...edit('Mine'), version: page.version }),
        other.put('/api/admin/pages/about', { ...edit('Theirs'), version: page.version }),
      ]),
    );
    expect(winner.body).toMatchObject({ pageSlug: 'about', version: 1 });
    expect(loser.body).toEqual({ error: CONFLICT, current: winner.body });
    expect(pageRow('about')).toMatchObject({ version: 1, seo_title: winner.body.seoTitle });
    expect(JSON.parse((pageRow('about') as { content: string }).content).sections).toEqual([expect.objectContaining({ id: 'hero', title: winner.body.seoTitle })]);
    expect((await admin.get('/api/admin/pages/about')).body).toEqual(winner.body);
  });

  it('does the same when the version is stated as If-Match: "0"', async () => {
    await neverSaved('contact');
    const other = await server.admin();
    const { winner, loser } = winnerAndLoser(
      await Promise.all([
        admin.put('/api/admin/pages/contact', edit('Mine'), { headers: { 'If-Match': '"0"' } }),
        other.put('/api/admin/pages/contact', edit('Theirs'), { headers: { 'If-Match': '0' } }),
      ]),
    );
    expect(loser.body).toEqual({ error: CONFLICT, current: winner.body });
    expect(pageRow('contact')).toMatchObject({ version: 1, seo_title: winner.body.seoTitle });
  });

  it('a save stating version 0 for a page saved since changes nothing and answers 409', async () => {
    await neverSaved('services');
    const { body: saved } = await admin.put('/api/admin/pages/services', { ...edit('Saved first'), version: 0 });
    const before = pageRow('services');
    const late = await admin.put('/api/admin/pages/services', { ...edit('Late'), version: 0 });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: CONFLICT, current: saved });
    expect(pageRow('services')).toEqual(before);
  });

  it('a save stating the version it loaded goes through and counts up from there', async () => {
    await neverSaved('proof-roi');
    const first = await admin.put('/api/admin/pages/proof-roi', { ...edit('One'), version: 0 });
    const second = await admin.put('/api/admin/pages/proof-roi', { ...edit('Two'), version: first.body.version });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ seoTitle: 'Two', version: 2 });
  });

  it('refuses a negative version, naming the field', async () => {
    const body = await admin.put('/api/admin/pages/home', { ...edit('Bad'), version: -1 });
    expect(body.status).toBe(400);
    expect(body.body.fields).toHaveProperty('version');
    const header = await admin.put('/api/admin/pages/home', edit('Bad'), { headers: { 'If-Match': '-1' } });
    expect(header.status).toBe(400);
    expect(header.body.fields).toHaveProperty('If-Match');
  });
});
