// Every public route: its title ("<page title> | <company name>"), description, canonical address,
// social tags and one h1 (docs/product/routes.md#public-routes), and no serious or critical axe-core
// violations.
import type { PageContent } from '../../../shared/contract/pages.ts';
import type { Product } from '../../../shared/contract/products.ts';
import { shareImage } from '../../../shared/seo/share-image.ts';
import { apiGet, expect, expectAccessible, expectPageMeta, test } from '../support/public-helpers.ts';

// A not-found page is not indexed and names no canonical address (as the server's HTML says).
type RouteCase = { path: string; h1: string | RegExp; title: string | RegExp; canonical?: string; pageSlug?: string; notFound?: true };

const ROUTES: RouteCase[] = [
  { path: '/jacobs', h1: /.+/, title: /.+/, pageSlug: 'home' },
  { path: '/jacobs/services', h1: /.+/, title: /.+/, pageSlug: 'services' },
  { path: '/jacobs/services/antique-sourcing', h1: 'Antique Rug Sourcing', title: 'Antique & Vintage Rug Sourcing in Chicago' },
  { path: '/jacobs/services/rugshift-bespoke', h1: 'RugShift Bespoke', title: 'RugShift Bespoke: Custom Hand-Knotted Rugs' },
  { path: '/jacobs/services/rug-intelligence', h1: 'Rug Intelligence', title: 'Rug Intelligence: AI Room Matching for Rugs' },
  { path: '/jacobs/services/commercial-spaces', h1: 'Commercial Spaces', title: 'Commercial Rugs for Offices, Lobbies & Hospitality' },
  { path: '/jacobs/services/designer-rugs-included', h1: 'Designer Rugs Included', title: 'Designer Rugs at Minimum Supplier Prices' },
  { path: '/jacobs/service-areas', h1: 'Chicago Service Areas', title: 'Chicago Service Areas' },
  { path: '/jacobs/service-areas/lincoln-park', h1: 'Rug consultancy for Lincoln Park homes', title: 'Lincoln Park Rug Consultancy & Home Staging' },
  { path: '/jacobs/service-areas/atlantis', h1: '404 Page Not Found', title: '404 Page Not Found', notFound: true },
  { path: '/jacobs/proof-roi', h1: /.+/, title: /.+/, pageSlug: 'proof-roi' },
  { path: '/jacobs/health-pets', h1: 'Synthetic Rugs & Pet Health', title: /.+/, pageSlug: 'health-pets' },
  { path: '/jacobs/about', h1: /.+/, title: /.+/, pageSlug: 'about' },
  { path: '/jacobs/blog', h1: 'Insights from the Rug Room', title: 'Blog: Rugs, Home Value & Pet Health' },
  { path: '/jacobs/blog/do-rugs-increase-home-value', h1: /Do Rugs Increase Home Value/, title: /.+/ },
  { path: '/jacobs/blog/synthetic-rugs-pet-health', h1: /.+/, title: /.+/ },
  { path: '/jacobs/blog/no-such-post', h1: 'Post Not Found', title: 'Post Not Found', notFound: true },
  { path: '/jacobs/contact', h1: /.+/, title: /.+/, pageSlug: 'contact' },
  { path: '/jacobs/shop', h1: 'Shop Our Rugs', title: 'Shop Rugs' },
  { path: '/jacobs/shop?collection=heritage', h1: 'Shop Our Rugs', title: 'Heritage Collection Rugs', canonical: '/jacobs/shop' },
  { path: '/jacobs/product/999999', h1: 'Product Not Found', title: 'Product Not Found', notFound: true },
  { path: '/jacobs/privacy', h1: 'Coming Soon', title: 'Privacy Policy' },
  { path: '/jacobs/terms', h1: 'Coming Soon', title: 'Terms of Service' },
  { path: '/jacobs/accessibility', h1: 'Coming Soon', title: 'Accessibility' },
  { path: '/jacobs/nowhere', h1: '404 Page Not Found', title: '404 Page Not Found', notFound: true },
];

for (const route of ROUTES) {
  test(`${route.path}: title, description, canonical, social tags, one h1 and no serious axe violations`, async ({ page }) => {
    let title = route.title;
    let description: string | undefined;
    if (route.pageSlug) {
      const content = await apiGet<PageContent>(page.request, `/api/pages/${route.pageSlug}`);
      if (content.seoTitle) title = content.seoTitle;
      if (content.seoDescription) description = content.seoDescription;
    }
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    if (route.notFound) {
      await expect(page).toHaveTitle(`${route.title} | Jacobs Rug Consultancy`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    } else {
      await expectPageMeta(page, {
        title: typeof title === 'string' ? title : new RegExp(`^${title.source} \\| Jacobs Rug Consultancy$`),
        path: route.canonical ?? route.path.split('?')[0],
        description,
      });
    }
    if (route.pageSlug) {
      const content = await apiGet<PageContent>(page.request, `/api/pages/${route.pageSlug}`);
      if (content.seoKeywords) await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', content.seoKeywords);
    }
    await expectAccessible(page);
  });
}

test('a product page: canonical /jacobs/product/{id} from both routes, product image as og:image, no serious axe violations', async ({ page }) => {
  const [product] = await apiGet<Product[]>(page.request, '/api/products');
  for (const path of [`/jacobs/product/${product.id}`, `/jacobs/shop/${product.id}`]) {
    await page.goto(path);
    await expectPageMeta(page, { title: product.name, path: `/jacobs/product/${product.id}` });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    // Link previews show the product's own 1200 x 630 card (decision 030).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${new URL(page.url()).origin}${shareImage({ url: product.imageUrl, alt: product.name }).path}`);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  }
  await expectAccessible(page);
});

test('the mobile menu, opened, has no serious axe violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu is the phone layout');
  await page.goto('/jacobs');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-navigation')).toBeVisible();
  await expectAccessible(page);
});

test('every control on the contact page is reachable by keyboard with a visible focus ring', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard navigation is checked on desktop');
  await page.goto('/jacobs/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reached: string[] = [];
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const label = element.getAttribute('aria-label') || element.getAttribute('name') || element.textContent?.trim().slice(0, 40) || element.tagName;
      return { label, outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow !== 'none' };
    });
    if (!info) continue;
    expect(info.outline || info.shadow, `focus ring on ${info.label}`).toBe(true);
    reached.push(info.label);
  }
  for (const name of ['name', 'email', 'phone', 'service', 'message']) expect(reached).toContain(name);
  // The newsletter's email too: both forms name their fields as their calls' bodies.
  expect(reached.filter((label) => label === 'email').length).toBeGreaterThanOrEqual(2);
});
