// The rug pictures shipped with the site (site/public/images/rugs: the seeded rugs' illustrations
// and the placeholder) and their palettes (decision 212), made with sharp once per process, before
// the seed gives them to its rugs. They are read from the source tree, where the build copies them
// from: the server runs from the checkout, and SITE_DIR may not be built yet.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import { productPalette } from '../media/image-palette.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../site/public');
/** Where the rug pictures live under the site's root, as records name them (`/images/rugs/<name>.svg`). */
const ART_FOLDER = '/images/rugs';

export interface BuiltInArt {
  /** Settles once every picture's palette is made. */
  ready: Promise<void>;
  /** The palette of a shipped rug picture by its URL; undefined for any other URL (or before `ready`). */
  paletteOf(url: string): Swatch[] | null | undefined;
  /** Whether the URL names a shipped rug picture. */
  names(url: string): boolean;
}

async function loadPalettes(): Promise<Map<string, Swatch[] | null>> {
  const files = (await readdir(join(PUBLIC_DIR, ART_FOLDER))).filter((file) => file.endsWith('.svg')).sort();
  const palettes = new Map<string, Swatch[] | null>();
  // One at a time: the server is answering meanwhile.
  for (const file of files) palettes.set(`${ART_FOLDER}/${file}`, await productPalette(await readFile(join(PUBLIC_DIR, ART_FOLDER, file))));
  return palettes;
}

let shipped: BuiltInArt | undefined;

/** The shipped pictures' palettes, made once per process (the first call starts it). */
export function builtInArt(): BuiltInArt {
  if (!shipped) {
    let palettes = new Map<string, Swatch[] | null>();
    const ready = loadPalettes().then((loaded) => {
      palettes = loaded;
    });
    shipped = {
      ready,
      paletteOf: (url) => palettes.get(url),
      names: (url) => palettes.has(url),
    };
  }
  return shipped;
}
