// Every editable page's built-in copy, by slug: for the seed and the admin's page form. The public
// pages import their own file from page-copy-defaults/ instead, to carry no other page's text.
import type { PageSlug } from '../contract/pages.ts';
import type { PageCopy } from './page-copy.ts';
import { HOME_COPY } from './page-copy-defaults/home.ts';
import { SERVICES_COPY } from './page-copy-defaults/services.ts';
import { ABOUT_COPY } from './page-copy-defaults/about.ts';
import { CONTACT_COPY } from './page-copy-defaults/contact.ts';
import { PROOF_ROI_COPY } from './page-copy-defaults/proof-roi.ts';
import { HEALTH_PETS_COPY } from './page-copy-defaults/health-pets.ts';

export const PAGE_COPY_DEFAULTS: Record<PageSlug, PageCopy> = {
  'home': HOME_COPY,
  'services': SERVICES_COPY,
  'about': ABOUT_COPY,
  'contact': CONTACT_COPY,
  'proof-roi': PROOF_ROI_COPY,
  'health-pets': HEALTH_PETS_COPY,
};
