// The site's copy as the server renders it. US spelling on every public page
// (the spec's own strings kept as the spec writes them), the booking card's hours from Settings,
// nothing at all for a post without a reading time, and counts in the singular for one.
import { SHOWN_IMAGE } from './support/visitor.ts';
import { describe, expect, it } from 'vitest';
import { SPEC_PET_HEALTH_CLAIM } from '../spec-facts.ts';
import { publicRoutes, routeSamples } from '../public-routes.ts';
import { validBlogPost, validSettings } from '../support/record-data.ts';
import type { HttpClient } from './support/http-client.ts';
import { useSiteBuild } from './support/site-build.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir, perTest: true });

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A page's words as a reader, a crawler or a link preview meets them: text, attributes, head tags, JSON-LD and page data. */
const wordsOf = (html: string) =>
  decode(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ').replaceAll('aria-labelledby', 'aria-*').replace(/<[^>]+>/g, (tag) => ` ${tag} `));
/** The visible text of the markup inside #root. */
const textOf = (html: string) =>
  decode((new RegExp(`<div id="root">([\\s\\S]*)</div>(?:${SHOWN_IMAGE})?</body>`).exec(html)?.[1] ?? '').replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

async function html(path: string): Promise<string> {
  const response = await server.client().get(path);
  expect(response.status, path).toBeLessThan(500);
  return response.text;
}

/** British spellings (and their inflections) a Chicago site spells the US way. */
const BRITISH = [
  /\b(colour|favour|flavour|honour|humour|labour|neighbour|odour|vapour|harbour|behaviour|rumour|savour|armour|vigour|endeavour)\w*/gi,
  /\b(centre|fibre|metre|theatre|litre|lustre|sombre|calibre)s?\b/gi,
  /\b(organ|recogn|real|special|personal|custom|minim|maxim|priorit|optim|apolog|summar|categor|final|util|author|harmon|modern|character|visual|stabil|sanit|standard|neutral|moistur|steril|synthes)is(e|es|ed|ing|ation|ations)\b/gi,
  /\b(analys|paralys)(e|es|ed|ing)\b/gi,
  /\b(catalogue|dialogue|analogue)\w*/gi,
  /\b(grey|greys|jewellery|cosy|storeys?|mould\w*|programme|licence|defence|practise|travell\w*|labell\w*|modell\w*|cancell\w*|fulfil|fulfilment|enrolment|whilst|aluminium|ageing|artefacts?|woollen|draughts?|learnt|judgement|instalment|skilful|enquir\w*|sulphur)\b/gi,
];

describe('US spelling', () => {
  it('every public page is spelled the US way, except the spec strings that keep their own spelling', async () => {
    const samples = await routeSamples(async (path) => (await server.client().get(path)).body);
    const found: Record<string, string[]> = {};
    for (const route of publicRoutes(samples)) {
      const words = wordsOf(await html(route.path)).replaceAll(SPEC_PET_HEALTH_CLAIM, '');
      const british = BRITISH.flatMap((pattern) => words.match(pattern) ?? []);
      if (british.length) found[route.path] = [...new Set(british)];
    }
    expect(found).toEqual({});
    // It renders every public page in turn (about 19 s on a quiet 2-core machine, 32 s under load):
    // a time limit here would measure the machine, not the copy.
  }, 120_000);

  it('the pet-health claim stays word for word as the spec gives it', async () => {
    expect(textOf(await html('/jacobs/health-pets'))).toContain(SPEC_PET_HEALTH_CLAIM);
  });
});

describe('the booking card on the contact page', () => {
  const bookingText = (page: string) => decode(/data-testid="booking-text"[^>]*>([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '').replace(/<[^>]+>|<!-- -->/g, '');

  it('states the opening hours set in Settings, not hours written into the copy', async () => {
    expect(bookingText(await html('/jacobs/contact'))).toContain('We are available Mon-Fri 09:00-18:00.');
    const { version } = (await admin.get('/api/admin/settings')).body;
    const saved = await admin.put('/api/admin/settings', { ...validSettings(), openingHours: 'Tue-Sat 10:00-16:00', version });
    expect(saved.status).toBe(200);
    const page = await html('/jacobs/contact');
    expect(bookingText(page)).toContain('We are available Tue-Sat 10:00-16:00.');
    expect(textOf(page)).not.toMatch(/Monday to Friday|9:00 a\.m\.|6:00 p\.m\./);
  });
});

describe('a post without a reading time', () => {
  it('shows no reading time and no clock icon, on the blog list and on its page', async () => {
    const created = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'A Post With No Reading Time', readingTime: null });
    expect(created.status).toBe(201);
    // The server now computes a reading time left empty; posts saved before have none.
    server.db.prepare('UPDATE blog_posts SET reading_time = NULL WHERE id = ?').run(created.body.id);
    const slug: string = created.body.slug;

    const list = await html('/jacobs/blog');
    const cards = list.split('data-testid="post-card"').slice(1);
    const card = cards.find((markup) => markup.includes('A Post With No Reading Time'));
    const seeded = cards.find((markup) => !markup.includes('A Post With No Reading Time'));
    expect(card).toBeDefined();
    expect(seeded, 'a seeded post still shows its reading time').toContain('lucide-clock');
    expect(card).not.toContain('lucide-clock');
    expect(card).not.toContain('data-testid="reading-time"');

    const page = await html(`/jacobs/blog/${slug}`);
    const root = /<div id="root">([\s\S]*)<\/div><script/.exec(page)?.[1] ?? '';
    expect(textOf(page)).toContain('A Post With No Reading Time');
    expect(root).not.toContain('lucide-clock');
  });
});

describe('counts', () => {
  it('a group of one service area reads "1 area"', async () => {
    const areas: { id: number; name: string; type: string }[] = (await admin.get('/api/admin/service-areas')).body;
    const suburbs = areas.filter((area) => area.type === 'suburb');
    expect(suburbs).toHaveLength(2);
    const saved = await admin.put(`/api/admin/service-areas/${suburbs[0].id}`, { ...suburbs[0], active: false });
    expect(saved.status).toBe(200);
    const text = textOf(await html('/jacobs/service-areas'));
    expect(text).toContain('1 area Suburbs');
    expect(text).not.toContain('1 areas');
    expect(text).toContain('15 areas Neighborhoods');
  });
});
