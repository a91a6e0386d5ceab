// XSS in the browser: the corpus of xss-corpus.ts is saved through the admin API in every text
// field (post Markdown, title and excerpt; product name, description, notes and gallery descriptions;
// page content JSON values and SEO fields; area description and highlights; core service features;
// testimonials; settings), then
// every public page and every admin editor is opened. No payload may run: no dialog, no
// `window.__xss`, and no live handler, script or script URL in the DOM.
//
// The CSP (script-src 'self') would block most injected scripts on its own, so the main test
// turns it off (bypassCSP) to prove the rendering itself is safe; a last test keeps the CSP on and
// expects no violation at all, which also proves the site runs under it.
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAGE_SLUGS } from '../../../shared/contract/pages.ts';
import { PRODUCT_COLLECTION_IDS } from '../../../shared/domain/collections.ts';
import { campaignTag } from '../../../shared/domain/inquiry-source.ts';
import { href, paths } from '../../../shared/paths.ts';
import { contactAboutProduct, STATIC_PUBLIC_PATHS } from '../../../shared/public-routes.ts';
import { E2E_ADMIN_PASSWORD, SECURITY_BASE_URL } from '../../../playwright.config.ts';
import { framesDrawn } from '../support/settled.ts';
import { XSS_BOOKING_URL, XSS_IMAGE_URL, XSS_PAYLOADS, xssMarkdown, xssPageContent } from './xss-corpus.ts';

test.use({ baseURL: SECURITY_BASE_URL });

test.beforeAll(async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'Runs once, at desktop size.');
  const api = await apiRequest.newContext({ baseURL });
  try {
    await storeCorpus(api);
  } finally {
    await api.dispose();
  }
});

const ALL = XSS_PAYLOADS.join('\n');
const pick = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length];
const stored = { posts: [] as string[], products: [] as number[] };

async function ok<T = { id: number; slug: string }>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * Saves the corpus in every text field through the admin API, as the owner's editors would. The
 * creates carry Idempotency-Keys, so a worker restarted after a failure gets the same records.
 */
