// The launch checklist (docs/product/rules.md#the-launch-checklist): GET /api/admin/launch-checklist
// lists, for a freshly seeded site, what a visitor would notice, each item with the screens that
// fix it; every item goes once the owner fixes its cause through the admin API, and comes for
// what the owner sets later (an example email, the seeded booking link in use, changed words with
// the seeded search title).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import { launchChecklist, type LaunchChecklist } from '../../shared/contract/launch-checklist.ts';
import { policyTemplate } from '../../shared/domain/policy-templates.ts';
import { validTestimonial } from '../support/record-data.ts';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { perTest: true });

const PATH = '/api/admin/launch-checklist';

async function checklist(): Promise<LaunchChecklist> {
  const response = await admin.get(PATH);
  expect(response.status, response.text).toBe(200);
  return launchChecklist.parse(response.body);
}
const ids = async () => (await checklist()).items.map((item) => item.id);

async function saveSettings(change: Record<string, unknown>) {
  const current = (await admin.get('/api/admin/settings')).body;
  const saved = await admin.put('/api/admin/settings', { ...current, ...change, updatedAt: undefined });
  expect(saved.status, saved.text).toBe(200);
}

async function savePage(slug: string, change: (page: Record<string, any>) => Record<string, unknown>) {
  const current = (await admin.get(`/api/admin/pages/${slug}`)).body;
  const saved = await admin.put(`/api/admin/pages/${slug}`, { ...current, ...change(current), updatedAt: undefined });
  expect(saved.status, saved.text).toBe(200);
}

const FRESH_SEED = ['comingSoon:privacy', 'comingSoon:terms', 'comingSoon:accessibility', 'placeholderPhone', 'noAddress', 'noTestimonials', 'noTeam', 'drawnRugs'];

