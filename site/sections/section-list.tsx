// A page's sections, in order, each by the renderer of its kind; a hidden section is left out.
// Props only: the page hands in the records some kinds show (the settings, the core services, the
// testimonials, the featured rugs), its interactive parts (the contact forms, the ROI calculator,
// Rug Fit's tool, the booking page's times and form) and its own list (the shop's rugs, the blog's
// articles), so every section renders on the server and only the interactive parts need script.
import type { ReactNode } from 'react';
import type { CoreService } from '../../shared/contract/core-services.ts';
import type { Product } from '../../shared/contract/products.ts';
import type { Section, SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { SectionKindName } from '../../shared/contract/sections/section-kinds.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { Testimonial } from '../../shared/contract/testimonials.ts';
import { BannerSection } from './banner-section.tsx';
import { CallToActionSection } from './call-to-action-section.tsx';
import { CardsSection } from './cards-section.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import { ContactSection, type ContactForms } from './contact-section.tsx';
import { CoreServicesSection } from './core-services-section.tsx';
import { DoAvoidSection } from './do-avoid-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { MarkedSection, useSectionsDrawn } from './field-marks.tsx';
import { FeaturedRugsSection } from './featured-rugs-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ImageTextSection } from './image-text-section.tsx';
import { NotFoundSection } from './not-found-section.tsx';
import { ReferencesSection } from './references-section.tsx';
import { RichTextSection } from './rich-text-section.tsx';
import { RoiCalculatorSection, type RoiCalculator } from './roi-calculator-section.tsx';
import { RugFitSection, type RugFitTool } from './rug-fit-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { StepsSection } from './steps-section.tsx';
import { TeamSection } from './team-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/** What some kinds show besides their own fields (undefined: it could not be read), and the page's interactive parts. */
export interface SectionContext {
  settings: SiteSettings;
  coreServices?: readonly CoreService[];
  testimonials?: readonly Testimonial[];
  featuredRugs?: readonly Product[];
  contactForms?: ContactForms;
  roiCalculator?: RoiCalculator;
  /** The booking page's booking section, with the open times and the form (booking-section.tsx). */
  booking?: (section: SectionOf<'booking'>) => ReactNode;
  rugFit?: RugFitTool;
  /** The page's own list, where its section stands: the shop's rugs, the blog's articles. */
  rugCatalog?: (section: SectionOf<'rugCatalog'>) => ReactNode;
  blogPosts?: (section: SectionOf<'blogPosts'>) => ReactNode;
  /** The address the visitor asked for, which the not-found message names. */
  pathname?: string;
}

type Renderers = { [K in SectionKindName]: (section: SectionOf<K>, context: SectionContext) => ReactNode };

const RENDERERS: Renderers = {
  hero: (section) => <HeroSection section={section} />,
  richText: (section) => <RichTextSection section={section} />,
  imageText: (section) => <ImageTextSection section={section} />,
  cards: (section) => <CardsSection section={section} />,
  stats: (section) => <StatsSection section={section} />,
  checklist: (section) => <ChecklistSection section={section} />,
  doAvoid: (section) => <DoAvoidSection section={section} />,
  steps: (section) => <StepsSection section={section} />,
  references: (section) => <ReferencesSection section={section} />,
  faq: (section) => <FaqSection section={section} />,
  team: (section) => <TeamSection section={section} />,
  testimonials: (section, { testimonials }) => <TestimonialsSection section={section} testimonials={testimonials ?? []} />,
  featuredRugs: (section, { featuredRugs }) => <FeaturedRugsSection section={section} products={featuredRugs ?? []} />,
  coreServices: (section, { coreServices }) => <CoreServicesSection section={section} services={coreServices} />,
  banner: (section) => <BannerSection section={section} />,
  callToAction: (section) => <CallToActionSection section={section} />,
  contact: (section, { settings, contactForms }) => (contactForms ? <ContactSection section={section} settings={settings} forms={contactForms} /> : null),
  roiCalculator: (section, { roiCalculator }) => (roiCalculator ? <RoiCalculatorSection section={section} calculator={roiCalculator} /> : null),
  booking: (section, { booking }) => (booking ? booking(section) : null),
  // The footer's words belong to the footer every page shares (footer-section.tsx), not to a page body.
  footer: () => null,
  rugFit: (section, { rugFit }) => (rugFit ? <RugFitSection section={section} tool={rugFit} /> : null),
  rugCatalog: (section, { rugCatalog }) => rugCatalog?.(section) ?? null,
  blogPosts: (section, { blogPosts }) => blogPosts?.(section) ?? null,
  notFound: (section, { pathname = '' }) => <NotFoundSection section={section} pathname={pathname} />,
};

function renderSection(section: Section, context: SectionContext) {
  const render = RENDERERS[section.kind] as (section: Section, context: SectionContext) => ReactNode;
  return render(section, context);
}

/** A page's own sections; in the page view's render each is marked with its place in the page's list (field-marks.tsx). */
export function SectionList({ sections, context }: { sections: readonly Section[]; context: SectionContext }) {
  const drawn = useSectionsDrawn('page');
  return (
    <>
      {sections.map((section, index) =>
        section.hidden || !drawn(index) ? null : (
          <MarkedSection key={section.id} content="page" index={index} id={section.id}>
            {renderSection(section, context)}
          </MarkedSection>
        ),
      )}
    </>
  );
}