async function storeCorpus(api: APIRequestContext): Promise<void> {
  await ok(await api.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } }), 'login');

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const post = await ok(
      await api.post('/api/admin/blog', {
        headers: { 'Idempotency-Key': `xss-post-${index}` },
        data: {
          title: payload,
          slug: `xss-post-${index}`,
          author: payload,
          excerpt: payload,
          content: xssMarkdown(),
          category: payload.slice(0, 80),
          imageUrl: XSS_IMAGE_URL,
          imageAlt: payload,
          readingTime: payload.slice(0, 40),
          published: true,
          publishedAt: '2025-01-01T10:00:00.000Z',
          featured: index === 0,
          seoTitle: payload,
          seoDescription: payload,
        },
      }),
      `post ${index}`,
    );
    stored.posts.push(post.slug);

    const product = await ok(
      await api.post('/api/admin/products', {
        headers: { 'Idempotency-Key': `xss-product-${index}` },
        data: {
          name: payload,
          slug: `xss-product-${index}`,
          description: ALL,
          price: 100 + index,
          roiMultiplier: 1.1,
          roiDisclaimer: payload,
          collection: PRODUCT_COLLECTION_IDS[index % PRODUCT_COLLECTION_IDS.length],
          size: payload.slice(0, 100),
          imageUrl: XSS_IMAGE_URL,
          imageAlt: payload,
          gallery: [
            { url: XSS_IMAGE_URL, alt: payload },
            { url: `${XSS_IMAGE_URL}&side=2`, alt: pick(index + 1) },
          ],
          fiber: payload,
          origin: payload,
          petSafeNotes: payload,
          featured: index < 4,
          active: true,
          displayOrder: index,
        },
      }),
      `product ${index}`,
    );
    stored.products.push(product.id);
  }

  for (let index = 0; index < 4; index += 1) {
    await ok(
      await api.post('/api/admin/service-areas', {
        headers: { 'Idempotency-Key': `xss-area-${index}` },
        data: {
          name: pick(index),
          slug: `xss-area-${index}`,
          type: index % 2 === 0 ? 'neighborhood' : 'suburb',
          description: ALL,
          highlights: XSS_PAYLOADS.slice(index, index + 10),
          seoTitle: pick(index + 1),
          seoDescription: pick(index + 2),
          displayOrder: index,
          active: true,
        },
      }),
      `area ${index}`,
    );
    await ok(
      await api.post('/api/admin/testimonials', {
        headers: { 'Idempotency-Key': `xss-testimonial-${index}` },
        data: { quote: ALL.slice(0, 1500), name: pick(index).slice(0, 120), place: pick(index + 1).slice(0, 120), role: pick(index + 2).slice(0, 120), imageUrl: XSS_IMAGE_URL, imageAlt: pick(index + 3).slice(0, 300), active: true, displayOrder: index },
      }),
      `testimonial ${index}`,
    );
    await ok(
      await api.post('/api/admin/core-services', {
        headers: { 'Idempotency-Key': `xss-service-${index}` },
        data: { title: pick(index), slug: `xss-service-${index}`, description: ALL, features: [...XSS_PAYLOADS], iconName: pick(index).slice(0, 50), isFree: true, displayOrder: index, active: true },
      }),
      `core service ${index}`,
    );
  }

  for (const [index, pageSlug] of PAGE_SLUGS.entries()) {
    const content = xssPageContent(pageSlug, (offset) => pick(index + offset));
    await ok(await api.put(`/api/admin/pages/${pageSlug}`, { data: { seoTitle: pick(index), seoDescription: pick(index + 1), seoKeywords: pick(index + 2), content } }), `page ${pageSlug}`);
  }

  const settings = await (await api.get('/api/admin/settings')).json();
  await ok(
    await api.put('/api/admin/settings', {
      data: { ...settings, companyName: XSS_PAYLOADS[5], tagline: XSS_PAYLOADS[1], city: XSS_PAYLOADS[6], openingHours: XSS_PAYLOADS[3], phone: '(312) 555-0147', streetAddress: XSS_PAYLOADS[2].slice(0, 200), addressNote: XSS_PAYLOADS[4].slice(0, 120), bookingUrl: XSS_BOOKING_URL },
    }),
    'settings',
  );

  for (const [index, payload] of XSS_PAYLOADS.slice(0, 6).entries()) {
    // About a payload-named product, with the payload as campaign tags where the contract takes it.
    const tag = campaignTag(payload);
    const inquiry = { productId: stored.products[index % stored.products.length], utmSource: tag, utmMedium: tag, fromPage: "/jacobs/'onmouseover=window.__xss=1" };
    await ok(await api.post('/api/contact', { headers: { 'Idempotency-Key': `xss-contact-${index}` }, data: { name: payload, email: 'xss@example.com', message: ALL, ...inquiry } }), 'contact');
  }
}

/** Watches a page for any sign that a payload ran; `check()` fails the test with what it saw. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    /**
     * `fetches`: the page reads its content after it loads (an admin screen), so the network must
     * be still first; a public page arrives whole, and its load event (which `page.goto` awaits)
     * already waited for every frame, object, script and stylesheet a payload could bring.
     */
    async check(label: string, { fetches = false } = {}) {
      // Give onerror/onload/autofocus handlers their chance to run.
      if (fetches) await page.waitForLoadState('networkidle').catch(() => {});
      // Every image has loaded or failed (its onload/onerror queued); a lazy one out of view never starts.
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
      await framesDrawn(page);
      const found = await page.evaluate(() => {
        const problems: string[] = [];
        const canary = (window as unknown as { __xss?: unknown }).__xss;
        if (canary !== undefined) problems.push(`window.__xss = ${String(canary)}`);
        for (const element of Array.from(document.querySelectorAll('*'))) {
          for (const attribute of Array.from(element.attributes)) {
            const name = attribute.name.toLowerCase();
            // oxlint-disable-next-line no-control-regex -- a browser ignores control characters and spaces in a URL, so they are removed first
            const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (name.startsWith('on') && value.includes('__xss')) problems.push(`handler ${name} on <${element.localName}>`);
            if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
              problems.push(`${name}="${attribute.value.slice(0, 60)}" on <${element.localName}>`);
            }
            if (name === 'srcdoc') problems.push(`srcdoc on <${element.localName}>`);
          }
        }
        for (const script of Array.from(document.querySelectorAll('script'))) {
          const data = /^application\/(ld\+)?json$/i.test(script.type);
          if (!data && script.textContent?.includes('__xss')) problems.push(`live <script> holding a payload`);
        }
        for (const tag of ['iframe', 'object', 'embed']) {
          if (document.querySelector(tag)) problems.push(`<${tag}> in the page`);
        }
        return problems;
      });
      expect([...dialogs, ...found], label).toEqual([]);
    },
  };
}

