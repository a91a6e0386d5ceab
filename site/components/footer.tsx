// The footer of every page: the footer section's layout (site/sections/footer-section.tsx) with
// the words the footer page is seeded with, until the site reads that page (issue 24, phase B).
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { FooterSection } from '../sections/footer-section.tsx';

const FOOTER_WORDS: SectionOf<'footer'> = {
  id: 'footer',
  kind: 'footer',
  hidden: false,
  blurb:
    'A boutique Chicago rug consultancy. We help homeowners, stagers, designers and collectors choose rugs that raise home value, protect pets and reflect design sophistication.',
  shopTitle: 'Shop Collections',
  servicesTitle: 'Premium Services',
  companyTitle: 'Company',
  note: 'Consultancy is free with rug orders at minimum supplier prices.',
};

export function Footer({ settings }: { settings: SiteSettings }) {
  return <FooterSection section={FOOTER_WORDS} settings={settings} year={new Date().getFullYear()} />;
}
