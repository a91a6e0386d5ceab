// A picture's palette from its pixels (decision 210): the same module runs in the visitor's browser
// on a downscaled photo of the room and on the server on a product's image, so both sides agree.
// colorthief (median cut in OKLCH) finds the picture's colours; each pixel is then given to its
// nearest colour in OKLab and every colour re-centred on its pixels (k-means, from those seeds),
// which makes colours and shares exact rather than median cut's bucket averages; the colours are
// then merged (palette-clusters.ts) into 5 to 8, largest share first.
import { getPalette } from 'colorthief';
import { hexToOklab, oklabToHex, rgbToOklabColour, type Oklab } from './colour-space.ts';
import { MAX_PALETTE_COLOURS, MIN_PALETTE_COLOURS, roundShare, type Swatch } from './palette.ts';
import { kMeans, mergeClusters, type Cluster } from './palette-clusters.ts';

/** RGBA pixels, 4 bytes each, row by row: a canvas's ImageData, or sharp's raw output with alpha. */
export interface RgbaPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** Callers downscale a picture so its longer side is at most this before extracting: plenty for 8 colours, and fast. */
export const EXTRACTION_SIDE = 256;

/**
 * What makes a picture useless as a photo of a room: no visible pixel at all (its palette is then
 * empty), or nearly nothing but black (a covered lens). A rug's picture may well be all black.
 */
export type PaletteProblem = 'empty' | 'allBlack';

export interface ExtractionResult {
  palette: Swatch[];
  problem: PaletteProblem | null;
}

/** A pixel with less alpha than this is not part of the picture (a cut-out's background). */
const VISIBLE_ALPHA = 128;
/** Darker than this OKLab lightness (about sRGB 20, 20, 20) a pixel is black to the eye. */
const BLACK_LIGHTNESS = 0.2;
/** A picture with at least this share of black pixels is all black (a covered lens, a dark frame). */
const ALL_BLACK_SHARE = 0.98;
/** Colours asked of colorthief (its most): more than a palette keeps, so that two close colours are not one seed and the merge chooses. */
const SEED_COLOURS = 20;
/** colorthief samples at most about this many pixels: its seeds need no more, and k-means then reads every pixel. */
const SEED_SAMPLES = 16_384;
const KMEANS_ROUNDS = 4;

const MERGE_RULES = { max: MAX_PALETTE_COLOURS, min: MIN_PALETTE_COLOURS, duplicateDistance: 0.04, smallestShare: 0.015 };

/** Pixels are counted by colour at 6 bits a channel (a step of 4 in 255: far below what the eye tells apart). */
const BIN_BITS = 6;
const BIN_SHIFT = 8 - BIN_BITS;
const BIN_LEVELS = 1 << BIN_BITS;

interface ColourBins {
  /** Each bin's colour, weighted by its number of pixels. */
  bins: Cluster[];
  visible: number;
  black: number;
}

/** The visible pixels counted by colour bin, each bin's colour the mean of its pixels (so a flat colour stays exact). */
function binColours(pixels: RgbaPixels): ColourBins {
  const counts = new Uint32Array(BIN_LEVELS ** 3);
  const sums = new Uint32Array(BIN_LEVELS ** 3 * 3);
  const { data } = pixels;
  let visible = 0;
  for (let offset = 0; offset < data.length; offset += 4) {
    if (data[offset + 3] < VISIBLE_ALPHA) continue;
    visible += 1;
    const [r, g, b] = [data[offset], data[offset + 1], data[offset + 2]];
    const bin = ((r >> BIN_SHIFT) * BIN_LEVELS + (g >> BIN_SHIFT)) * BIN_LEVELS + (b >> BIN_SHIFT);
    counts[bin] += 1;
    sums[bin * 3] += r;
    sums[bin * 3 + 1] += g;
    sums[bin * 3 + 2] += b;
  }
  const bins: ColourBins = { bins: [], visible, black: 0 };
  counts.forEach((count, bin) => {
    if (count === 0) return;
    const colour = rgbToOklabColour(sums[bin * 3] / count, sums[bin * 3 + 1] / count, sums[bin * 3 + 2] / count);
    bins.bins.push({ lab: colour, share: count });
    if (colour.l < BLACK_LIGHTNESS) bins.black += count;
  });
  return bins;
}

async function seedColours(pixels: RgbaPixels): Promise<Oklab[]> {
  const quality = Math.max(1, Math.ceil((pixels.width * pixels.height) / SEED_SAMPLES));
  const found = await getPalette(pixels as never, {
    loader: { load: async () => pixels },
    colorCount: SEED_COLOURS,
    quality,
    colorSpace: 'oklch',
    ignoreWhite: false,
    alphaThreshold: VISIBLE_ALPHA,
  });
  return (found ?? []).map((colour) => hexToOklab(colour.hex()));
}

/** The palette of a picture (already downscaled to about EXTRACTION_SIDE), and what may be wrong with it as a photo. */
export async function extractPalette(pixels: RgbaPixels): Promise<ExtractionResult> {
  if (pixels.data.length !== pixels.width * pixels.height * 4) throw new RangeError('Expected 4 bytes (RGBA) for each pixel');
  const bins = binColours(pixels);
  if (bins.visible === 0) return { palette: [], problem: 'empty' };
  const seeds = await seedColours(pixels);
  // colorthief finds a colour in any visible picture; the first bin stands in should it not.
  const clusters = mergeClusters(kMeans(bins.bins, seeds.length > 0 ? seeds : [bins.bins[0].lab], KMEANS_ROUNDS), MERGE_RULES);
  const palette = clusters.map((cluster) => ({ color: oklabToHex(cluster.lab), share: roundShare(cluster.share) }));
  return { palette, problem: bins.black / bins.visible >= ALL_BLACK_SHARE ? 'allBlack' : null };
}
