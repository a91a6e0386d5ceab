// The public parts (a product's gallery, testimonials, the business address) as a visitor's
// browser gets them from the server: rendered to
// static HTML with their styles (as site/entry-server.tsx renders a page), then opened in Chromium
// with JavaScript switched off, at 1280 and 390 px. The gallery moves with the keyboard, a swipe
// and its thumbnails without any script; the testimonials, the address and the phone link read
// right. Screenshots go to the test's temporary folder (JACOBS_SHOTS_DIR keeps them).
import { ChakraProvider } from '@chakra-ui/react';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicGalleryImage } from '../../shared/contract/products.ts';
import type { Testimonial } from '../../shared/contract/testimonials.ts';
import { CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { renderStatic } from '../lib/render-static.tsx';
import { TestimonialsList } from '../sections/testimonials-list.tsx';
import { siteSystem } from '../theme/system.ts';
import { BusinessAddress } from './business-address.tsx';
import { PhoneLink } from './phone-link.tsx';
import { ProductGallery } from './product-gallery.tsx';

const shots = process.env.JACOBS_SHOTS_DIR ?? mkdtempSync(join(tmpdir(), 'jacobs-parts-'));
let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  if (!process.env.JACOBS_SHOTS_DIR) rmSync(shots, { recursive: true, force: true });
});

/** A picture as an inline SVG of one colour with its number, 1200 x 900. */
const art = (colour: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${colour}"/><text x="600" y="470" font-size="160" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;
const PICTURES: PublicGalleryImage[] = [
  { url: art('#7a2e1d', '1'), alt: 'Front of the Heriz', width: 1200, height: 900, srcSet: null },
  { url: art('#2c3660', '2'), alt: 'Back, showing the knots', width: 1200, height: 900, srcSet: null },
  { url: art('#b08d3c', '3'), alt: null, width: null, height: null, srcSet: null },
];

/** The tree as the server sends it: markup and its styles, no script. */
async function open(
  tree: ReactNode,
  viewport: { width: number; height: number },
  touch = false,
  width = 640,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Page> {
  const { html, styles } = await renderStatic(<ChakraProvider value={siteSystem()}>{tree}</ChakraProvider>);
  expect(html).not.toContain('<script');
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, hasTouch: touch, isMobile: touch, reducedMotion });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Parts</title>${styles}</head><body><main style="max-width:${width}px;margin:24px auto;padding:0 16px">${html}</main></body></html>`);
  return page;
}

/**
 * Which picture the track shows once it rests on one, or null while it moves: a key pressed while
 * the last glide is still a pixel short of its picture starts from there, so a test waits for rest.
 */
const shownPicture = (page: Page) =>
  page.getByTestId('gallery-track').evaluate((track) => {
    const picture = Math.round(track.scrollLeft / track.clientWidth);
    return Math.abs(track.scrollLeft - picture * track.clientWidth) < 0.5 ? picture + 1 : null;
  });

/** A finger drawn sideways across the track, as the touch screen reports it. */
async function swipe(page: Page, from: number, to: number, y: number) {
  const session = await page.context().newCDPSession(page);
  const step = from > to ? -10 : 10;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let x = from + step; step < 0 ? x >= to : x <= to; x += step) await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * A scroll-snapped track settles when its smooth scroll ends, which on a busy machine takes longer
 * than expect.poll's default second.
 */
const SCROLLED = { timeout: 5_000 };

/** How the track and the page scroll when moved: smooth, or at once. */
const scrollBehaviours = (page: Page) =>
  page.getByTestId('gallery-track').evaluate((track) => [getComputedStyle(track).scrollBehavior, getComputedStyle(document.documentElement).scrollBehavior]);

describe('the product gallery, without script', () => {
  it('glides from picture to picture, unless the visitor asks for less motion', async () => {
    const gliding = await open(<ProductGallery pictures={PICTURES} name="Antique Heriz" />, { width: 1280, height: 900 });
    expect(await scrollBehaviours(gliding)).toEqual(['smooth', 'smooth']);
    await gliding.context().close();
    const still = await open(<ProductGallery pictures={PICTURES} name="Antique Heriz" />, { width: 1280, height: 900 }, false, 640, 'reduce');
    expect(await scrollBehaviours(still)).toEqual(['auto', 'auto']);
    await still.context().close();
  });

  it('at 1280 px: the arrow keys move the focused track picture by picture, and a thumbnail shows its picture', async () => {
    const page = await open(<ProductGallery pictures={PICTURES} name="Antique Heriz" />, { width: 1280, height: 900 });
    const track = page.getByTestId('gallery-track');
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(1);
    await page.keyboard.press('Tab');
    expect(await track.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(2);

    const thumbnails = page.getByRole('list', { name: 'Go to a picture' }).getByRole('link');
    expect(await thumbnails.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual([
      'Picture 1: Front of the Heriz',
      'Picture 2: Back, showing the knots',
      'Picture 3: Antique Heriz, picture 3 of 3',
    ]);
    await thumbnails.nth(0).click();
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(1);
    await thumbnails.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(3);
    await page.screenshot({ path: join(shots, 'gallery-1280.png'), fullPage: true });
    await page.context().close();
  });

  it('at 390 px: a swipe moves to the next picture, and each picture fills the width', async () => {
    const page = await open(<ProductGallery pictures={PICTURES} name="Antique Heriz" />, { width: 390, height: 844 }, true);
    const track = page.getByTestId('gallery-track');
    const box = (await track.boundingBox())!;
    const slide = (await page.locator('#picture-1').boundingBox())!;
    expect(slide.width).toBeCloseTo(box.width, 0);
    const middle = Math.round(box.y + box.height / 2);
    const [right, left] = [Math.round(box.x + box.width * 0.85), Math.round(box.x + box.width * 0.25)];
    await swipe(page, right, left, middle);
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(2);
    await swipe(page, right, left, middle);
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(3);
    await swipe(page, left, right, middle);
    await expect.poll(() => shownPicture(page), SCROLLED).toBe(2);
    await page.screenshot({ path: join(shots, 'gallery-390.png'), fullPage: true });
    await page.context().close();
  });

  it('responsive sizes: each picture names its size and the sizes it is shown at; the first loads at once', async () => {
    const withSrcSet = PICTURES.map((picture, index) => ({ ...picture, srcSet: `${picture.url} 480w, ${picture.url} 960w`, url: `${picture.url}#${index}` }));
    const page = await open(<ProductGallery pictures={withSrcSet} name="Antique Heriz" />, { width: 1280, height: 900 });
    const images = page.getByTestId('gallery-track').locator('img');
    expect(await images.evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('sizes'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]))).toEqual([
      ['(min-width: 1024px) 50vw, 100vw', '1200', '900', 'eager'],
      ['(min-width: 1024px) 50vw, 100vw', '1200', '900', 'lazy'],
      ['(min-width: 1024px) 50vw, 100vw', '800', '600', 'lazy'],
    ]);
    expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(['Front of the Heriz', 'Back, showing the knots', 'Antique Heriz, picture 3 of 3']);
    await page.context().close();
  });

  it('shows one picture alone, and the placeholder rug when there is none', async () => {
    const one = await open(<ProductGallery pictures={PICTURES.slice(0, 1)} name="Antique Heriz" />, { width: 1280, height: 900 });
    expect(await one.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(['Front of the Heriz']);
    expect(await one.getByRole('link').count()).toBe(0);
    await one.context().close();
    const none = await open(<ProductGallery pictures={[]} name="Antique Heriz" />, { width: 1280, height: 900 });
    expect(await none.getByRole('img').evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('alt'), img.getAttribute('src')]))).toEqual([['Antique Heriz', '/images/rugs/placeholder.svg']]);
    await none.context().close();
  });
});

