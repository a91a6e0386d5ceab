// The rug pictures shipped with the site (site/public/images/rugs: the seeded rugs' illustrations
// and the placeholder) and their palettes (decision 210). Drawing the pictures' filters with sharp
// takes about two seconds, which every new database (a fresh install, each test's server) would
// spend at its first start; so their palettes ship beside them, made once by
// `npm run make:art-palettes` (built-in-palettes.json, each with the SHA-256 of the picture it was
// made from). A picture with no palette there, or changed since, has its palette made with sharp
// when first needed (the seed, a product showing one without a palette yet), once per process; a
// test fails until the file is made again. The pictures are read from the source tree, where the
// build copies them from: the server runs from the checkout, and SITE_DIR may not be built yet.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import { productPalette } from '../media/image-palette.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../site/public');
/** Where the rug pictures live under the site's root, as records name them (`/images/rugs/<name>.svg`). */
const ART_FOLDER = '/images/rugs';
/** The shipped palettes, by picture URL. */
export const SHIPPED_PALETTES_FILE = resolve(import.meta.dirname, 'built-in-palettes.json');

export interface ShippedPalette {
  /** The SHA-256 (hex) of the picture's bytes it was made from. */
  sha256: string;
  palette: Swatch[] | null;
}

/** The shipped pictures' URLs, in order. */
export const shippedArtUrls = (): string[] =>
  readdirSync(join(PUBLIC_DIR, ART_FOLDER))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => `${ART_FOLDER}/${file}`)
    .sort();

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Each picture's palette with the hash of the picture it is of: the one in `known` while the
 * picture is the one it was made from, else made with sharp now.
 */
async function paletteEntries(urls: readonly string[], known: Record<string, ShippedPalette>): Promise<Record<string, ShippedPalette>> {
  const entries: Record<string, ShippedPalette> = {};
  // One at a time: a server asking is answering meanwhile.
  for (const url of urls) {
    const bytes = await readFile(join(PUBLIC_DIR, url));
    const sha256 = sha256Of(bytes);
    entries[url] = known[url]?.sha256 === sha256 ? known[url] : { sha256, palette: await productPalette(bytes) };
  }
  return entries;
}

/** Every shipped picture's palette made with sharp, as `npm run make:art-palettes` writes them. */
export const makeShippedPalettes = (): Promise<Record<string, ShippedPalette>> => paletteEntries(shippedArtUrls(), {});

function readShippedPalettes(): Record<string, ShippedPalette> {
  try {
    return JSON.parse(readFileSync(SHIPPED_PALETTES_FILE, 'utf8')) as Record<string, ShippedPalette>;
  } catch {
    return {};
  }
}

export interface BuiltInArt {
  /** Whether the URL names a shipped rug picture. */
  names(url: string): boolean;
  /** The palette of a shipped rug picture, once made (`load`); undefined before, or for any other URL. */
  paletteOf(url: string): Swatch[] | null | undefined;
  /** Makes every picture's palette (once; again after a failure); settles when they are made. */
  load(): Promise<void>;
  /** Asks for the palettes without waiting for them: `then` runs once they are made (or failed), unless they were already. */
  request(then: () => void): void;
}

/** Each picture's palette: the shipped one while the picture is the one it was made from, else made now. */
async function makePalettes(urls: readonly string[]): Promise<Map<string, Swatch[] | null>> {
  const entries = await paletteEntries(urls, readShippedPalettes());
  return new Map(urls.map((url) => [url, entries[url].palette]));
}

let shipped: BuiltInArt | undefined;

/** The shipped rug pictures, one set per process. */
export function builtInArt(): BuiltInArt {
  if (shipped) return shipped;
  const urls = new Set(shippedArtUrls());
  let palettes = new Map<string, Swatch[] | null>();
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= makePalettes([...urls]).then(
      (made) => {
        palettes = made;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  shipped = {
    names: (url) => urls.has(url),
    paletteOf: (url) => palettes.get(url),
    load,
    request(then) {
      if (palettes.size === 0) load().then(then, then);
    },
  };
  return shipped;
}
