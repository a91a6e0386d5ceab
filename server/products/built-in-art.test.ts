import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Swatch } from '../../shared/domain/rug-fit/palette.ts';
import { builtInArt, makeShippedPalettes, SHIPPED_PALETTES_FILE, shippedArtUrls, type ShippedPalette } from './built-in-art.ts';

const shippedFile = () => JSON.parse(readFileSync(SHIPPED_PALETTES_FILE, 'utf8')) as Record<string, ShippedPalette>;
const AGAIN = 'run npm run make:art-palettes';

/** Two palettes alike but for rounding (another build of libvips may resample a shade apart). */
function expectAlike(shipped: Swatch[] | null, made: Swatch[] | null, url: string) {
  expect(shipped === null, `${url}: ${AGAIN}`).toBe(made === null);
  if (!shipped || !made) return;
  expect(shipped.length, `${url}: ${AGAIN}`).toBe(made.length);
  shipped.forEach((swatch, index) => {
    const channels = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
    const [a, b] = [channels(swatch.color), channels(made[index].color)];
    expect(Math.max(...a.map((value, channel) => Math.abs(value - b[channel]))), `${url} swatch ${index}: ${AGAIN}`).toBeLessThanOrEqual(4);
    expect(Math.abs(swatch.share - made[index].share), `${url} swatch ${index}: ${AGAIN}`).toBeLessThanOrEqual(0.01);
  });
}

describe('the shipped rug pictures', () => {
  it('ship with the palettes sharp makes of them as they are now (else: npm run make:art-palettes)', async () => {
    const shipped = shippedFile();
    const made = await makeShippedPalettes();
    expect(Object.keys(shipped).sort(), AGAIN).toEqual(Object.keys(made).sort());
    for (const [url, { sha256, palette }] of Object.entries(made)) {
      expect(shipped[url].sha256, `${url} changed: ${AGAIN}`).toBe(sha256);
      expectAlike(shipped[url].palette, palette, url);
    }
  });

  it('give each picture its shipped palette once loaded, and none to another address', async () => {
    const art = builtInArt();
    await art.load();
    const shipped = shippedFile();
    expect(shippedArtUrls().length).toBeGreaterThan(10);
    for (const url of shippedArtUrls()) {
      expect(art.names(url)).toBe(true);
      expect(art.paletteOf(url)).toEqual(shipped[url].palette);
    }
    expect(art.names('/images/hero/home-hero.svg')).toBe(false);
    expect(art.paletteOf('/images/hero/home-hero.svg')).toBeUndefined();
  });
});
