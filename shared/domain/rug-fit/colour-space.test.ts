import { describe, expect, it } from 'vitest';
import { ciede2000Lab, hexToOklab, hueDifference, oklabDistance, oklabToHex, temperatureOf, type Lab } from './colour-space.ts';

/**
 * The 34 CIEDE2000 test pairs of G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000 color-difference
 * formula: implementation notes, supplementary test data, and mathematical observations", Color
 * Research and Application 30(1), 21-30 (2005), Table 1: L, a, b of each colour, then ΔE00.
 */
const SHARMA_PAIRS: [number, number, number, number, number, number, number][] = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('CIEDE2000', () => {
  it.each(SHARMA_PAIRS.map((pair, index) => [index + 1, ...pair] as const))('matches Sharma, Wu & Dalal pair %i to 4 decimals, either way round', (_pair, l1, a1, b1, l2, a2, b2, expected) => {
    const p: Lab = { l: l1, a: a1, b: b1 };
    const q: Lab = { l: l2, a: a2, b: b2 };
    expect(ciede2000Lab(p, q).toFixed(4)).toBe(expected.toFixed(4));
    expect(ciede2000Lab(q, p).toFixed(4)).toBe(expected.toFixed(4));
  });

  it('holds all 34 published pairs', () => {
    expect(SHARMA_PAIRS).toHaveLength(34);
  });
});

describe('OKLab', () => {
  it('round-trips sRGB colours', () => {
    for (const hex of ['#000000', '#ffffff', '#1f2a44', '#b5523b', '#c9a227']) expect(oklabToHex(hexToOklab(hex))).toBe(hex);
  });

  it('puts white at lightness 1 and black at 0, a just-noticeable step at about 0.02', () => {
    expect(hexToOklab('#ffffff').l).toBeCloseTo(1, 4);
    expect(hexToOklab('#000000').l).toBeCloseTo(0, 4);
    expect(oklabDistance(hexToOklab('#808080'), hexToOklab('#838383'))).toBeLessThan(0.02);
  });
});

describe('warm and cool', () => {
  it('reads reds, oranges and yellows as warm, greens, blues and violets as cool, greys and ivories as neutral', () => {
    for (const warm of ['#b5523b', '#c9a227', '#a3482a', '#b3292b', '#e07b60']) expect(temperatureOf(hexToOklab(warm)), warm).toBe('warm');
    for (const cool of ['#1f2a48', '#2e6e72', '#6f8f6a', '#5d3450', '#9dc2dd']) expect(temperatureOf(hexToOklab(cool)), cool).toBe('cool');
    for (const neutral of ['#f2ecdc', '#8d8d8b', '#b8b0a2', '#1a1a1a']) expect(temperatureOf(hexToOklab(neutral)), neutral).toBe('neutral');
  });

  it('measures hue differences the short way round', () => {
    expect(hueDifference(350, 10)).toBe(20);
    expect(hueDifference(10, 190)).toBe(180);
    expect(hueDifference(90, 45)).toBe(45);
  });
});
