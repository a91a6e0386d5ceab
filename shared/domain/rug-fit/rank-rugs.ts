// Rug Fit's ranking (decision 210): the active rugs ordered by how well their palette suits the
// room's, in one of two modes, each with its reason in words. Pure: the page ranks in the browser
// (1,000 rugs well under 20 ms: bench/rug-fit-ranking.ts) and ranks again when the visitor drops a
// swatch or changes mode; a rug's colours are read once (prepareCatalogue), not at every ranking.
import { chromaAndHue, hexToOklab, hueDifference, NEUTRAL_CHROMA, oklabDistance, temperatureOfPolar, type Oklab, type Temperature } from './colour-space.ts';
import { collectionPalettes } from './collection-palettes.ts';
import { fitReason } from './fit-reasons.ts';
import type { FitMode } from './fit-modes.ts';
import type { Palette } from './palette.ts';


export interface RankableRug {
  id: number;
  collection: string;
  /** Its image's palette; null for a rug without a picture (ranked by its collection's). */
  palette: Palette | null;
}

export interface FitColour {
  color: string;
  share: number;
  lab: Oklab;
  chroma: number;
  hue: number;
  temperature: Temperature;
}

/** A rug as the ranking reads it. `paletteFrom` says whose colours it is judged by. */
export interface PreparedRug<R> {
  rug: R;
  colours: FitColour[];
  paletteFrom: 'image' | 'collection';
}

export interface Catalogue<R> {
  rugs: PreparedRug<R>[];
}

/** A room colour the rug picks up, and the rug's colour that does. */
export interface Echo {
  room: string;
  rug: string;
}

export interface RugFit<R> {
  rug: R;
  /** 0 (nothing in common) to 100. */
  score: number;
  /** Why it suits the room, in a sentence ("Echoes the navy and ivory of your room"). */
  reason: string;
  paletteFrom: 'image' | 'collection';
  /** The room colours it echoes: colours before neutrals, then most of the room first. */
  echoes: Echo[];
  /** In "Make it pop": the rug's accent colour, if it has one. */
  accent: string | null;
}

/** OKLab distance at which two palettes have nothing in common (a score of 0). */
export const UNRELATED_DISTANCE = 0.25;
/** Closer than this, a rug colour echoes a room colour. */
export const ECHO_DISTANCE = 0.08;
/** Blend in: how much a rug's own colours being in the room counts, against the room's colours being in the rug. */
export const BLEND_WEIGHTS = { rugInRoom: 0.6, roomInRug: 0.4 } as const;
/** Make it pop: the accent, against the rest of the rug sitting with the room. */
export const POP_WEIGHTS = { accent: 0.65, grounding: 0.35 } as const;
/** An accent's hue counts fully on the room's complement, and nothing this many degrees away from it. */
export const ACCENT_HUE_TOLERANCE = 60;
/** An accent this saturated (OKLCH chroma) counts fully; paler, in proportion. */
export const ACCENT_FULL_CHROMA = 0.12;
/** An accent covering this share of the rug counts fully; less, in proportion. */
export const ACCENT_FULL_SHARE = 0.15;
/** The accent a room of pure greys gets: terracotta's hue. */
const GREY_ROOM_ACCENT_HUE = 45;

export function fitColours(palette: Palette): FitColour[] {
  return palette.map(({ color, share }) => {
    const lab = hexToOklab(color);
    const polar = chromaAndHue(lab);
    return { color, share, lab, ...polar, temperature: temperatureOfPolar(polar) };
  });
}

/** The rugs read once for ranking: each rug's palette, or its collection's typical one when it has none. */
export function prepareCatalogue<R extends RankableRug>(rugs: readonly R[]): Catalogue<R> {
  const typical = collectionPalettes(rugs);
  return {
    rugs: rugs.map((rug) => {
      const own = rug.palette !== null && rug.palette.length > 0;
      return { rug, colours: fitColours(own ? rug.palette! : typical(rug.collection)), paletteFrom: own ? 'image' : 'collection' };
    }),
  };
}

const nearest = (colour: FitColour, among: readonly FitColour[]) => {
  let found = among[0];
  let distance = Number.POSITIVE_INFINITY;
  for (const other of among) {
    const d = oklabDistance(colour.lab, other.lab);
    if (d < distance) [found, distance] = [other, d];
  }
  return { colour: found, distance };
};

const nearestDistance = (colour: FitColour, among: readonly FitColour[]) => {
  let distance = Number.POSITIVE_INFINITY;
  for (const other of among) distance = Math.min(distance, oklabDistance(colour.lab, other.lab));
  return distance;
};

