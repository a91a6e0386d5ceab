// The Pages editor's page view against the real app on a real SQLite file with the real server
// renderer (built by `vite build --ssr` in the setup): every kind of section, in each of its looks,
// marks each field whose words it shows (walked from section-kinds.ts, read in Chromium's DOM);
// the view is the page as the public renders it, with marks and nothing else (no hidden
// character, no script); no public page carries a mark, and every public route's HTML is the same
// byte for byte with the marking code replaced by code that marks nothing; nothing of a page view
// is stored or reaches the public cache.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGES } from '../../shared/contract/page-list.ts';
import type { PageView } from '../../shared/contract/page-view.ts';
import type { Field, Fields } from '../../shared/contract/resource-fields.ts';
import { RUG_FIT_RESULT_WORDS } from '../../shared/contract/sections/page-part-kinds.ts';
import { kindAllowedOn, SECTION_KIND_NAMES, SECTION_KINDS, type SectionKindName } from '../../shared/contract/sections/section-kinds.ts';
import { EDIT_FIELD, EDIT_SECTION, EDIT_STYLES } from '../../shared/visual-edit.ts';
import type { SiteSource } from '../../server/public-pages/ssr.ts';
import { publicRoutes, routeSamples } from '../public-routes.ts';
import { sampleSection } from '../section-samples.ts';
import { TEST_CHROMIUM_PATH } from '../support/chromium.ts';
import { validTestimonial } from '../support/record-data.ts';
import type { HttpClient } from './support/http-client.ts';
import { useSiteBuild } from './support/site-build.ts';
import { fakeSiteDir, startTestServer, useTestServer, type TestServer } from './support/test-server.ts';

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shell</title></head><body><div id="root"></div></body></html>';
const siteDir = fakeSiteDir({ 'index.html': INDEX_HTML });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => siteDir });

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: ['--no-sandbox', '--headless'] });
});
afterAll(() => browser?.close());

type Section = Record<string, unknown> & { id: string; kind: string };

const pageView = (pageSlug: string, body: unknown, client: HttpClient = admin) => client.post<PageView>(`/api/admin/pages/${pageSlug}/page-view`, body);

/** `values` with the words of every field its own (they name its path), so a field is told from another by its words. */
function ownWords(fields: Fields, values: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = fields[name];
      const path = `${prefix}${name}`;
      if (!field) return [name, value];
      if (field.kind === 'text' || field.kind === 'longText') return [name, `Words of ${path}`];
      if (field.kind === 'markdown') return [name, field.inline ? `Words of ${path} with [a link](/jacobs/contact)` : `Words of ${path} in **bold**.\n\n- A list item`];
      if (field.kind === 'textList' && Array.isArray(value)) return [name, value.map((_item, index) => `Words of ${path}.${index}`)];
      if (field.kind === 'items' && Array.isArray(value)) return [name, value.map((item, index) => ownWords(field.itemFields ?? {}, item as Record<string, unknown>, `${path}.${index}.`))];
      return [name, value];
    }),
  );
}

/** Each look of a kind: its sample, and the sample with each of its choices set to each of its options. */
function looksOf(kind: SectionKindName): Section[] {
  const base = { ...sampleSection(kind), ...ownWords(SECTION_KINDS[kind].fields as Fields, sampleSection(kind)) } as Section;
  const choices = Object.entries(SECTION_KINDS[kind].fields as Fields).filter(([, field]) => field.kind === 'choice' && field.options?.length);
  const looks = choices.flatMap(([name, field]) => (field.options ?? []).map((option) => ({ ...base, [name]: option.value })));
  return [base, ...looks].map((look, index) => ({ ...look, id: `${kind.toLowerCase()}-look-${index}` }));
}

/** The words a visitor reads of a value: Markdown's marks taken out, its first paragraph. */
const wordsOf = (field: Field, value: string) => (field.kind === 'markdown' ? value.replace(/\*\*|\[|\]\([^)]*\)/g, '').split('\n')[0] : value);

