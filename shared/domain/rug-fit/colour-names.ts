// The names Rug Fit gives colours in its reasons ("echoes the navy of your room"): a small list of
// our own, the words a rug consultant uses, each with the colour it stands for. A colour takes the
// name of the nearest entry by CIEDE2000, which follows the eye more closely than OKLab distance
// among near colours, where naming happens (decision 210).
import { ciede2000Lab, hexToLab } from './colour-space.ts';

export const COLOUR_NAMES: readonly { name: string; color: string }[] = [
  { name: 'white', color: '#f7f7f5' },
  { name: 'ivory', color: '#f2ecdc' },
  { name: 'cream', color: '#eee0bf' },
  { name: 'beige', color: '#d8c7a8' },
  { name: 'sand', color: '#c9b38e' },
  { name: 'camel', color: '#bf9868' },
  { name: 'caramel', color: '#ad7644' },
  { name: 'stone', color: '#d6cfc2' },
  { name: 'greige', color: '#b8b0a2' },
  { name: 'taupe', color: '#8a7c6e' },
  { name: 'light grey', color: '#cacac8' },
  { name: 'grey', color: '#8d8d8b' },
  { name: 'charcoal', color: '#3d3e40' },
  { name: 'black', color: '#1a1a1a' },
  { name: 'walnut', color: '#6a4a33' },
  { name: 'chocolate', color: '#4a3024' },
  { name: 'navy', color: '#1f2a48' },
  { name: 'indigo', color: '#2e3a6e' },
  { name: 'denim blue', color: '#4e6c8e' },
  { name: 'slate', color: '#5f6b74' },
  { name: 'sky blue', color: '#9dc2dd' },
  { name: 'teal', color: '#2e6e72' },
  { name: 'sage', color: '#9aab8b' },
  { name: 'olive', color: '#6b6a39' },
  { name: 'forest green', color: '#2f4a35' },
  { name: 'emerald', color: '#2e7d5a' },
  { name: 'mustard', color: '#c99a2e' },
  { name: 'ochre', color: '#b5781f' },
  { name: 'rust', color: '#a3482a' },
  { name: 'terracotta', color: '#c2653f' },
  { name: 'coral', color: '#e07b60' },
  { name: 'brick red', color: '#8e3a2d' },
  { name: 'red', color: '#b3292b' },
  { name: 'burgundy', color: '#6c1f2f' },
  { name: 'blush', color: '#e6b8a6' },
  { name: 'rose', color: '#c3757f' },
  { name: 'plum', color: '#5d3450' },
  { name: 'lavender', color: '#b2a4c8' },
];

let named: { name: string; lab: ReturnType<typeof hexToLab> }[] | undefined;

/** The name of the listed colour nearest to `color` (`#rrggbb`). */
export function colourName(color: string): string {
  named ??= COLOUR_NAMES.map((entry) => ({ name: entry.name, lab: hexToLab(entry.color) }));
  const lab = hexToLab(color);
  let best = named[0];
  let bestDifference = Number.POSITIVE_INFINITY;
  for (const entry of named) {
    const difference = ciede2000Lab(lab, entry.lab);
    if (difference < bestDifference) [best, bestDifference] = [entry, difference];
  }
  return best.name;
}
