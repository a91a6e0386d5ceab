// Generates the shipped rug illustrations under site/public: one catalogue image per seeded
// product, a placeholder, blog illustrations, the home hero, the social card and the favicon.
//
//   node scripts/art/generate-rug-art.ts            write every file
//   node scripts/art/generate-rug-art.ts --check    fail if any written file differs (CI drift check)
//
// Deterministic: every random choice comes from a PRNG seeded with the file's name.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedProducts } from '../../server/seed/seed-data/products.ts';
import type { ArtDirection } from './lib/palettes.ts';
import { PLACEHOLDER_DIRECTION, PRODUCT_DIRECTIONS, STYLE_PALETTES } from './lib/palettes.ts';
import type { RugStyle } from './lib/rug.ts';
import { STYLE_VARIANTS } from './lib/rug.ts';
import { faviconSvg, heroScene, homeValueScene, ogScene, petHealthScene, productScene, ratioFromSize } from './lib/scenes.ts';
import { createRng } from './lib/svg.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'site', 'public');
const MAX_BYTES = 30 * 1024;

const STYLES: readonly RugStyle[] = ['heritage', 'luxury-wool', 'neutral-modern', 'pet-safe', 'kilim'];

function toStyle(collection: string): RugStyle {
  const normalized = collection.trim().toLowerCase().replace(/\s+/g, '-');
  const found = STYLES.find((style) => style === normalized);
  if (found) return found;
  if (normalized.includes('pet')) return 'pet-safe';
  if (normalized.includes('wool')) return 'luxury-wool';
  if (normalized.includes('modern') || normalized.includes('neutral')) return 'neutral-modern';
  return 'heritage';
}

/** Art direction for a product: hand-picked when known, otherwise seeded from the slug. */
function directionFor(slug: string, collection: string, indexInCollection: number): ArtDirection {
  const known = PRODUCT_DIRECTIONS[slug];
  if (known) return known;
  const rng = createRng(`direction|${slug}`);
  const style: RugStyle = /kilim|kazak|runner/.test(slug) ? 'kilim' : toStyle(collection);
  const palettes = STYLE_PALETTES[style];
  const palette = palettes[indexInCollection % palettes.length] ?? palettes[0];
  if (!palette) throw new Error(`No palette for ${style}`);
  return {
    style,
    variant: rng.pick(STYLE_VARIANTS[style]),
    palette,
    floor: rng.pick(['oak', 'honey', 'walnut', 'limestone', 'slate'] as const),
    tilt: Math.round(rng.range(-25, 25)) / 10,
  };
}

interface Output {
  path: string;
  svg: string;
}

function buildAll(): Output[] {
  const outputs: Output[] = [];
  const perCollection = new Map<string, number>();
  for (const product of seedProducts) {
    const index = perCollection.get(product.collection) ?? 0;
    perCollection.set(product.collection, index + 1);
    const direction = directionFor(product.slug, product.collection, index);
    outputs.push({
      path: `images/rugs/${product.slug}.svg`,
      svg: productScene(`Illustration of the ${product.name} rug`, product.slug, direction, ratioFromSize(product.size)),
    });
  }
  outputs.push({ path: 'images/rugs/placeholder.svg', svg: productScene('Illustration of a neutral rug', 'placeholder', PLACEHOLDER_DIRECTION, 1.45) });
  outputs.push({ path: 'images/blog/do-rugs-increase-home-value.svg', svg: homeValueScene() });
  outputs.push({ path: 'images/blog/synthetic-rugs-pet-health.svg', svg: petHealthScene() });
  outputs.push({ path: 'images/hero/home-hero.svg', svg: heroScene() });
  outputs.push({ path: 'images/og-default.svg', svg: ogScene() });
  outputs.push({ path: 'favicon.svg', svg: faviconSvg() });
  return outputs;
}

function main(): void {
  const check = process.argv.includes('--check');
  const outputs = buildAll();
  let failed = false;
  for (const { path, svg } of outputs) {
    const file = join(PUBLIC, path);
    const bytes = Buffer.byteLength(svg);
    const note = bytes > MAX_BYTES ? '  (over budget)' : '';
    if (bytes > MAX_BYTES) failed = true;
    if (check) {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (current !== svg) {
        console.error(`out of date: ${relative(ROOT, file)}`);
        failed = true;
      }
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    console.log(`${relative(ROOT, file).padEnd(58)} ${(bytes / 1024).toFixed(1).padStart(5)} KB${note}`);
  }
  if (failed) process.exitCode = 1;
}

main();
