import { paths } from '../paths.ts';

/** Every admin screen, in the order the header and the phone menu list them. */
export const ADMIN_NAV = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.pages, label: 'Pages' },
  { to: paths.admin.blog, label: 'Blog' },
  { to: paths.admin.serviceAreas, label: 'Service Areas' },
  { to: paths.admin.products, label: 'Products' },
  { to: paths.admin.services, label: 'Services' },
  { to: paths.admin.testimonials, label: 'Testimonials' },
  { to: paths.admin.media, label: 'Media' },
  { to: paths.admin.settings, label: 'Settings' },
  { to: paths.admin.inbox, label: 'Inbox' },
] as const;