describe('the launch checklist', () => {
  it('lists on a fresh seed what a visitor would notice, each with the screen (and record and field) that fixes it', async () => {
    const { items } = await checklist();
    expect(items.map((item) => item.id)).toEqual(FRESH_SEED);
    const item = (id: string) => items.find((candidate) => candidate.id === id)!;
    expect(item('comingSoon:privacy')).toMatchObject({ title: 'The Privacy Policy page still says Coming Soon', fixes: [{ to: '/admin/pages?id=privacy' }] });
    expect(item('placeholderPhone')).toMatchObject({ title: `The phone number ${DEFAULT_SITE_SETTINGS.phone} is a 555 number`, fixes: [{ to: '/admin/settings?field=phone' }] });
    expect(item('noAddress').fixes).toEqual([{ label: 'Add the address or a note in Settings', to: '/admin/settings?field=streetAddress' }]);
    expect(item('noTestimonials').fixes[0].to).toBe('/admin/testimonials');
    expect(item('noTeam').fixes[0].to).toBe('/admin/pages?id=about');
    // Every active rug of the seed shows a shipped drawing: each is linked to its gallery.
    const rugs = (await server.client().get('/api/products')).body as { id: number; name: string }[];
    expect(item('drawnRugs').title).toBe(`${rugs.length} rugs show only a drawing`);
    expect(item('drawnRugs').fixes).toEqual(rugs.map((rug) => ({ label: rug.name, to: `/admin/products?id=${rug.id}&field=gallery` })));
    for (const { detail } of items) expect(detail.length).toBeGreaterThan(20);
  });

  it('drops each item once the owner fixes it', async () => {
    for (const slug of ['privacy', 'terms', 'accessibility'] as const) {
      // The template rewrites the page's search title and description with its words (the seed's say Coming Soon).
      const { sections, ...seo } = policyTemplate(slug, { companyName: 'Jacobs Rug Consultancy', email: 'consult@jacobsrugconsultancy.com', city: 'Chicago, Illinois', roomPhotosMaxBytes: 250 * 1024 * 1024 });
      await savePage(slug, () => ({ ...seo, content: { sections } }));
      expect(await ids()).not.toContain(`comingSoon:${slug}`);
    }
    await saveSettings({ phone: '(312) 874-2210' });
    expect(await ids()).not.toContain('placeholderPhone');
    await saveSettings({ addressNote: 'By appointment only' });
    expect(await ids()).not.toContain('noAddress');
    expect((await admin.post('/api/admin/testimonials', validTestimonial())).status).toBe(201);
    expect(await ids()).not.toContain('noTestimonials');
    await savePage('about', (page) => ({
      content: { sections: [...page.content.sections, { kind: 'team', title: 'Who you will work with', members: [{ name: 'Ruth Jacobs', role: 'Founder and lead consultant' }] }] },
    }));
    expect(await ids()).not.toContain('noTeam');
    // A section added beside the seeded words leaves the search title and description true.
    expect(await ids()).not.toContain('seededSeo:about');

    // A rug with a photograph of its own leaves the list; the others stay until theirs do.
    const [first, ...others] = (await admin.get('/api/admin/products')).body as { id: number; version: number }[];
    const withPhoto = async (id: number) => {
      const product = (await admin.get(`/api/admin/products/${id}`)).body;
      const saved = await admin.put(`/api/admin/products/${id}`, { ...product, gallery: [{ url: `https://photos.jacobsrugconsultancy.com/rug-${id}.jpg`, alt: 'The rug on an oak floor' }, ...product.gallery], updatedAt: undefined });
      expect(saved.status, saved.text).toBe(200);
    };
    await withPhoto(first.id);
    const drawn = (await checklist()).items.find((item) => item.check === 'drawnRugs')!;
    expect(drawn.fixes.map((fix) => fix.to)).not.toContain(`/admin/products?id=${first.id}&field=gallery`);
    expect(drawn.fixes).toHaveLength(others.length);
    for (const { id } of others) await withPhoto(id);
    expect((await checklist()).items).toEqual([]);
  });

  it('an inactive rug is not a visitor’s to notice', async () => {
    const products = (await admin.get('/api/admin/products')).body as { id: number }[];
    const product = (await admin.get(`/api/admin/products/${products[0].id}`)).body;
    await admin.put(`/api/admin/products/${product.id}`, { ...product, active: false, updatedAt: undefined });
    const drawn = (await checklist()).items.find((item) => item.check === 'drawnRugs')!;
    expect(drawn.fixes.map((fix) => fix.to)).not.toContain(`/admin/products?id=${product.id}&field=gallery`);
  });

  it('names an example email, and the seeded booking link while Book buttons lead there', async () => {
    await saveSettings({ email: 'hello@example.com' });
    expect((await checklist()).items.find((item) => item.id === 'exampleEmail')).toMatchObject({ title: 'The email hello@example.com is an example address', fixes: [{ to: '/admin/settings?field=email' }] });
    await saveSettings({ email: 'ruth@jacobsrugconsultancy.com' });
    expect(await ids()).not.toContain('exampleEmail');

    // Booking on this site: the booking link leads nowhere a visitor goes.
    expect(await ids()).not.toContain('seededBookingLink');
    await saveSettings({ bookingMode: 'external' });
    expect((await checklist()).items.find((item) => item.id === 'seededBookingLink')!.fixes).toEqual([{ label: 'Change the booking link in Settings', to: '/admin/settings?field=bookingUrl' }]);
    await saveSettings({ bookingUrl: 'https://cal.com/jacobs-rugs/consultation' });
    expect(await ids()).not.toContain('seededBookingLink');
  });

  it('names a page whose words changed while its search title or description is the seed’s, until both are rewritten', async () => {
    await savePage('home', (page) => ({ content: { sections: page.content.sections.map((section: Record<string, unknown>, index: number) => (index === 0 ? { ...section, title: 'Rugs that sell Chicago homes' } : section)) } }));
    expect((await checklist()).items.filter((item) => item.check === 'seededSeo')).toEqual([
      expect.objectContaining({ id: 'seededSeo:home', title: 'Homepage: its words changed, its search title and description did not', fixes: [{ label: 'Rewrite the search title and description of Homepage', to: '/admin/pages?id=home&field=seoTitle' }] }),
    ]);
    await savePage('home', () => ({ seoTitle: 'Rugs That Sell Chicago Homes' }));
    expect((await checklist()).items.find((item) => item.id === 'seededSeo:home')).toMatchObject({ title: 'Homepage: its words changed, its search description did not', fixes: [{ to: '/admin/pages?id=home&field=seoDescription' }] });
    await savePage('home', () => ({ seoDescription: 'A Chicago rug consultancy whose rugs help homes sell faster and live better.' }));
    expect(await ids()).not.toContain('seededSeo:home');

    // Moving nothing and saving the seed's words again changes nothing a search engine reads.
    await savePage('about', (page) => ({ content: page.content }));
    expect(await ids()).not.toContain('seededSeo:about');
  });

  it('needs a session', async () => {
    expect((await server.client().get(PATH)).status).toBe(401);
  });
});
