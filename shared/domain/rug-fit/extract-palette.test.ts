import { describe, expect, it } from 'vitest';
import { downscaledPixels, LIVING_ROOM, roomPhoto, type PlantedColour } from '../../../tests/support/synthetic-room.ts';
import { hexToOklab, oklabDistance } from './colour-space.ts';
import { EXTRACTION_SIDE, extractPalette, type RgbaPixels } from './extract-palette.ts';
import type { Swatch } from './palette.ts';

/** A bedroom in eight colours, two of them close (ivory and sand). */
const BEDROOM: PlantedColour[] = [
  { color: '#f2ede3', share: 0.22 },
  { color: '#c8b79a', share: 0.18 },
  { color: '#4a5a6b', share: 0.14 },
  { color: '#7a3b3f', share: 0.12 },
  { color: '#2e2a27', share: 0.1 },
  { color: '#9fb4c7', share: 0.09 },
  { color: '#d8a48f', share: 0.08 },
  { color: '#5d6b3a', share: 0.07 },
];

async function paletteOf(planted: readonly PlantedColour[], options: Parameters<typeof roomPhoto>[1] = {}): Promise<Swatch[]> {
  const result = await extractPalette(await downscaledPixels(await roomPhoto(planted, options), EXTRACTION_SIDE));
  expect(result.problem).toBeNull();
  return result.palette;
}

/** Each planted colour is found once, within 0.03 ΔE (OKLab) and its share within 3 points. */
function expectPlanted(found: Swatch[], planted: readonly PlantedColour[]) {
  expect(found).toHaveLength(planted.length);
  const unmatched = [...found];
  for (const colour of planted) {
    const target = hexToOklab(colour.color);
    unmatched.sort((p, q) => oklabDistance(hexToOklab(p.color), target) - oklabDistance(hexToOklab(q.color), target));
    const match = unmatched.shift()!;
    expect.soft(oklabDistance(hexToOklab(match.color), target), `${colour.color} found as ${match.color}`).toBeLessThan(0.03);
    expect.soft(Math.abs(match.share - colour.share), `share of ${colour.color}: ${match.share}`).toBeLessThanOrEqual(0.03);
  }
}

const flat = (width: number, height: number, rgba: [number, number, number, number]): RgbaPixels => {
  const data = new Uint8Array(width * height * 4);
  for (let offset = 0; offset < data.length; offset += 4) data.set(rgba, offset);
  return { data, width, height };
};

describe('extractPalette', () => {
  it('finds the colours of a room photo and the share of the picture each covers', async () => {
    expectPlanted(await paletteOf(LIVING_ROOM), LIVING_ROOM);
  });

  it('finds eight colours, two of them close, as eight', async () => {
    expectPlanted(await paletteOf(BEDROOM), BEDROOM);
  });

  it('sees each surface as one colour when light falls off across the room', async () => {
    // From 70% to 130% of the light (a lamp, a window on one side): the lit and shaded sides of
    // the wall are one colour.
    expectPlanted(await paletteOf(LIVING_ROOM, { lighting: 0.3 }), LIVING_ROOM);
    // Ivory, sand and blush lie within 0.05 of each other: beyond ±15% of light, the lit side of
    // one is the shaded side of another, which no photo can tell apart.
    expectPlanted(await paletteOf(BEDROOM, { lighting: 0.15 }), BEDROOM);
  });

  it('reads a lossless photo (PNG) alike', async () => {
    expectPlanted(await paletteOf(LIVING_ROOM, { format: 'png' }), LIVING_ROOM);
  });

  it('lists the colours largest share first, as #rrggbb, their shares adding up to 1', async () => {
    const palette = await paletteOf(LIVING_ROOM);
    const shares = palette.map((swatch) => swatch.share);
    expect(shares).toEqual(shares.toSorted((p, q) => q - p));
    for (const swatch of palette) expect(swatch.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette.reduce((sum, swatch) => sum + swatch.share, 0)).toBeCloseTo(1, 2);
  });

  it('keeps to the visible pixels of a cut-out picture', async () => {
    const pixels = flat(100, 100, [0, 0, 0, 0]);
    for (let offset = 0; offset < pixels.data.length / 2; offset += 4) pixels.data.set([31, 42, 68, 255], offset);
    expect(await extractPalette(pixels)).toEqual({ palette: [{ color: '#1f2a44', share: 1 }], problem: null });
  });

  it('says a picture with no visible pixel is empty, and a black one all black (with its palette: a rug may be black)', async () => {
    expect(await extractPalette(flat(64, 48, [255, 255, 255, 0]))).toEqual({ palette: [], problem: 'empty' });
    expect(await extractPalette({ data: new Uint8Array(0), width: 0, height: 0 })).toEqual({ palette: [], problem: 'empty' });
    expect(await extractPalette(flat(64, 48, [0, 0, 0, 255]))).toEqual({ palette: [{ color: '#000000', share: 1 }], problem: 'allBlack' });
    // A covered lens: dark noise, nothing above sRGB 14.
    const noise = flat(64, 48, [0, 0, 0, 255]);
    for (let offset = 0; offset < noise.data.length; offset += 4) noise.data.set([(offset * 7) % 15, (offset * 3) % 13, (offset * 5) % 11], offset);
    expect(await extractPalette(noise)).toMatchObject({ problem: 'allBlack' });
  });

  it('finds the colours of a dark room that is not all black', async () => {
    const result = await extractPalette(await downscaledPixels(await roomPhoto([{ color: '#101010', share: 0.9 }, { color: '#c9a227', share: 0.1 }]), EXTRACTION_SIDE));
    expect(result).toMatchObject({ palette: [{ share: expect.closeTo(0.9, 1) }, { share: expect.closeTo(0.1, 1) }], problem: null });
  });

  it('refuses pixels that are not RGBA', async () => {
    await expect(extractPalette({ data: new Uint8Array(3 * 10), width: 10, height: 1 })).rejects.toThrow(RangeError);
  });
});
