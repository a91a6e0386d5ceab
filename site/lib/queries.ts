// The public site's reads. Each key is the path it fetches (see query-client.ts), so the
// server renderer can prefetch the same keys and hand them over.
import { useQuery } from './query-hooks.ts';
import type { BlogPost } from '../../shared/contract/blog.ts';
import type { CoreService } from '../../shared/contract/core-services.ts';
import type { PageContent, PageSlug } from '../../shared/contract/pages.ts';
import type { Product, ShopPage } from '../../shared/contract/products.ts';
import type { ServiceArea } from '../../shared/contract/service-areas.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import type { ShopView } from '../../shared/domain/shop.ts';

export const queryKeys = {
  settings: ['api', 'settings'],
  page: (slug: PageSlug) => ['api', 'pages', slug],
  /** Every part of the view, in one order, so one view is one address (and one cache entry). */
  shop: ({ collection, sort, page }: ShopView) => ['api', `shop?${new URLSearchParams({ collection, sort, page: String(page) })}`],
  product: (id: number) => ['api', 'products', String(id)],
  coreServices: ['api', 'core-services'],
  blogPosts: ['api', 'blog'],
  blogBody: (slug: string) => ['content', 'blog', `${encodeURIComponent(slug)}.md`],
  serviceAreas: ['api', 'service-areas'],
} as const;

/** Used until the settings arrive (and if they cannot be read), so nothing renders blank. */
export const DEFAULT_SETTINGS: SiteSettings = {
  companyName: 'Jacobs Rug Consultancy',
  tagline: 'Boutique Chicago rug consultancy',
  email: 'consult@jacobsrugconsultancy.com',
  phone: '(312) 555-0147',
  bookingUrl: 'https://calendly.com/jacobs-rugs/ai-rug-fit-consultation',
  city: 'Chicago, Illinois',
  openingHours: 'Mon-Fri 09:00-18:00',
  version: 0,
  updatedAt: '',
};

export function useSettings(): SiteSettings {
  const { data } = useQuery<SiteSettings>({ queryKey: queryKeys.settings });
  return data ?? DEFAULT_SETTINGS;
}

export function usePageContent(slug: PageSlug) {
  return useQuery<PageContent>({ queryKey: queryKeys.page(slug) });
}

export const useShopPage = (view: ShopView) => useQuery<ShopPage>({ queryKey: queryKeys.shop(view) });
/** One product; no read while `id` is undefined (the contact page names none). */
export const useProduct = (id: number | undefined) => useQuery<Product>({ queryKey: queryKeys.product(id ?? 0), enabled: id !== undefined });
export const useCoreServices = () => useQuery<CoreService[]>({ queryKey: queryKeys.coreServices });
export const useBlogPosts = () => useQuery<BlogPost[]>({ queryKey: queryKeys.blogPosts });
export const useServiceAreas = () => useQuery<ServiceArea[]>({ queryKey: queryKeys.serviceAreas });

export function useBlogBody(slug: string | undefined) {
  return useQuery<string>({ queryKey: queryKeys.blogBody(slug ?? ''), enabled: Boolean(slug) });
}
