// The site's icons and web app manifest (decision 030): the files the build makes from the
// favicon art (scripts/art/raster-assets.ts), the links every public page carries, and the
// manifest the server answers from the settings.
import type { SiteSettings } from '../contract/settings.ts';
import { brandColors } from '../brand.ts';
import { paths } from '../paths.ts';

export const SITE_ICONS = {
  /** 16, 32 and 48 px in one ICO, for browsers and tools that ask for /favicon.ico. */
  favicon: '/favicon.ico',
  faviconSizes: [16, 32, 48],
  /** iOS home screen icon; opaque, as iOS fills transparency with black. */
  appleTouch: '/apple-touch-icon.png',
  appleTouchSize: 180,
  /** The manifest's icons. */
  app: [
    { path: '/icons/icon-192.png', size: 192 },
    { path: '/icons/icon-512.png', size: 512 },
  ],
  manifest: '/site.webmanifest',
} as const;

/** The ivory page ground: the browser's theme colour (index.html says the same) and the icons' backdrop. */
export const THEME_COLOR = brandColors.ivory[100];

/** The home-screen name: the company name when it fits (about 12 characters), else its first word. */
export const shortName = (companyName: string): string => (companyName.length <= 12 ? companyName : companyName.split(/\s+/)[0]);

/** The web app manifest (`/site.webmanifest`). */
export function webManifest(settings: Pick<SiteSettings, 'companyName' | 'tagline'>) {
  return {
    name: settings.companyName,
    short_name: shortName(settings.companyName),
    description: settings.tagline,
    start_url: paths.home,
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: SITE_ICONS.app.map(({ path, size }) => ({ src: path, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