async function visitAll(page: Page, addresses: readonly string[]): Promise<void> {
  const watcher = watch(page);
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(500);
    await watcher.check(address);
  }
}

test.describe('stored XSS payloads stay inert', () => {
  test.use({ bypassCSP: true });

  test('on every static public page', async ({ page }) => {
    test.setTimeout(180_000);
    await visitAll(page, [...STATIC_PUBLIC_PATHS, ...PRODUCT_COLLECTION_IDS.map((id) => `${paths.shop}?collection=${id}`)]);
  });

  test('on every blog post holding a payload', async ({ page }) => {
    test.setTimeout(240_000);
    await visitAll(page, stored.posts.map((slug) => `/jacobs/blog/${slug}`));
  });

  test('on every service area page holding a payload', async ({ page }) => {
    test.setTimeout(120_000);
    await visitAll(page, [0, 1, 2, 3].map((index) => href.serviceArea(`xss-area-${index}`)));
  });

  test('on every product holding a payload, under both addresses, and on the contact form about one', async ({ page }) => {
    test.setTimeout(240_000);
    await visitAll(page, [...stored.products.map((id) => `/jacobs/product/${id}`), `/jacobs/shop/${stored.products[0]}`, contactAboutProduct(stored.products[0])]);
  });

  test('in every admin editor, with a payload record opened', async ({ page }) => {
    test.setTimeout(240_000);
    expect((await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } })).ok()).toBeTruthy();
    const watcher = watch(page);
    const opened: string[] = [];
    for (const address of Object.values(paths.admin)) {
      await page.goto(address);
      await watcher.check(address, { fetches: true });
      // Open the first record whose label holds a payload, where the editor lists records.
      const list = page.getByTestId('record-list');
      if (await list.isVisible().catch(() => false)) {
        const record = list.getByRole('button').filter({ hasText: '__xss' }).first();
        if (await record.isVisible().catch(() => false)) {
          await record.click();
          await watcher.check(`${address} (record opened)`, { fetches: true });
          opened.push(address);
        }
      }
    }
    // The blog, area, product, service and testimonial editors list the payload records by name.
    expect(opened.length, `opened a payload record in ${opened.join(', ')}`).toBeGreaterThanOrEqual(5);
  });
});

test.describe('with the CSP on', () => {
  test('the pages raise no CSP violation: nothing injected tried to run, and the site needs no inline script', async ({ page }) => {
    test.setTimeout(180_000);
    // zod 4 probes `new Function('')` once, inside a try, to pick its fast path; the CSP blocks it
    // and zod falls back, but the probe still reports an `eval` violation. That one is not an
    // injection and is left out (`z.config({ jitless: true })` in the browser entries removes it).
    const zodProbe = (text: string) => /\beval\b/.test(text) && !/inline/.test(text);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()) && !/unsafe-eval/.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __csp?: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const addresses = [paths.home, paths.shop, paths.blog, `/jacobs/blog/${stored.posts[0] ?? 'xss-post-0'}`, paths.serviceAreas, paths.services, paths.contact, paths.about];
    for (const address of addresses) {
      await page.goto(address);
      await page.waitForLoadState('networkidle').catch(() => {});
      const seen = (await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).filter((text) => !zodProbe(text));
      expect([...seen, ...violations], address).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), address).toBeUndefined();
    }
  });
});