/** Share-weighted mean distance from each colour of `from` to its nearest in `to`. */
function coverDistance(from: readonly FitColour[], to: readonly FitColour[]): number {
  let total = 0;
  let weighted = 0;
  for (const colour of from) {
    total += colour.share;
    weighted += colour.share * nearestDistance(colour, to);
  }
  return total > 0 ? weighted / total : 0;
}

const closeness = (distance: number) => Math.max(0, 1 - distance / UNRELATED_DISTANCE);

/**
 * The room colours the rug echoes: its colours before its neutrals (a rug picking up the navy of
 * the sofa says more than one picking up the wall's stone), then most of the room first.
 */
function echoesOf(rug: readonly FitColour[], room: readonly FitColour[]): Echo[] {
  const neutral = (colour: FitColour) => (colour.temperature === 'neutral' ? 1 : 0);
  return [...room]
    .sort((p, q) => neutral(p) - neutral(q) || q.share - p.share)
    .flatMap((colour) => {
      const match = nearest(colour, rug);
      return match.distance < ECHO_DISTANCE ? [{ room: colour.color, rug: match.colour.color }] : [];
    });
}

/** The hue opposite the room's: its colours' hues averaged round the circle, each by share and chroma. */
export function complementHue(room: readonly FitColour[]): number {
  let x = 0;
  let y = 0;
  for (const colour of room) {
    const weight = colour.share * colour.chroma;
    x += weight * Math.cos((colour.hue * Math.PI) / 180);
    y += weight * Math.sin((colour.hue * Math.PI) / 180);
  }
  if (Math.hypot(x, y) < 1e-4) return GREY_ROOM_ACCENT_HUE;
  return ((Math.atan2(y, x) * 180) / Math.PI + 180 + 360) % 360;
}

interface Judged {
  score: number;
  accent: FitColour | null;
}

function judgeBlend(rug: readonly FitColour[], room: readonly FitColour[]): Judged {
  const distance = BLEND_WEIGHTS.rugInRoom * coverDistance(rug, room) + BLEND_WEIGHTS.roomInRug * coverDistance(room, rug);
  return { score: closeness(distance), accent: null };
}

function judgePop(rug: readonly FitColour[], room: readonly FitColour[], target: number): Judged {
  let accent: FitColour | null = null;
  let accentStrength = 0;
  for (const colour of rug) {
    if (colour.chroma < NEUTRAL_CHROMA) continue;
    const onHue = Math.max(0, 1 - hueDifference(colour.hue, target) / ACCENT_HUE_TOLERANCE);
    const strength = onHue * Math.min(1, colour.chroma / ACCENT_FULL_CHROMA) * Math.min(1, colour.share / ACCENT_FULL_SHARE);
    if (strength > accentStrength) [accent, accentStrength] = [colour, strength];
  }
  const rest = rug.filter((colour) => colour !== accent);
  const grounding = rest.length > 0 ? closeness(coverDistance(rest, room)) : 0;
  return { score: POP_WEIGHTS.accent * accentStrength + POP_WEIGHTS.grounding * grounding, accent: accentStrength > 0 ? accent : null };
}

/**
 * The rugs of the catalogue, best fit first (ties keep the catalogue's order), for the room's
 * palette as the visitor kept it (keptSwatches: dropped swatches out, shares scaled back to 1): the
 * first `limit` (default all), each with its reason. An empty room palette ranks nothing.
 */
export function rankRugs<R extends RankableRug>(catalogue: Catalogue<R>, room: Palette, mode: FitMode, limit = catalogue.rugs.length): RugFit<R>[] {
  if (room.length === 0) return [];
  const roomColours = fitColours(room);
  const target = complementHue(roomColours);
  const judged = catalogue.rugs.map((prepared, order) => ({
    prepared,
    order,
    ...(mode === 'blend' ? judgeBlend(prepared.colours, roomColours) : judgePop(prepared.colours, roomColours, target)),
  }));
  judged.sort((p, q) => q.score - p.score || p.order - q.order);
  // Words only for the rugs shown: naming colours is the slow part.
  return judged.slice(0, limit).map(({ prepared, score, accent }) => {
    const echoes = echoesOf(prepared.colours, roomColours);
    return {
      rug: prepared.rug,
      score: Math.round(score * 100),
      reason: fitReason({ mode, rug: prepared, room: roomColours, echoes, accent }),
      paletteFrom: prepared.paletteFrom,
      echoes,
      accent: accent?.color ?? null,
    };
  });
}