/** Every field of a section that shows words, by its path (`cards.1.title`, `items.0`), with those words. */
function wordFields(fields: Fields, values: Record<string, unknown>, prefix = ''): { path: string; words: string }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = values[name];
    const path = `${prefix}${name}`;
    if ((field.kind === 'text' || field.kind === 'longText' || field.kind === 'markdown') && typeof value === 'string' && value) return [{ path, words: wordsOf(field, value) }];
    if (field.kind === 'textList' && Array.isArray(value)) return value.map((item, index) => ({ path: `${path}.${index}`, words: String(item) }));
    if (field.kind === 'items' && Array.isArray(value)) return value.flatMap((item, index) => wordFields(field.itemFields ?? {}, item as Record<string, unknown>, `${path}.${index}.`));
    return [];
  });
}

/** In Chromium's DOM: for each field, whether the section shows its words, and whether an element marked with its path holds them. */
async function marksIn(html: string, sectionIndex: number, fields: { path: string; words: string }[]) {
  const page = await browser.newPage();
  try {
    // The page view's frame runs no script, so it shows what <noscript> holds (Rug Fit's note); this
    // page runs script, where <noscript> would hold only text: its tags are taken off to match.
    await page.setContent(`<!doctype html><html><body>${html.replace(/<\/?noscript>/g, '')}</body></html>`);
    return await page.evaluate(
      ({ attributes, index, wanted }) => {
        const section = document.querySelector(`[${attributes.section}="${index}"]`);
        const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');
        return wanted.map(({ path, words }) => ({
          path,
          shown: squash(section?.textContent).includes(squash(words)),
          marked: [...(section?.querySelectorAll(`[${attributes.field}="${path}"]`) ?? [])].some((element) => squash(element.textContent).includes(squash(words))),
        }));
      },
      { attributes: { section: EDIT_SECTION, field: EDIT_FIELD }, index: sectionIndex, wanted: fields },
    );
  } finally {
    await page.close();
  }
}

/**
 * The fields a kind shows in the state the page view draws, where it shows only some: the booking
 * section is drawn as the booking page opens (its open times, without script). Its other words show
 * once a visitor picks a time, on a booking's own page, or beside a time by the visitor's device in
 * another zone; the section's form edits them.
 */
const DRAWN_STATE: Partial<Record<SectionKindName, readonly string[]>> = { booking: ['title', 'intro', 'zoneNote'] };

describe('the page view marks every field of every kind of section', () => {
  it('in each look of each kind: every field whose words it shows is marked, and each field shows in some look', async () => {
    // A testimonial to show (the seed has none); the seed features products and has core services.
    expect((await admin.post('/api/admin/testimonials', validTestimonial())).status).toBe(201);
    for (const kind of SECTION_KIND_NAMES) {
      const pageSlug = PAGES.find((page) => kindAllowedOn(kind, page.slug))!.slug;
      const looks = looksOf(kind);
      const answer = await pageView(pageSlug, { sections: looks, only: looks.map((_, index) => index) });
      expect(answer.status, `${kind}: ${answer.text}`).toBe(200);
      expect(answer.body.refused, kind).toEqual({});
      // Drawn without script: the booking page's script (a visitor's own time) stays on the public page.
      expect(answer.body.html, kind).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
      const seen = new Map<string, boolean>();
      for (const [index, look] of looks.entries()) {
        const fields = wordFields(SECTION_KINDS[kind].fields as Fields, look);
        for (const { path, shown, marked } of await marksIn(answer.body.html, kind === 'footer' ? 0 : index, fields)) {
          if (shown) expect(marked, `${kind} (${look.id}) shows ${path} unmarked`).toBe(true);
          seen.set(path, (seen.get(path) ?? false) || shown);
        }
        // The footer page shows one footer section, the first.
        if (kind === 'footer') break;
      }
      // Rug Fit's results' words show only in the browser once a photo is read (the form edits them).
      const browserOnly: readonly string[] = kind === 'rugFit' ? RUG_FIT_RESULT_WORDS : [];
      const never = [...seen].filter(([path, shown]) => !shown && (DRAWN_STATE[kind]?.includes(path) ?? true) && !browserOnly.includes(path)).map(([path]) => path);
      expect(never, `${kind}: fields no look shows`).toEqual([]);
    }
  }, 180_000);
});

