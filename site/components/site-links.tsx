// Where the links an owner writes lead, as the page renders them: a section's button with the
// booking page's address goes wherever booking is (shared/booking-link.ts's siteLink, by the
// settings the page was read with). The page's render provides the settings once, for every
// section below it.
import { createContext, use, type ReactNode } from 'react';
import { siteLink } from '../../shared/booking-link.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';

type LinkSettings = Pick<SiteSettings, 'bookingMode' | 'bookingUrl'>;

const SiteLinksContext = createContext<LinkSettings | null>(null);

export function SiteLinks({ settings, children }: { settings: LinkSettings; children: ReactNode }) {
  return <SiteLinksContext value={settings}>{children}</SiteLinksContext>;
}

/** Where an owner's link leads on this page (itself outside a page's render). */
export function useSiteLink(link: string): string {
  const settings = use(SiteLinksContext);
  return settings ? siteLink(link, settings) : link;
}
