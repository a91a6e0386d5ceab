// A page's built-in content: what the seed stores for it (server/seed/seed-data/pages/), read
// through the contract as a save would be. A page never saved shows it (at version 0), and
// migration 050 builds on it.
import { pageContentInput, type PageSlug } from '../../shared/contract/pages.ts';
import type { PageSections } from '../../shared/contract/sections/page-content.ts';
import { SEED_PAGES } from '../seed/seed-data/pages.ts';
import type { PageFields } from './repository.ts';

export function builtInPage(pageSlug: PageSlug): PageFields {
  const { seoTitle, seoDescription, seoKeywords, content } = pageContentInput.parse(SEED_PAGES[pageSlug]);
  return { seoTitle, seoDescription, seoKeywords, content };
}

const sectionsOf = new Map<PageSlug, PageSections>();

/** A page's built-in sections, what a public page shows while its content cannot be read (decision 190); read once. */
export function builtInSections(pageSlug: PageSlug): PageSections {
  if (!sectionsOf.has(pageSlug)) sectionsOf.set(pageSlug, builtInPage(pageSlug).content as PageSections);
  return sectionsOf.get(pageSlug)!;
}
