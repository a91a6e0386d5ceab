// The public site's reads of the public API, by endpoint name and parameters
// (shared/contract/public-endpoints.ts). A page's route declares the same reads
// (shared/public-routes.ts), so the server has their answers before it renders the page.
import { read } from '../../shared/contract/public-endpoints.ts';
import type { PageSlug } from '../../shared/contract/pages.ts';
import { DEFAULT_SITE_SETTINGS } from '../../shared/contract/default-settings.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { ShopView } from '../../shared/domain/shop.ts';
import { useRead } from './query-hooks.ts';

/**
 * Used until the settings arrive (and if they cannot be read), so nothing renders blank. No page
 * reads the version; it is written as 0 (never saved) here because the version rule's module
 * (shared/contract/versions.ts) imports zod, which would then load with every public page.
 */
const SETTINGS_UNTIL_READ: SiteSettings = { ...DEFAULT_SITE_SETTINGS, version: 0, updatedAt: '' };

export function useSettings(): SiteSettings {
  return useRead(read('settings')).data ?? SETTINGS_UNTIL_READ;
}

/** A page's content; none read when `slug` is undefined (a page without an editable entry). */
export const usePageContent = (slug: PageSlug | undefined) => useRead(read('page', { pageSlug: slug ?? '' }), { enabled: slug !== undefined });
export const useShopPage = (view: ShopView) => useRead(read('shop', view));
/** One product, by its id as the address gives it; none read while `id` is undefined (a contact page naming none). */
export const useProduct = (id: string | undefined) => useRead(read('product', { id: id ?? '' }), { enabled: id !== undefined });
export const useCoreServices = () => useRead(read('coreServices'));
export const useBlogPosts = () => useRead(read('blogPosts'));
export const useServiceAreas = () => useRead(read('serviceAreas'));

export function useBlogBody(slug: string | undefined) {
  return useRead(read('blogBody', { slug: slug ?? '' }), { enabled: Boolean(slug) });
}
