// The raster files the site serves beside its SVG art (decision 030), made with sharp when the
// site is built (the `raster-art` plugin in vite.config.ts):
//   - a 1200 x 630 link-preview card of every SVG under images/ (images/share/<same path>.jpg),
//     the brand card among them (images/og-default.svg);
//   - favicon.ico (16, 32, 48 px), apple-touch-icon.png (180 px) and the manifest's 192 and
//     512 px icons, from favicon.svg.
// Drawing the cards takes seconds each, so results are cached by their inputs in
// node_modules/.cache/raster-art: a rebuild redraws only what changed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { shareCard } from '../../server/media/share-card.ts';
import { artShareCard } from '../../shared/seo/share-image.ts';
import { SITE_ICONS, THEME_COLOR } from '../../shared/seo/site-icons.ts';
import { icoFile } from './lib/ico.ts';

export interface RasterAsset {
  /** Path under the site root, without a leading slash (e.g. images/share/og-default.jpg). */
  fileName: string;
  data: Buffer;
}

/** Where the art is, under the checkout's root. */
const PUBLIC_DIR = 'site/public';
const CACHE_DIR = 'node_modules/.cache/raster-art';
/** The code that draws: a change to it redraws everything. */
const DRAWING_CODE = ['scripts/art/raster-assets.ts', 'server/media/share-card.ts'];
const FAVICON_ART = 'favicon.svg';
/** The mark's share of an opaque icon's side; the rest is the ivory ground iOS and launchers round off. */
const ICON_MARK_SHARE = 0.8;

type Cached = (input: Buffer, kind: string, draw: () => Promise<Buffer>) => Promise<Buffer>;

/** `draw`'s result for an input, kept in the cache folder under a hash of the input and the drawing code. */
async function cacheIn(root: string): Promise<Cached> {
  const cacheDir = join(root, CACHE_DIR);
  const code = await Promise.all(DRAWING_CODE.map((file) => readFile(join(root, file))));
  return async (input, kind, draw) => {
    const hash = createHash('sha256').update(kind).update(input).update(sharp.versions.vips ?? '');
    for (const source of code) hash.update(source);
    const file = join(cacheDir, `${hash.digest('hex').slice(0, 32)}.bin`);
    try {
      return await readFile(file);
    } catch {
      const data = await draw();
      await mkdir(cacheDir, { recursive: true });
      await writeFile(file, data);
      return data;
    }
  };
}

async function svgFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.svg')).map((entry) => join(entry.parentPath, entry.name));
}

/** The square mark drawn at `size` px, transparent around it. */
const mark = (svg: Buffer, size: number) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();

/** The mark on the ivory ground, opaque: home screens show no transparency. */
async function opaqueIcon(svg: Buffer, size: number): Promise<Buffer> {
  const inner = await mark(svg, Math.round(size * ICON_MARK_SHARE));
  const icon = await sharp({ create: { width: size, height: size, channels: 3, background: THEME_COLOR } })
    .composite([{ input: inner, gravity: 'center' }])
    .png()
    .toBuffer();
  // Compositing a transparent image adds an alpha channel; every pixel is opaque, so it goes.
  return sharp(icon).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}

async function icons(publicDir: string, cached: Cached): Promise<RasterAsset[]> {
  const svg = await readFile(join(publicDir, FAVICON_ART));
  const ico = await cached(svg, 'favicon.ico', async () =>
    icoFile(await Promise.all(SITE_ICONS.faviconSizes.map(async (size) => ({ size, png: await mark(svg, size) })))),
  );
  const opaque = [{ path: SITE_ICONS.appleTouch, size: SITE_ICONS.appleTouchSize }, ...SITE_ICONS.app];
  return [
    { fileName: SITE_ICONS.favicon.slice(1), data: ico },
    ...(await Promise.all(opaque.map(async ({ path, size }) => ({ fileName: path.slice(1), data: await cached(svg, `icon-${size}`, () => opaqueIcon(svg, size)) })))),
  ];
}

async function shareCards(publicDir: string, cached: Cached): Promise<RasterAsset[]> {
  const cards: RasterAsset[] = [];
  for (const file of await svgFiles(join(publicDir, 'images'))) {
    const card = artShareCard(`/${relative(publicDir, file).split(sep).join('/')}`);
    if (!card) continue;
    const svg = await readFile(file);
    // One at a time: sharp already uses every core for one drawing.
    cards.push({ fileName: card.slice(1), data: await cached(svg, 'share-card', () => shareCard(svg)) });
  }
  return cards;
}

/** Every raster file made from the art in site/public of the checkout at `root`. */
export async function rasterAssets(root: string): Promise<RasterAsset[]> {
  const publicDir = join(root, PUBLIC_DIR);
  const cached = await cacheIn(root);
  return [...(await icons(publicDir, cached)), ...(await shareCards(publicDir, cached))];
}
