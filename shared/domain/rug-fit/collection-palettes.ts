// What a rug without a picture is ranked by (decision 210): its collection's typical palette, made
// from the palettes of the collection's rugs that have one, or, while none has, the colours the
// collection is known for (below, ours). Never dropped: every active rug is ranked.
import type { ProductCollectionId } from '../collections.ts';
import { hexToOklab, oklabToHex } from './colour-space.ts';
import { roundShare, type Palette } from './palette.ts';
import { kMeans, mergeClusters, spreadSeeds, type Cluster } from './palette-clusters.ts';

/** The colours each collection is known for, until its rugs have pictures. */
export const COLLECTION_COLOURS: Record<ProductCollectionId, Palette> = {
  'luxury-wool': [
    { color: '#efe7d6', share: 0.4 },
    { color: '#2a3a5c', share: 0.25 },
    { color: '#c3a25f', share: 0.15 },
    { color: '#a9b8a0', share: 0.1 },
    { color: '#8a7c6e', share: 0.1 },
  ],
  'neutral-modern': [
    { color: '#c9c0b0', share: 0.45 },
    { color: '#f0ebe1', share: 0.25 },
    { color: '#45464a', share: 0.15 },
    { color: '#b59f7d', share: 0.15 },
  ],
  'pet-safe': [
    { color: '#c8b08a', share: 0.4 },
    { color: '#9a9891', share: 0.25 },
    { color: '#ece3cf', share: 0.2 },
    { color: '#6f6d45', share: 0.15 },
  ],
  heritage: [
    { color: '#8e2f2a', share: 0.35 },
    { color: '#27375f', share: 0.3 },
    { color: '#eadfc8', share: 0.2 },
    { color: '#c1913b', share: 0.1 },
    { color: '#4a3024', share: 0.05 },
  ],
};

/** Neutral enough to rank a rug of a collection nothing is known about. */
const ANY_RUG: Palette = [
  { color: '#d8c7a8', share: 0.5 },
  { color: '#8a7c6e', share: 0.3 },
  { color: '#3d3e40', share: 0.2 },
];

const TYPICAL_COLOURS = 6;
const TYPICAL_RULES = { max: TYPICAL_COLOURS, min: 3, duplicateDistance: 0.06, smallestShare: 0.04 };

/**
 * Many palettes as one: each palette counts alike; their colours are grouped into six by k-means
 * (seeds spread over them), then merged like a picture's.
 */
export function typicalPalette(palettes: readonly Palette[]): Palette {
  const swatches: Cluster[] = palettes.flatMap((palette) => palette.map((swatch) => ({ lab: hexToOklab(swatch.color), share: swatch.share / palettes.length })));
  const grouped = kMeans(swatches, spreadSeeds(swatches, TYPICAL_COLOURS), 6);
  return mergeClusters(grouped, TYPICAL_RULES).map((cluster) => ({ color: oklabToHex(cluster.lab), share: roundShare(cluster.share) }));
}

interface WithPalette {
  collection: string;
  palette: Palette | null;
}

/**
 * Each collection's typical palette, from the rugs given (those with a palette), else its known
 * colours; made when first asked for, so a catalogue where every rug has a picture makes none.
 */
export function collectionPalettes(rugs: readonly WithPalette[]): (collection: string) => Palette {
  const byCollection = new Map<string, Palette[]>();
  for (const rug of rugs) {
    if (!rug.palette || rug.palette.length === 0) continue;
    const palettes = byCollection.get(rug.collection);
    if (palettes) palettes.push(rug.palette);
    else byCollection.set(rug.collection, [rug.palette]);
  }
  const typical = new Map<string, Palette>();
  return (collection) => {
    let palette = typical.get(collection);
    if (!palette) {
      const palettes = byCollection.get(collection);
      palette = palettes ? typicalPalette(palettes) : (COLLECTION_COLOURS[collection as ProductCollectionId] ?? ANY_RUG);
      typical.set(collection, palette);
    }
    return palette;
  };
}
