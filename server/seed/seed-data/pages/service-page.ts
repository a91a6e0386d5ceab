// The five service pages (docs/product/routes.md#public-pages, Services sub-pages) share one shape: a hero with the
// page's contact button (tagged utm_source=services, utm_medium=<slug>), a band of three figures,
// the points, the steps with what the client receives, and a closing call to action. Each page's
// file brings its own copy; its search title and description are the page's built-in ones.
import type { ServicePageSlug } from '../../../../shared/contract/page-list.ts';
import { href, paths } from '../../../../shared/paths.ts';
import { servicePage as servicePageOf } from '../../../../shared/service-pages.ts';
import { subtitleMarkdown } from '../../../pages/flat-copy.ts';
import { rugSample, type SeedPage } from './seed-page.ts';

export interface ServicePageCopy {
  eyebrow: string;
  title: string;
  intro: string;
  /** Catalogue rugs that illustrate the service. */
  rugs: [string, string, string];
  facts: { value: string; label: string }[];
  sectionTitle: string;
  sectionText: string;
  points: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  includes: string[];
  contactLabel: string;
  closingTitle: string;
  closingText: string;
  /** Rug Intelligence offers its brief beside the contact button. */
  brief?: boolean;
  /** Rug Intelligence offers Rug Fit too (decision 210): the matching tried on a photo now. */
  rugFit?: boolean;
}

export function servicePage(slug: ServicePageSlug, copy: ServicePageCopy): SeedPage {
  const contact = href.contact('services', slug);
  const brief = href.contact('services', slug, { type: 'brief' });
  const meta = servicePageOf(slug).head;
  return {
    pageSlug: slug,
    seoTitle: meta.title,
    seoDescription: meta.description,
    seoKeywords: '',
    content: {
      sections: [
        {
          id: 'hero',
          kind: 'hero',
          eyebrow: copy.eyebrow,
          title: copy.title,
          subtitle: subtitleMarkdown(slug, copy.intro),
          buttons: [
            { label: copy.contactLabel, link: contact },
            ...(copy.brief ? [{ label: 'Download Brief', link: brief, style: 'secondary', icon: 'download' } as const] : []),
            ...(copy.rugFit ? [{ label: 'Try Rug Fit on Your Room', link: paths.rugFit, style: 'secondary' } as const] : []),
            { label: 'All services', link: paths.services, style: 'back' },
          ],
          aside: 'collage',
          collage: copy.rugs.map(rugSample),
        },
        { id: 'facts', kind: 'stats', style: 'band', stats: copy.facts },
        { id: 'points', kind: 'cards', eyebrow: copy.title, title: copy.sectionTitle, intro: copy.sectionText, style: 'bordered', columns: '2', cards: copy.points },
        {
          id: 'steps',
          kind: 'steps',
          tone: 'cream',
          eyebrow: 'Process',
          title: 'How it works',
          steps: copy.steps,
          listTitle: 'What you receive',
          items: copy.includes,
          buttons: [{ label: 'Contact Us', link: contact }],
        },
        {
          id: 'cta',
          kind: 'callToAction',
          title: copy.closingTitle,
          text: copy.closingText,
          buttons: [{ label: 'Book a Free Consultation', link: contact }, ...(copy.brief ? [{ label: 'Download Brief', link: brief, style: 'secondary' } as const] : [])],
        },
      ],
    },
  };
}
