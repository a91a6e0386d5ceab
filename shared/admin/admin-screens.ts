// Every admin screen once, in the order the header, the phone menu and the dashboard list them:
// its address, its link and its dashboard card. A record type brings its own entry (its address's
// `screen`, shared/contract/resource-addresses.ts): the content first, then the media library, the
// owner's tools and the inbox. Which code draws each screen is admin-routes.tsx's. Without zod or
// components: the header loads this with the first screen.
import { RESOURCE_ADDRESSES, RESOURCE_NAMES, type ResourceName } from '../contract/resource-addresses.ts';
import type { AdminIconName, AdminScreenAddress } from '../contract/resource-definition.ts';
import { paths } from '../paths.ts';

export interface AdminScreen {
  path: string;
  /** Its link in the header and the phone menu. */
  nav: string;
  /** Its card on the dashboard (the dashboard itself has none). */
  card?: { title: string; text: string; icon: AdminIconName };
  /** The record type it edits. */
  resource?: ResourceName;
}

const recordScreens = (tools: boolean): AdminScreen[] =>
  RESOURCE_NAMES.flatMap((resource) => {
    const { path, nav, card, tool, unlisted }: AdminScreenAddress = RESOURCE_ADDRESSES[resource].screen;
    return unlisted || Boolean(tool) !== tools ? [] : [{ path, nav, card, resource }];
  });

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: paths.admin.dashboard, nav: 'Dashboard' },
  ...recordScreens(false),
  { path: paths.admin.media, nav: 'Media', card: { title: 'Media', text: 'Uploaded images and where they are used', icon: 'Image' } },
  ...recordScreens(true),
  { path: paths.admin.inbox, nav: 'Inbox', card: { title: 'Inbox', text: 'Contact messages and newsletter subscribers', icon: 'Inbox' } },
  { path: paths.admin.visits, nav: 'Visits', card: { title: 'Visits', text: 'Which pages and sources bring visitors and leads', icon: 'ChartLine' } },
];

/** The header's and the phone menu's links, in order. */
export const ADMIN_NAV = ADMIN_SCREENS.map(({ path, nav }) => ({ to: path, label: nav }));
