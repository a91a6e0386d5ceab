// Issue 24, item 1 and phase B's premise: the public renderers of the sections (site/sections/)
// show each page's seeded sections with the words today's page shows. Each page is rendered twice,
// as the server renders it now (from its code) and from its sections alone, and the texts are
// compared both ways: only the interactive parts (the contact forms, the ROI calculator, handed in
// by the page) are left to the page.
import { ChakraProvider, type ChakraProviderProps } from '@chakra-ui/react';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { CoreService } from '../../shared/contract/core-services.ts';
import type { PageSlug } from '../../shared/contract/page-list.ts';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { href, paths } from '../../shared/paths.ts';
import { SEED_PAGES } from '../../server/db/seed-data/pages.ts';
import { builtInPage } from '../../server/pages/built-in.ts';
import { renderStatic } from '../../site/lib/render-static.tsx';
import { FooterSection } from '../../site/sections/footer-section.tsx';
import { SectionList, type SectionContext } from '../../site/sections/section-list.tsx';
import { siteSystem } from '../../site/theme/system.ts';
import { useSiteBuild } from './support/site-build.ts';
import { fakeSiteDir, useTestServer, type TestServer } from './support/test-server.ts';

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

let server: TestServer;
useTestServer((started) => ({ server } = started), { siteDir: () => siteDir });

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;|&#xa0;/g, ' ').replace(/&amp;/g, '&');

const textsOf = (html: string) =>
  html
    .replace(/<(style|script|svg)[^>]*>[\s\S]*?<\/\1>|<!-- -->/g, '')
    .split(/<[^>]+>/)
    .map((text) => decode(text).replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const ADDRESS: Partial<Record<PageSlug, string>> = {
  'home': paths.home,
  'services': paths.services,
  'about': paths.about,
  'contact': paths.contact,
  'proof-roi': paths.proofRoi,
  'health-pets': paths.healthPets,
  'antique-sourcing': href.servicePage('antique-sourcing'),
  'rugshift-bespoke': href.servicePage('rugshift-bespoke'),
  'rug-intelligence': href.servicePage('rug-intelligence'),
  'commercial-spaces': href.servicePage('commercial-spaces'),
  'designer-rugs-included': href.servicePage('designer-rugs-included'),
  'privacy': paths.privacy,
  'terms': paths.terms,
  'accessibility': paths.accessibility,
};

/** The interactive parts the page keeps (islands): the contact forms, the calculator (its heading comes from the section). */
const ISLAND_TEXT: Partial<Record<PageSlug, RegExp>> = {
  'contact': /^(Name|Email|Phone|Service interest|Message|Send Message|Subscribe|Select a service|Email address for the newsletter|\*|Home Staging|Permanent Residence Advisory|AI-Powered Matching|Pet-Safe Certification|Other|Leave this field empty)$/,
  'proof-roi': /^(Return on rug spend|List price|Rug spend|Expected days to sale|Price increase|Carrying cost savings|Total return|Days saved|Net return|on \$[\d,]+ of rugs|0%|500%\+|\$[\d,]+|\d+ days?|-?\d+%?|3% of list price|.* at 5% a year|Price increase plus savings|Against a 45-day baseline|Baseline: .*)$/,
};

const render = (element: ReactElement) => renderStatic(createElement(ChakraProvider, { value: siteSystem() } as ChakraProviderProps, element));

async function context(): Promise<SectionContext> {
  const settings = (await server.client().get('/api/settings')).body as SiteSettings;
  const coreServices = (await server.client().get('/api/core-services')).body as CoreService[];
  return {
    settings,
    coreServices,
    contactForms: { message: () => null, newsletter: () => null },
    roiCalculator: ({ eyebrow, title, id }) => createElement('div', null, createElement('p', null, eyebrow), createElement('h2', { id }, title)),
  };
}

describe('the section renderers show what each page shows today', () => {
  it.each(Object.keys(ADDRESS).map((slug) => [slug as PageSlug]))('%s', async (slug) => {
    const today = /<main[\s\S]*<\/main>/.exec((await server.client().get(ADDRESS[slug]!)).text)![0];
    const { html } = await render(createElement(SectionList, { sections: builtInPage(slug).content.sections, context: await context() }));
    const shown = textsOf(today);
    const rendered = textsOf(html);
    const missing = shown.filter((text) => !rendered.join('\n').includes(text) && !ISLAND_TEXT[slug]?.test(text));
    const extra = rendered.filter((text) => !shown.join(' ').includes(text));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('the footer', async () => {
    const today = /<footer[\s\S]*<\/footer>/.exec((await server.client().get(paths.home)).text)![0];
    const { settings } = await context();
    const footer = builtInPage('footer').content.sections[0];
    const { html } = await render(createElement(FooterSection, { section: footer as SectionOf<'footer'>, settings, year: new Date().getFullYear() }));
    expect(textsOf(html)).toEqual(textsOf(today));
  });
});

it('covers every seeded page', () => {
  expect(Object.keys(SEED_PAGES).sort()).toEqual([...Object.keys(ADDRESS), 'footer'].sort());
});