const TESTIMONIALS: Testimonial[] = [
  { id: 1, quote: 'They found the rug that made buyers stop in the doorway. We sold in nine days.', name: 'Dana R.', place: 'Lincoln Park', role: 'Homeowner', imageUrl: art('#8a5a44', 'D'), imageAlt: 'Dana at home', imageWidth: 1200, imageHeight: 900, imageSrcSet: null },
  { id: 2, quote: 'Honest advice on a wool rug that our two dogs have not managed to ruin.', name: 'Marcus T.', place: 'Evanston', role: null, imageUrl: null, imageAlt: null, imageWidth: null, imageHeight: null, imageSrcSet: null },
  { id: 3, quote: 'They sourced an antique Oushak for a client in a week.', name: 'Priya S.', place: 'Oak Park', role: 'Interior designer', imageUrl: null, imageAlt: null, imageWidth: null, imageHeight: null, imageSrcSet: null },
];

describe('the testimonials', () => {
  it.each([
    ['1280', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const)('at %s px: each quote with who said it, their role and place, and their photo', async (label, viewport) => {
    const page = await open(<TestimonialsList testimonials={TESTIMONIALS} headingId="testimonials-title" title="What our clients say" />, viewport, false, 1200);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('What our clients say');
    const figures = page.getByTestId('testimonial');
    expect(await figures.locator('blockquote').allTextContents()).toEqual(TESTIMONIALS.map((testimonial) => testimonial.quote));
    const captions = (await figures.locator('figcaption').allInnerTexts()).map((text) => text.replace(/\n+/g, ' | '));
    expect(captions).toEqual(['Dana R. | Homeowner · Lincoln Park', 'Marcus T. | Evanston', 'Priya S. | Interior designer · Oak Park']);
    expect(await figures.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(['Dana at home']);
    await page.screenshot({ path: join(shots, `testimonials-${label}.png`), fullPage: true });
    await page.context().close();
  });

  it('renders nothing when there is none to show', async () => {
    const { html } = await renderStatic(
      <ChakraProvider value={siteSystem()}>
        <TestimonialsList testimonials={[]} headingId="testimonials-title" title="What our clients say" />
      </ChakraProvider>,
    );
    expect(html).toBe('');
  });
});

describe('the address and the phone', () => {
  it('writes the street, the city with its ZIP code and the note on visits, and a phone number that calls', async () => {
    const page = await open(
      <>
        <BusinessAddress address={{ streetAddress: '1520 N Wells St, Suite 2', postalCode: '60610', addressNote: 'By appointment only', city: 'Chicago, Illinois' }} />
        <PhoneLink phone="(312) 555-0147" />
        <PhoneLink phone="Ask for Dana" />
      </>,
      { width: 390, height: 844 },
    );
    expect(await page.locator('address').innerText()).toBe('1520 N Wells St, Suite 2\nChicago, Illinois 60610\nBy appointment only');
    expect(await page.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([['(312) 555-0147', 'tel:+13125550147']]);
    expect(await page.getByText('Ask for Dana').evaluate((element) => element.tagName)).toBe('SPAN');
    await page.context().close();
  });
});
