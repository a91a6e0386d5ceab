// The seed reproduces today's pages exactly. Each page the server renders now
// (from its code) is read as a visitor reads it, text by text, and compared with the page's seeded
// sections both ways: every text the page shows is in its sections (or is not the page's copy:
// the settings, the records and the spec's form labels, listed below with why), and every text of
// its sections is on the page. When the pages render from their sections (phase B), this holds.
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import type { PageSlug } from '../../shared/contract/page-list.ts';
import type { Fields } from '../../shared/contract/resource-fields.ts';
import type { Section } from '../../shared/contract/sections/page-content.ts';
import { ASKED_ADDRESS_TOKEN, RUG_FIT_RESULT_WORDS } from '../../shared/contract/sections/page-part-kinds.ts';
import { OPENING_HOURS_TOKEN, SECTION_KINDS, TIME_ZONE_TOKEN, type SectionKindName } from '../../shared/contract/sections/section-kinds.ts';
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import { href, paths } from '../../shared/paths.ts';
import { SEED_PAGES } from '../../server/seed/seed-data/pages.ts';
import { builtInPage } from '../../server/pages/built-in.ts';
import { useSiteBuild } from './support/site-build.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
useTestServer((started) => ({ server } = started), { siteDir: () => siteDir });

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#xa0;/g, ' ')
    .replace(/&amp;/g, '&');

/** The texts of some HTML as a reader meets them: each run of text between tags, whitespace collapsed. */
const textsOf = (html: string) =>
  html
    .replace(/<(style|script|svg)[^>]*>[\s\S]*?<\/\1>|<!-- -->/g, '')
    .split(/<[^>]+>/)
    .map((text) => decode(text).replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Choices, links, numbers and pictures say how a section looks and where it leads, not what it says. */
const SAYS_NOTHING = new Set(['choice', 'link', 'image', 'integer']);

/** The texts of some fields' values: text as it is, Markdown as it reads, lists item by item. */
function textsOfFields(fields: Fields, values: Record<string, unknown>): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = values[name];
    if (SAYS_NOTHING.has(field.kind) || value === null || value === undefined) return [];
    if (field.kind === 'items') return (value as Record<string, unknown>[]).flatMap((item) => textsOfFields(field.itemFields ?? {}, item));
    if (field.kind === 'textList') return (value as string[]).map((item) => item.replace(/\s+/g, ' ').trim());
    if (field.kind === 'markdown') return textsOf(marked.parse(String(value), { async: false }));
    return [String(value).replace(/\s+/g, ' ').trim()];
  });
}

/** The texts a section shows. */
const sectionTexts = (section: Section) => textsOfFields(SECTION_KINDS[section.kind as SectionKindName].fields, section).filter(Boolean);

/** The contact details and the company's name are the settings' (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows). */
const SETTINGS = /^(Jacobs Rug Consultancy|Chicago, Illinois|consult@jacobsrugconsultancy\.com|consult@|jacobsrugconsultancy\.com|\(312\) 555-0147|Mon-Fri 09:00-18:00)$/;
/** A numbered list counts its own steps. */
const STEP_NUMBERS = /^\d{1,2}$/;

