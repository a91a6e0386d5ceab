// The launch checklist (docs/product/rules.md#the-launch-checklist): what a visitor would notice on
// a site not finished yet, read from what the site shows now, each item with the admin screens
// (and, where there is one, the record and the field) that fix it. An item is there while its cause
// is: fixing it is the only way to clear it.
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import { LAUNCH_CHECKS, type LaunchChecklist, type LaunchItem } from '../../shared/contract/launch-checklist.ts';
import { PAGES, pagesIn, type PageSlug } from '../../shared/contract/page-list.ts';
import type { Fields } from '../../shared/contract/resource-fields.ts';
import type { Section } from '../../shared/contract/sections/page-content.ts';
import { SECTION_KINDS } from '../../shared/contract/sections/section-kinds.ts';
import type { Product } from '../../shared/contract/products.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { bookingHref } from '../../shared/booking-link.ts';
import { isExampleEmail, isPlaceholderPhone } from '../../shared/domain/placeholder-contacts.ts';
import { COMING_SOON_TITLE } from '../../shared/domain/policy-templates.ts';
import { paths } from '../../shared/paths.ts';
import { fieldAddress, recordAddress } from '../../shared/admin/record-address.ts';
import { routePageSlug } from '../../shared/public-routes.ts';
import { builtInPage } from '../pages/built-in.ts';
import type { PageService } from '../pages/service.ts';

interface Sources {
  pages: Pick<PageService, 'get'>;
  settings: { get(): SiteSettings };
  /** The active testimonials. */
  testimonials(): readonly unknown[];
  /** The active products, as the shop lists them. */
  products(): readonly Pick<Product, 'id' | 'name' | 'gallery'>[];
  /** Whether a picture's address is one of the drawings shipped with the site. */
  isDrawing(url: string): boolean;
}

const visible = (sections: readonly Section[]) => sections.filter((section) => !section.hidden);
const labelOf = (slug: PageSlug) => PAGES.find((page) => page.slug === slug)!.label;
const settingsField = (field: string) => fieldAddress(paths.admin.settings, field);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An item about something the whole site has or lacks (one of its kind). */
const siteItem = (check: LaunchItem['check'], title: string, detail: string, fixes: LaunchItem['fixes']): LaunchItem => ({ check, id: check, title, detail, fixes });

/** A policy page with nothing on it, or still showing the spec's Coming Soon. */
function policyItems(pages: Sources['pages']): LaunchItem[] {
  return pagesIn('policy').flatMap(({ slug, label }) => {
    const shown = visible(pages.get(slug).content.sections);
    const placeholder = shown.length === 0 ? 'is empty' : shown.some((section) => String(section.title ?? '').trim().toLowerCase() === COMING_SOON_TITLE.toLowerCase()) ? `still says ${COMING_SOON_TITLE}` : null;
    if (!placeholder) return [];
    return [
      {
        check: 'comingSoon',
        id: `comingSoon:${slug}`,
        title: `The ${label} page ${placeholder}`,
        detail: 'A visitor asked for their name, email or room photo finds no word on what happens to them.',
        fixes: [{ label: `Write the ${label} page (Start from a template)`, to: recordAddress(paths.admin.pages, slug) }],
      },
    ];
  });
}

function contactItems(settings: SiteSettings): LaunchItem[] {
  const items: LaunchItem[] = [];
  if (isPlaceholderPhone(settings.phone))
    items.push(siteItem('placeholderPhone', `The phone number ${settings.phone} is a 555 number`, 'Visitors read it on every page and know it as the number films use: nobody answers it.', [{ label: 'Change the phone in Settings', to: settingsField('phone') }]));
  if (isExampleEmail(settings.email))
    items.push(siteItem('exampleEmail', `The email ${settings.email} is an example address`, 'Visitors write to it and their message goes nowhere.', [{ label: 'Change the email in Settings', to: settingsField('email') }]));
  if (!settings.streetAddress && !settings.addressNote)
    items.push(siteItem('noAddress', 'No street address, and no note such as “By appointment only”', 'Visitors see a city alone and cannot tell where, or whether, to visit.', [{ label: 'Add the address or a note in Settings', to: settingsField('streetAddress') }]));
  return items;
}

const WORDS = new Set(['text', 'longText', 'markdown']);