describe('the page view is the public page with marks and nothing else', () => {
  it('draws the whole page unsaved, marked, without script, with its outline styles, never indexed or stored', async () => {
    const about = (await admin.get<{ content: { sections: Section[] } }>('/api/admin/pages/about')).body;
    const sections = about.content.sections.map((section) => (section.kind === 'hero' ? { ...section, title: 'About, in the page view only' } : section));
    const snapshots = () => server.db.prepare('SELECT COUNT(*) FROM preview_snapshots').pluck().get() as number;
    const kept = snapshots();
    const answer = await pageView('about', { sections });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { html, styles, refused } = answer.body;
    expect(styles).toBe('');
    expect(refused).toEqual({});
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('About, in the page view only');
    expect(html).toContain(`<style data-page-view>${EDIT_STYLES}</style>`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
    expect(html.match(new RegExp(`${EDIT_SECTION}="`, 'g'))?.length).toBe(sections.filter((section) => !section.hidden).length);
    // No character is hidden in the words (stega's zero-width and tag characters).
    expect(html).not.toMatch(/[\u200B-\u200F\u2060-\u2064\uFEFF]|\uDB40[\uDC00-\uDC7F]/);
    expect(snapshots()).toBe(kept);
    expect((await admin.get<{ content: { sections: Section[] } }>('/api/admin/pages/about')).body.content).toEqual(about.content);
  });

  it('shows the same words as the public page, in the same order', async () => {
    const about = (await admin.get<{ content: { sections: Section[] } }>('/api/admin/pages/about')).body;
    const view = (await pageView('about', { sections: about.content.sections })).body.html;
    const live = (await server.client().get('/jacobs/about')).text;
    const page = await browser.newPage();
    const mainText = async (html: string) => {
      await page.setContent(html.replace(/<link[^>]*>/g, ''));
      return page.evaluate(() => document.querySelector('main')?.textContent ?? '');
    };
    try {
      const [inView, onSite] = [await mainText(view), await mainText(live)];
      expect(inView.length).toBeGreaterThan(500);
      expect(inView).toBe(onSite);
    } finally {
      await page.close();
    }
  });

  it('draws some sections alone, with their styles; one a save would refuse is left out and named, the rest still drawn', async () => {
    const about = (await admin.get<{ content: { sections: Section[] } }>('/api/admin/pages/about')).body;
    const sections = about.content.sections.map((section) => (section.kind === 'hero' ? { ...section, title: '' } : section));
    const hero = sections.findIndex((section) => section.kind === 'hero');
    const other = sections.findIndex((section) => section.kind !== 'hero' && !section.hidden);
    const footer = { ...sampleSection('footer'), id: 'footer-on-about' };
    const answer = await pageView('about', { sections: [...sections, footer, { ...sections[other] }], only: [hero, other] });
    expect(answer.status).toBe(200);
    expect(answer.body.refused).toEqual({
      [`content.sections.${hero}.title`]: 'Page heading is required',
      [`content.sections.${sections.length}.kind`]: 'A Footer text section cannot be placed on this page',
      [`content.sections.${sections.length + 1}.id`]: 'Another section already has this id',
    });
    expect(answer.body.html).not.toContain('<html');
    expect(answer.body.html.match(new RegExp(`${EDIT_SECTION}="(\\d+)"`, 'g'))).toEqual([`${EDIT_SECTION}="${other}"`]);
    expect(answer.body.styles).toMatch(/^<style data-emotion="css[ -]/);
  });

  it('needs a session, knows the page, and names a bad body', async () => {
    expect((await pageView('about', { sections: [] }, server.client())).status).toBe(401);
    expect((await pageView('nowhere', { sections: [] })).status).toBe(404);
    const bad = await pageView('about', { sections: [], only: [-1] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { 'only.0': expect.any(String) } });
    expect((await pageView('about', { sections: 'all' })).status).toBe(400);
  });
});

describe('no public page carries the page view', () => {
  it('a page view leaves the public pages and their cache as they were', async () => {
    const visitor = server.client();
    const before = await visitor.get('/jacobs/about');
    const about = (await admin.get<{ content: { sections: Section[] } }>('/api/admin/pages/about')).body;
    const sections = about.content.sections.map((section) => (section.kind === 'hero' ? { ...section, title: 'Never on the live site' } : section));
    await pageView('about', { sections });
    await pageView('about', { sections, only: [0] });
    const after = await visitor.get('/jacobs/about');
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    expect(after.text).not.toContain('Never on the live site');
  });

  it('no page of the server may be framed, previews included: the page view is written into its frame by the admin', async () => {
    const about = (await admin.get('/api/admin/pages/about')).body as Record<string, unknown>;
    const preview = (await admin.post<{ url: string }>('/api/admin/pages/about/preview', { ...about, updatedAt: undefined })).body.url;
    for (const path of ['/jacobs/about', preview, '/admin/pages']) {
      const page = await server.client().get(path);
      expect(page.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('no public route carries a mark or the view’s styles', async () => {
    const visitor = server.client();
    const routes = publicRoutes(await routeSamples(async (path) => (await visitor.get(path)).body));
    for (const { path, status } of routes) {
      const page = await visitor.get(path);
      expect(page.status, path).toBe(status);
      expect(page.text, path).not.toContain('data-edit-');
      expect(page.text, path).not.toContain('data-page-view');
    }
  });

  it('every public route is the same, byte for byte, with the marking code replaced by code that marks nothing', async () => {
    const real = await import('../../site/entry-server.tsx');
    vi.resetModules();
    vi.doMock('../../site/sections/field-marks.tsx', async () => {
      const { createContext } = await import('react');
      return {
        VisualMarksContext: createContext(null),
        useFieldMarks: () => () => undefined,
        useFieldMarking: () => false,
        useSectionsDrawn: () => () => true,
        MarkedSection: ({ children }: { children: unknown }) => children,
        useFieldMarkScope: () => (tree: unknown) => tree,
      };
    });
    const unmarked = await import('../../site/entry-server.tsx');
    vi.doUnmock('../../site/sections/field-marks.tsx');
    expect(unmarked.render).not.toBe(real.render);
    const source = (entry: typeof real): SiteSource => ({ entry: () => Promise.resolve(entry), islandScripts: () => ({ scripts: [], preloads: [] }), version: () => 'in-process' });
    // One public address for both, so the pages' own addresses (canonical, og:url) are the same.
    const publicUrl = 'https://rugs.example';
    const [withMarks, withoutMarks] = await Promise.all([startTestServer({ siteDir, publicUrl, siteSource: source(real) }), startTestServer({ siteDir, publicUrl, siteSource: source(unmarked) })]);
    const visitor = withMarks.client();
    const routes = publicRoutes(await routeSamples(async (path) => (await visitor.get(path)).body));
    for (const { path } of routes) {
      const [marked, plain] = await Promise.all([withMarks.client().get(path), withoutMarks.client().get(path)]);
      expect(plain.text.length, path).toBeGreaterThan(1000);
      if (marked.text !== plain.text) {
        const at = Array.from(marked.text, (_char, index) => index).find((index) => marked.text[index] !== plain.text[index]) ?? 0;
        throw new Error(`${path} differs at ${at}: ${marked.text.slice(at - 200, at + 200)}\n----\n${plain.text.slice(at - 200, at + 200)}`);
      }
    }
  }, 180_000);
});
