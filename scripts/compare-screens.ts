// `node scripts/compare-screens.ts <before site dir> [<after site dir>]`: every public route
// (tests/public-routes.ts) of two builds of the site, screenshot whole in Chromium at the phone
// (390 px, touch) and desktop (1280 px) sizes the end-to-end tests use, compared pixel by pixel.
// Each build is served by the bench's seeded server (bench/server.ts), so both show the same
// content. Prints the differing pixels of each route and size, writes the two screenshots and a
// difference image (changed pixels in red over a faded copy) of each differing one into
// SCREENS_OUT (default .tmp/screens), and exits 1 when any differ. The "after" build defaults to
// dist/site. To compare against main: `git worktree add .tmp/main-src main`, link node_modules
// into it, `SITE_OUT_DIR=$PWD/.tmp/main/site node .tmp/main-src/scripts/build-site.ts`, then
// `node scripts/compare-screens.ts .tmp/main/site`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from '../bench/start-server.ts';
import { publicRoutes, routeSamples } from '../tests/public-routes.ts';
import { TEST_CHROMIUM_PATH } from '../tests/support/chromium.ts';

const REPO = resolve(import.meta.dirname, '..');
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** Run in the page: every lazy image asked for now, and settled when each has loaded (or failed). */
const ALL_IMAGES_DRAWN = `Promise.all([...document.images].map((image) => {
  image.loading = 'eager';
  return image.decode().catch(() => undefined);
})).then(() => true)`;

interface Shot {
  png: Buffer;
  width: number;
  height: number;
  pixels: Buffer;
}

/**
 * A whole page as a visitor sees it once it has settled: fonts cached (a second load, as on any
 * page after the first), islands hydrated, every image drawn (a lazy one far down loads as the
 * visitor scrolls, which a whole-page screenshot does not: they are all asked for at once), no
 * caret or transition mid-way.
 */
async function screenshot(context: BrowserContext, url: string): Promise<Shot> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    await page.reload({ waitUntil: 'networkidle' });
    await page.evaluate(ALL_IMAGES_DRAWN);
    await page.evaluate('document.fonts.ready.then(() => true)');
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { png, width: info.width, height: info.height, pixels: data };
  } finally {
    await page.close();
  }
}

/** Pixels that differ between two shots (every pixel of the larger one's extra area counts), and an image showing where. */
async function compare(before: Shot, after: Shot): Promise<{ differing: number; image: Buffer | null }> {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const marked = Buffer.alloc(width * height * 4);
  let differing = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const inBefore = x < before.width && y < before.height;
      const inAfter = x < after.width && y < after.height;
      const b = (y * before.width + x) * 4;
      const a = (y * after.width + x) * 4;
      const same = inBefore && inAfter && before.pixels.readUInt32BE(b) === after.pixels.readUInt32BE(a);
      if (same) {
        // A faded copy of the page, so the red marks can be placed.
        for (let channel = 0; channel < 3; channel += 1) marked[at + channel] = 255 - Math.round((255 - after.pixels[a + channel]) * 0.25);
      } else {
        differing += 1;
        marked[at] = 255;
      }
      marked[at + 3] = 255;
    }
  }
  return { differing, image: differing ? await sharp(marked, { raw: { width, height, channels: 4 } }).png().toBuffer() : null };
}

const [beforeDir, afterDir = 'dist/site'] = process.argv.slice(2);
if (!beforeDir) {
  console.error('usage: node scripts/compare-screens.ts <before site dir> [<after site dir>]');
  process.exit(2);
}
const out = resolve(REPO, process.env.SCREENS_OUT ?? '.tmp/screens');
mkdirSync(out, { recursive: true });
const servers = await Promise.all([beforeDir, afterDir].map((dir) => startServer({ SITE_DIR: resolve(REPO, dir) })));
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
let total = 0;
try {
  const samples = await routeSamples(async (path) => (await fetch(`${servers[0].baseUrl}${path}`)).json());
  const routes = publicRoutes(samples);
  for (const size of SIZES) {
    const contexts = await Promise.all(servers.map(() => browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch })));
    for (const route of routes) {
      const [before, after] = [await screenshot(contexts[0], `${servers[0].baseUrl}${route.path}`), await screenshot(contexts[1], `${servers[1].baseUrl}${route.path}`)];
      const { differing, image } = await compare(before, after);
      total += differing;
      const sizes = before.height === after.height ? `${after.width}x${after.height}` : `${before.width}x${before.height} -> ${after.width}x${after.height}`;
      console.log(`${differing ? 'DIFF' : 'same'}  ${size.name.padEnd(7)} ${route.path.padEnd(48)} ${String(differing).padStart(8)} px differ of ${sizes}`);
      if (image) {
        const name = `${size.name}${route.path.replaceAll(/[^\w-]+/g, '_')}`;
        writeFileSync(resolve(out, `${name}.before.png`), before.png);
        writeFileSync(resolve(out, `${name}.after.png`), after.png);
        writeFileSync(resolve(out, `${name}.diff.png`), image);
      }
    }
    await Promise.all(contexts.map((context) => context.close()));
  }
} finally {
  await browser.close();
  for (const server of servers) server.child.kill('SIGTERM');
}
console.log(total ? `${total} pixels differ; the images are in ${out}` : 'every page is the same, pixel for pixel');
process.exitCode = total ? 1 : 0;
