// The rug pictures shipped with the site (site/public/images/rugs: the seeded rugs' illustrations
// and the placeholder) and their palettes (decision 210), made with sharp when first needed (the
// seed, a product showing one without a palette yet), once per process: drawing the pictures'
// filters takes a second or more, which a start with nothing to make should not spend. They are
// read from the source tree, where the build copies them from: the server runs from the checkout,
// and SITE_DIR may not be built yet.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import { productPalette } from '../media/image-palette.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../site/public');
/** Where the rug pictures live under the site's root, as records name them (`/images/rugs/<name>.svg`). */
const ART_FOLDER = '/images/rugs';

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

async function makePalettes(urls: readonly string[]): Promise<Map<string, Swatch[] | null>> {
  const palettes = new Map<string, Swatch[] | null>();
  // One at a time: the server is answering meanwhile.
  for (const url of urls) palettes.set(url, await productPalette(await readFile(join(PUBLIC_DIR, url))));
  return palettes;
}

let shipped: BuiltInArt | undefined;

/** The shipped rug pictures, one set per process. */
export function builtInArt(): BuiltInArt {
  if (shipped) return shipped;
  const urls = new Set(
    readdirSync(join(PUBLIC_DIR, ART_FOLDER))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => `${ART_FOLDER}/${file}`),
  );
  let palettes = new Map<string, Swatch[] | null>();
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= makePalettes([...urls].sort()).then(
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
