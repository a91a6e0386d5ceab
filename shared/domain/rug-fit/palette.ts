// A palette: the colours of a picture with the share of the picture each covers (decision 210).
// The room's palette is extracted in the visitor's browser, a product's on the server, by the same
// module (extract-palette.ts), so the two always compare like with like.

/** One colour of a palette: sRGB as `#rrggbb`, and the part of the picture it covers (0 to 1). */
export interface Swatch {
  color: string;
  share: number;
}
export type Palette = readonly Swatch[];

/** A palette holds at most this many colours; a photo of a furnished room gives at least MIN. */
export const MAX_PALETTE_COLOURS = 8;
export const MIN_PALETTE_COLOURS = 5;

/** `#rrggbb`, lower case: how every palette colour is written. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** Shares are kept to three decimals: finer than any eye, and short in every answer. */
export const roundShare = (share: number): number => Math.round(share * 1000) / 1000;

/** The palette without the swatches at `dropped` (their indexes), its shares scaled to add up to 1 again. */
export function keptSwatches(palette: Palette, dropped: ReadonlySet<number> = new Set()): Swatch[] {
  const kept = palette.filter((_, index) => !dropped.has(index));
  const total = kept.reduce((sum, swatch) => sum + swatch.share, 0);
  return total > 0 ? kept.map((swatch) => ({ color: swatch.color, share: swatch.share / total })) : [];
}
