// Phones and keyboards. No public page is wider than a 390 px or a 320 px
// screen (nothing scrolls sideways or is cut off), and the skip link, when focused, shows on top
// of the sticky header.
import type { Page } from '@playwright/test';
import { publicRoutes, routeSamples } from '../../public-routes.ts';
import { apiGet, expect, test } from '../support/public-helpers.ts';

/**
 * The page's width against the screen's (a phone lays a wider page out wider and zooms it out),
 * and the links and buttons whose text runs out of their own box (cut off, or spilling over).
 */
const layout = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    spilling: [...document.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => getComputedStyle(element).display !== 'inline' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim()),
  }));

test.describe('phone widths', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths are checked with phone emulation');

  for (const width of [390, 320]) {
    test(`every public route fits a ${width} px screen`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const samples = await routeSamples((path) => apiGet(request, path));
      await page.setViewportSize({ width, height: 800 });
      const tooWide: Record<string, number> = {};
      const spilling: Record<string, (string | undefined)[]> = {};
      for (const route of publicRoutes(samples)) {
        const response = await page.goto(route.path);
        expect(response?.status(), route.path).toBe(route.status);
        const measured = await layout(page);
        if (measured.scrollWidth > width || measured.innerWidth > width) tooWide[route.path] = Math.max(measured.scrollWidth, measured.innerWidth);
        if (measured.spilling.length) spilling[route.path] = measured.spilling;
      }
      expect(tooWide, `pages wider than ${width} px`).toEqual({});
      expect(spilling, `links and buttons whose text does not fit at ${width} px`).toEqual({});
    });
  }
});

test('the focused skip link shows on top of the sticky header', async ({ page }) => {
  await page.goto('/jacobs/service-areas');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const box = await skip.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(box, 'the skip link is on screen').not.toBeNull();
  // It sits over the header, so it is only seen if it is painted above it.
  expect(box!.y).toBeLessThan(header!.y + header!.height);
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(onTop).toBe('Skip to main content');
});