const NOT_COPY: Partial<Record<PageSlug, RegExp[]>> = {
  // The core services are records of their own (edited under Services); so are their loading states.
  services: [/./],
  // The form's labels and options are the spec's (docs/product/copy.md#public-forms); the contact details are the settings'.
  contact: [/^(Name|Email|Phone|Service interest|Message|Location|Hours|Send Message|Subscribe|Select a service|Email address for the newsletter)$/, /^\*$/, /Home Staging|Permanent Residence Advisory|AI-Powered Matching|Pet-Safe Certification|^Other$/, SETTINGS, /^Leave this field empty$/],
  // The calculator's labels, figures and scale state the ROI model (shared/domain/roi.ts, docs/product/rules.md#the-roi-model).
  'proof-roi': [/^(Return on rug spend|List price|Rug spend|Expected days to sale|Price increase|Carrying cost savings|Total return|Days saved|Net return|on|of rugs|0%|500%\+)$/, /^\$[\d,]+$/, /^\d+ days?$/, /^-?\d+%?$/, /^on \$[\d,]+ of rugs$/, /^3% of list price$/, /at 5% a year$/, /^Price increase plus savings$/, /^Against a 45-day baseline$/, /^Baseline: /, /^-?\d+% ROI$/, /^Net return \$[\d,]+$/],
  // The rugs and the posts are records; the shop's choices and the states of its list are the spec's (docs/product/copy.md#public-pages).
  shop: [/./],
  blog: [/./],
  // The address the visitor asked for.
  'not-found': [/^\/jacobs\/no-such-page$/],
  'rug-fit': [STEP_NUMBERS],
  // A checklist card counts its items; a reference shows its own address.
  'health-pets': [/^\d+ points$/, /^www\.|^global-standard\.org/],
  'antique-sourcing': [STEP_NUMBERS],
  'rugshift-bespoke': [STEP_NUMBERS],
  'rug-intelligence': [STEP_NUMBERS],
  'commercial-spaces': [STEP_NUMBERS],
  'designer-rugs-included': [STEP_NUMBERS],
  // The company's name and contact details, and the copyright with its year.
  footer: [SETTINGS, /^© \d{4} Jacobs Rug Consultancy\. All rights reserved\.$/],
  // The consultation offered is a record (its name, length, description and place); the days and
  // times are the calendar's; the form's labels, the links between days and the states' short
  // labels are code, as the contact form's are; a refusal's words are the contract's.
  book: [
    /^(Free 30-minute AI Rug Fit Consultation|30 minutes|Thirty minutes with a consultant: your room, .*|By phone or video call; we send the link before the call)$/,
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/,
    /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}$/,
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /,
    /^\d{1,2}:\d\d (AM|PM)$/,
    /^Chicago time( · 30 minutes)?$/,
    /^(Open days|Later dates|First open dates|Change the time|See every open time|New time|Confirmed|Awaiting confirmation|Name|Email|Phone|Neighborhood or town|Notes for the consultant|Anything we should know\? \(optional\)|\*|Leave this field empty)$/,
    /^That time was just taken: pick another open time$/,
  ],
};

const notCopy = (slug: PageSlug, text: string) => (NOT_COPY[slug] ?? []).some((pattern) => pattern.test(text));

/** Where each page is today; the footer is the footer of every page. */
const ADDRESS: Record<PageSlug, string> = {
  'home': paths.home,
  'services': paths.services,
  'about': paths.about,
  'contact': paths.contact,
  'proof-roi': paths.proofRoi,
  'health-pets': paths.healthPets,
  'book': paths.book,
  'antique-sourcing': href.servicePage('antique-sourcing'),
  'rugshift-bespoke': href.servicePage('rugshift-bespoke'),
  'rug-intelligence': href.servicePage('rug-intelligence'),
  'commercial-spaces': href.servicePage('commercial-spaces'),
  'designer-rugs-included': href.servicePage('designer-rugs-included'),
  'privacy': paths.privacy,
  'terms': paths.terms,
  'accessibility': paths.accessibility,
  'shop': paths.shop,
  'blog': paths.blog,
  'rug-fit': paths.rugFit,
  'not-found': '/jacobs/no-such-page',
  'footer': paths.home,
};

/**
 * The booking page's words show one state at a time: the open times, a time chosen (and one just
 * taken), and a booking's own page just booked, awaiting confirmation, moved, being moved,
 * cancelled and gone. Made from real bookings of the first open times.
 */
async function bookingAddresses(): Promise<string[]> {
  const [first, second, third, fourth] = ((await server.client().get('/api/booking/slots?days=28')).body.slots as { start: string }[]).map((slot) => slot.start);
  const token = async (start: string, email: string) => {
    const booked = await server.client().post('/api/bookings', { type: 'ai-rug-fit-consultation', start, name: 'Ann Lee', email, phone: '312-555-0100' });
    expect(booked.status, booked.text).toBe(201);
    return { id: booked.body.id as number, manage: new URL(booked.body.manageUrl as string).pathname };
  };
  const booked = await token(second, 'ann@example.com');
  const requested = await token(third, 'bea@example.com');
  server.db.prepare("UPDATE bookings SET status = 'requested' WHERE id = ?").run(requested.id);
  const cancelled = await token(fourth, 'cy@example.com');
  expect((await server.client().post(`/api/bookings/${cancelled.manage.split('/').pop()}/cancel`, {})).status).toBe(200);
  return [
    paths.book,
    `${paths.book}?start=${encodeURIComponent(first)}`,
    `${paths.book}?start=${encodeURIComponent(second)}`,
    `${booked.manage}?sent=booking`,
    `${requested.manage}?sent=booking`,
    `${booked.manage}?sent=moveBooking`,
    `${booked.manage}?type=ai-rug-fit-consultation`,
    `${booked.manage}?type=ai-rug-fit-consultation&start=${encodeURIComponent(first)}`,
    // Days past how far ahead one may book: none open.
    `${paths.book}?from=2099-01-01`,
    `${cancelled.manage}?sent=cancelBooking`,
    `${paths.book}/manage/no-such-link`,
  ];
}

