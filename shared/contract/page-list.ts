// Every page the owner edits (docs/product/rules.md#what-the-admin-edits-is-what-the-site-shows and
// docs/product/rules.md#settled-in-the-third-round): its slug, its label in the admin and
// the group it is listed under, in the admin's order: the spec's six (their slugs and labels are
// the spec's), the booking page, the five service pages, the pages around a list or a tool (the
// shop, the blog, Rug Fit) and the not-found page, the three policy pages and the parts every page
// shares.
// The one owner of page slugs and labels; zod-free, so the site's paths and the HTTP client can
// read it (decision 201).

export const PAGE_GROUPS = {
  main: 'Main pages',
  service: 'Service pages',
  other: 'Other pages',
  policy: 'Policy pages',
  site: 'Site parts',
} as const;
export type PageGroup = keyof typeof PAGE_GROUPS;

export const PAGES = [
  { slug: 'home', label: 'Homepage', group: 'main' },
  { slug: 'services', label: 'Services', group: 'main' },
  { slug: 'about', label: 'About', group: 'main' },
  { slug: 'contact', label: 'Contact', group: 'main' },
  { slug: 'proof-roi', label: 'Proof of ROI', group: 'main' },
  { slug: 'health-pets', label: 'Health & Pets', group: 'main' },
  { slug: 'book', label: 'Book a Consultation', group: 'main' },
  { slug: 'antique-sourcing', label: 'Antique Sourcing', group: 'service' },
  { slug: 'rugshift-bespoke', label: 'RugShift Bespoke', group: 'service' },
  { slug: 'rug-intelligence', label: 'Rug Intelligence', group: 'service' },
  { slug: 'commercial-spaces', label: 'Commercial Spaces', group: 'service' },
  { slug: 'designer-rugs-included', label: 'Designer Rugs Included', group: 'service' },
  { slug: 'shop', label: 'Shop', group: 'other' },
  { slug: 'blog', label: 'Blog', group: 'other' },
  { slug: 'rug-fit', label: 'Rug Fit', group: 'other' },
  { slug: 'not-found', label: 'Page not found', group: 'other' },
  { slug: 'privacy', label: 'Privacy Policy', group: 'policy' },
  { slug: 'terms', label: 'Terms of Service', group: 'policy' },
  { slug: 'accessibility', label: 'Accessibility', group: 'policy' },
  { slug: 'footer', label: 'Footer', group: 'site' },
] as const satisfies readonly { slug: string; label: string; group: PageGroup }[];

export type PageEntry = (typeof PAGES)[number];
export type PageSlug = PageEntry['slug'];
export const PAGE_SLUGS = PAGES.map((page) => page.slug) as readonly PageSlug[] as readonly [PageSlug, ...PageSlug[]];

/** The pages of one group, in order. */
export const pagesIn = <G extends PageGroup>(group: G) => PAGES.filter((page): page is Extract<PageEntry, { group: G }> => page.group === group);

/** The slugs of the service pages (/jacobs/services/{slug}). */
export type ServicePageSlug = Extract<PageEntry, { group: 'service' }>['slug'];

export const pageLabel = (slug: string): string | undefined => PAGES.find((page) => page.slug === slug)?.label;

/** The group a page is listed under (a site part, the footer, is shown on every page). */
export const pageGroupOf = (slug: string): PageGroup | undefined => PAGES.find((page) => page.slug === slug)?.group;
