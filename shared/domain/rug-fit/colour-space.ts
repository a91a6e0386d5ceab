// The colour science Rug Fit needs, from culori (decision 210): sRGB to OKLab and OKLCH and back,
// distances in OKLab, CIEDE2000, and whether a colour reads warm or cool. Only culori's pieces that
// are used are registered (culori/fn), so a browser bundle carries nothing else.
import { converter, differenceCiede2000, formatHex, modeLab65, modeLrgb, modeOklab, modeOklch, modeRgb, useMode } from 'culori/fn';

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklab);
useMode(modeOklch);
useMode(modeLab65);

/** OKLab coordinates: lightness 0 (black) to 1 (white), and the green-red and blue-yellow axes. */
export interface Oklab {
  l: number;
  a: number;
  b: number;
}

/** CIELAB (D65) coordinates, lightness 0 to 100: what CIEDE2000 is defined on. */
export interface Lab {
  l: number;
  a: number;
  b: number;
}

const rgbToOklab = converter('oklab');
const oklabToRgb = converter('rgb');
const toOklch = converter('oklch');
const toLab65 = converter('lab65');
const ciede2000Of = differenceCiede2000();

/** A `#rrggbb` colour (or 8-bit sRGB channels) in OKLab. */
export function hexToOklab(hex: string): Oklab {
  const { l, a, b } = rgbToOklab(hex)!;
  return { l, a, b };
}

export function rgbToOklabColour(r: number, g: number, b: number): Oklab {
  const { l, a, b: bb } = rgbToOklab({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
  return { l, a, b: bb };
}

/** The nearest sRGB colour to an OKLab one, as `#rrggbb` (out-of-gamut channels clamped). */
export const oklabToHex = ({ l, a, b }: Oklab): string => formatHex(oklabToRgb({ mode: 'oklab', l, a, b }));

/** Euclidean distance in OKLab (ΔE_OK): about 0.02 is a just-noticeable difference. */
export function oklabDistance(p: Oklab, q: Oklab): number {
  // Not Math.hypot: this runs some hundred thousand times a ranking, and hypot's overflow care costs several times more.
  const [dl, da, db] = [p.l - q.l, p.a - q.a, p.b - q.b];
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** CIEDE2000 between two CIELAB colours (Sharma, Wu & Dalal 2005; kL = kC = kH = 1). */
export const ciede2000Lab = (p: Lab, q: Lab): number => ciede2000Of({ mode: 'lab65', ...p }, { mode: 'lab65', ...q });

/** A `#rrggbb` colour in CIELAB (D65). */
export function hexToLab(hex: string): Lab {
  const { l, a, b } = toLab65(hex)!;
  return { l, a, b };
}

/** Chroma and hue (degrees, 0 to 360) of an OKLab colour. */
export function chromaAndHue(colour: Oklab): { chroma: number; hue: number } {
  const { c, h } = toOklch({ mode: 'oklab', ...colour });
  return { chroma: c, hue: h ?? 0 };
}

/**
 * Below this OKLCH chroma a colour reads as a neutral (ivory, greige, grey): its hue is too faint
 * to make it warm or cool.
 */
export const NEUTRAL_CHROMA = 0.03;

export type Temperature = 'warm' | 'cool' | 'neutral';

/**
 * Warm: reds, oranges and yellows (OKLCH hue from 340° round to 115°); cool: greens, blues and
 * violets (115° to 340°); neutral: too little chroma to say.
 */
export function temperatureOf(colour: Oklab): Temperature {
  return temperatureOfPolar(chromaAndHue(colour));
}

/** temperatureOf, for a colour whose chroma and hue are known already. */
export function temperatureOfPolar({ chroma, hue }: { chroma: number; hue: number }): Temperature {
  if (chroma < NEUTRAL_CHROMA) return 'neutral';
  return hue >= 340 || hue < 115 ? 'warm' : 'cool';
}

/** The smaller angle between two hues, 0 to 180 degrees. */
export function hueDifference(p: number, q: number): number {
  const difference = Math.abs(p - q) % 360;
  return difference > 180 ? 360 - difference : difference;
}