/** Rug Fit's words that show once a photo is read (tests/e2e/public/public-rug-fit.spec.ts reads them there). */
const SHOWN_ONCE_USED: Partial<Record<SectionKindName, readonly string[]>> = { rugFit: RUG_FIT_RESULT_WORDS };
const shownAtFirst = (section: Section): Section => Object.fromEntries(Object.entries(section).filter(([name]) => !SHOWN_ONCE_USED[section.kind]?.includes(name))) as Section;

/** The page's texts with what stands for a value in them (the opening hours, the address asked for, the time zone) as the page shows it. */
const filledIn = (text: string, slug: PageSlug) => text.replaceAll(OPENING_HOURS_TOKEN, DEFAULT_SITE_SETTINGS.openingHours).replaceAll(ASKED_ADDRESS_TOKEN, ADDRESS[slug]).replaceAll(TIME_ZONE_TOKEN, 'Chicago time');

async function renderedTexts(slug: PageSlug): Promise<string[]> {
  if (slug === 'book') {
    const texts: string[] = [];
    for (const path of await bookingAddresses()) texts.push(...(await mainTexts(path)));
    return texts;
  }
  const html = (await server.client().get(ADDRESS[slug])).text;
  const part = slug === 'footer' ? /<footer[\s\S]*<\/footer>/.exec(html)?.[0] : /<main[\s\S]*<\/main>/.exec(html)?.[0];
  expect(part, `${slug}: the rendered part`).toBeTruthy();
  // The footer's link columns are the spec's links (docs/product/routes.md#navigation-and-footer); only its words are the owner's.
  return textsOf(slug === 'footer' ? part!.replace(/<ul[\s\S]*?<\/ul>/g, '') : part!);
}

async function mainTexts(path: string): Promise<string[]> {
  const main = /<main[\s\S]*<\/main>/.exec((await server.client().get(path)).text)?.[0];
  expect(main, `${path}: the rendered part`).toBeTruthy();
  return textsOf(main!);
}

describe("the seed's sections hold what each page shows today", () => {
  it.each(Object.keys(SEED_PAGES).map((slug) => [slug as PageSlug]))('%s', async (slug) => {
    const sections = builtInPage(slug).content.sections;
    // A testimonials section shows only while there are testimonials (none are seeded).
    const seeded = sections.filter((section) => section.kind !== 'testimonials').map(shownAtFirst).flatMap(sectionTexts);
    const shown = await renderedTexts(slug);
    // The contact section's booking text shows the opening hours from Settings where it says so.
    const seededText = filledIn(seeded.join('\n'), slug);
    const shownText = shown.join(' ');

    const missingFromSeed = shown.filter((text) => !seededText.includes(text) && !notCopy(slug, text));
    // The visitor's own time ("your time") is added by the booking script, where their zone differs.
    const missingFromPage = seeded.filter(
      (text) => !shownText.includes(filledIn(text, slug)) && !(slug === 'footer' && /^(Shop Collections|Premium Services|Company)$/.test(text)) && !(slug === 'book' && text === 'your time'),
    );
    expect({ missingFromSeed, missingFromPage }).toEqual({ missingFromSeed: [], missingFromPage: [] });
  });

  it('the footer shows the company name and the copyright beside its seeded line', async () => {
    expect((await renderedTexts('footer')).join(' ')).toMatch(/© \d{4} Jacobs Rug Consultancy\. All rights reserved\./);
  });
});