/** The words of some fields' values: text as written, lists item by item. */
function wordsOf(fields: Fields, values: Record<string, unknown>): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = values[name];
    if (value === null || value === undefined) return [];
    if (field.kind === 'items') return (value as Record<string, unknown>[]).flatMap((item) => wordsOf(field.itemFields ?? {}, item));
    if (field.kind === 'textList') return value as string[];
    return WORDS.has(field.kind) && String(value).trim() ? [String(value).trim()] : [];
  });
}

/** Whether a page no longer shows some words its seed's sections said (sections added beside them change nothing the seeded search text describes). */
function seedWordsChanged(sections: readonly Section[], seeded: readonly Section[]): boolean {
  const shown = new Set(visible(sections).flatMap((section) => wordsOf(SECTION_KINDS[section.kind].fields, section)));
  return seeded.some((section) => wordsOf(SECTION_KINDS[section.kind].fields, section).some((words) => !shown.has(words)));
}

/** The pages whose seeded words the owner changed while their search title or description is still the seed's (the not-found page is not indexed). */
function seoItems(pages: Sources['pages']): LaunchItem[] {
  const notIndexed = new Set<PageSlug>(PAGES.filter((page) => page.group === 'site').map((page) => page.slug));
  notIndexed.add(routePageSlug('notFound')!);
  return PAGES.filter((page) => !notIndexed.has(page.slug)).flatMap(({ slug }) => {
    const page = pages.get(slug);
    const seed = builtInPage(slug);
    if (!seedWordsChanged(page.content.sections, seed.content.sections)) return [];
    const kept = [page.seoTitle === seed.seoTitle ? 'title' : null, page.seoDescription === seed.seoDescription ? 'description' : null].filter(Boolean);
    if (kept.length === 0) return [];
    return [
      {
        check: 'seededSeo',
        id: `seededSeo:${slug}`,
        title: `${labelOf(slug)}: its words changed, its search ${kept.join(' and ')} did not`,
        detail: 'Search results and link previews still describe the page as it was seeded.',
        fixes: [{ label: `Rewrite the search ${kept.join(' and ')} of ${labelOf(slug)}`, to: recordAddress(paths.admin.pages, slug, kept[0] === 'title' ? 'seoTitle' : 'seoDescription') }],
      },
    ];
  });
}

export function createLaunchChecklist(sources: Sources) {
  return {
    list(): LaunchChecklist {
      const settings = sources.settings.get();
      const drawn = sources.products().filter((product) => product.gallery.every((picture) => sources.isDrawing(picture.url)));
      const about = visible(sources.pages.get('about').content.sections);
      const items: LaunchItem[] = [...policyItems(sources.pages), ...contactItems(settings), ...seoItems(sources.pages)];
      if (sources.testimonials().length === 0)
        items.push(siteItem('noTestimonials', 'No testimonials yet', 'The home page, About and the area pages show no client’s words, so nothing vouches for the business.', [{ label: 'Add a testimonial', to: paths.admin.testimonials }]));
      if (!about.some((section) => section.kind === 'team'))
        items.push(siteItem('noTeam', 'About names no one', 'Visitors cannot see who they would be working with.', [{ label: 'Add a Team section to About', to: recordAddress(paths.admin.pages, 'about') }]));
      if (drawn.length > 0)
        items.push(
          siteItem(
            'drawnRugs',
            `${count(drawn.length, 'rug shows', 'rugs show')} only a drawing`,
            'The shop shows the illustrations shipped with the site, not photographs of the rugs themselves.',
            drawn.map((product) => ({ label: product.name, to: recordAddress(paths.admin.products, product.id, 'gallery') })),
          ),
        );
      if (bookingHref(settings) === DEFAULT_SITE_SETTINGS.bookingUrl)
        items.push(siteItem('seededBookingLink', 'Book buttons lead to the seeded booking link', `Visitors who book land on ${DEFAULT_SITE_SETTINGS.bookingUrl}, which is not your calendar.`, [{ label: 'Change the booking link in Settings', to: settingsField('bookingUrl') }]));
      return { items: items.sort((a, b) => LAUNCH_CHECKS.indexOf(a.check) - LAUNCH_CHECKS.indexOf(b.check)) };
    },
  };
}
export type LaunchChecklistService = ReturnType<typeof createLaunchChecklist>;
