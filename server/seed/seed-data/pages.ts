// Seed content: every editable page (shared/contract/page-list.ts) as the sections that reproduce
// its public page, one file per page in pages/. Pure data: the server stores each one in the
// page_content table through the contract's schema, and serves it as a page's built-in content
// until the page is first saved.
import type { PageSlug } from '../../../shared/contract/page-list.ts';
import { aboutPage } from './pages/about.ts';
import { blogPage } from './pages/blog.ts';
import { antiqueSourcingPage } from './pages/antique-sourcing.ts';
import { bookPage } from './pages/book.ts';
import { commercialSpacesPage } from './pages/commercial-spaces.ts';
import { contactPage } from './pages/contact.ts';
import { designerRugsIncludedPage } from './pages/designer-rugs-included.ts';
import { footerPage } from './pages/footer.ts';
import { healthPetsPage } from './pages/health-pets.ts';
import { homePage } from './pages/home.ts';
import { notFoundPage } from './pages/not-found.ts';
import { accessibilityPage, privacyPage, termsPage } from './pages/policy-pages.ts';
import { proofRoiPage } from './pages/proof-roi.ts';
import { rugFitPage } from './pages/rug-fit.ts';
import { rugIntelligencePage } from './pages/rug-intelligence.ts';
import { rugshiftBespokePage } from './pages/rugshift-bespoke.ts';
import type { SeedPage } from './pages/seed-page.ts';
import { servicesPage } from './pages/services.ts';
import { shopPage } from './pages/shop.ts';

export type { SeedPage };

export const SEED_PAGES: Record<PageSlug, SeedPage> = {
  'home': homePage,
  'services': servicesPage,
  'about': aboutPage,
  'contact': contactPage,
  'proof-roi': proofRoiPage,
  'health-pets': healthPetsPage,
  'book': bookPage,
  'antique-sourcing': antiqueSourcingPage,
  'rugshift-bespoke': rugshiftBespokePage,
  'rug-intelligence': rugIntelligencePage,
  'commercial-spaces': commercialSpacesPage,
  'designer-rugs-included': designerRugsIncludedPage,
  'shop': shopPage,
  'blog': blogPage,
  'rug-fit': rugFitPage,
  'not-found': notFoundPage,
  'privacy': privacyPage,
  'terms': termsPage,
  'accessibility': accessibilityPage,
  'footer': footerPage,
};

export const seedPages: SeedPage[] = Object.values(SEED_PAGES);
