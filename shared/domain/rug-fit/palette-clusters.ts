// Colour clusters (a colour in OKLab and the share of the picture it stands for) and the one way
// they are merged, used by the extraction of a picture's palette and by a collection's typical
// palette (decision 210).
import { oklabDistance, type Oklab } from './colour-space.ts';

export interface Cluster {
  lab: Oklab;
  share: number;
}

/**
 * k-means from the given seeds: each cluster (a colour and its weight) to its nearest centre, each
 * centre to the weighted mean of its clusters, `rounds` times. Centres left with nothing are dropped.
 */
export function kMeans(points: readonly Cluster[], seeds: readonly Oklab[], rounds: number): Cluster[] {
  const total = points.reduce((sum, point) => sum + point.share, 0);
  let centres = seeds;
  let clusters: Cluster[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, weight: 0 }));
    for (const point of points) {
      let nearest = 0;
      let nearestDistance = Number.POSITIVE_INFINITY;
      centres.forEach((centre, k) => {
        const distance = oklabDistance(point.lab, centre);
        if (distance < nearestDistance) [nearest, nearestDistance] = [k, distance];
      });
      const sum = sums[nearest];
      sum.l += point.lab.l * point.share;
      sum.a += point.lab.a * point.share;
      sum.b += point.lab.b * point.share;
      sum.weight += point.share;
    }
    clusters = sums.filter((sum) => sum.weight > 0).map((sum) => ({ lab: { l: sum.l / sum.weight, a: sum.a / sum.weight, b: sum.b / sum.weight }, share: sum.weight / total }));
    centres = clusters.map((cluster) => cluster.lab);
  }
  return clusters;
}

/**
 * `count` seeds for k-means spread over the clusters: the heaviest first, then each time the one
 * whose weight times distance to the nearest seed so far is largest (k-means++ without the dice).
 */
export function spreadSeeds(points: readonly Cluster[], count: number): Oklab[] {
  if (points.length === 0) return [];
  const seeds = [points.reduce((found, point) => (point.share > found.share ? point : found)).lab];
  while (seeds.length < Math.min(count, points.length)) {
    let best: Cluster | undefined;
    let bestScore = 0;
    for (const point of points) {
      const score = point.share * Math.min(...seeds.map((seed) => oklabDistance(point.lab, seed)));
      if (score > bestScore) [best, bestScore] = [point, score];
    }
    if (!best) break;
    seeds.push(best.lab);
  }
  return seeds;
}

/** Two clusters as one: the share-weighted mean of their colours, and their shares together. */
export function mergedCluster(p: Cluster, q: Cluster): Cluster {
  const share = p.share + q.share;
  const mix = (x: number, y: number) => (share > 0 ? (x * p.share + y * q.share) / share : (x + y) / 2);
  return { lab: { l: mix(p.lab.l, q.lab.l), a: mix(p.lab.a, q.lab.a), b: mix(p.lab.b, q.lab.b) }, share };
}

/** Below this lightness the hue of a colour is mostly noise, so shading cannot be told from colour. */
const SHADING_MIN_LIGHTNESS = 0.15;
/** A lit and a shaded side of one surface: lightness at most this many times the other's (about 2.5 times the light). */
const SHADING_MAX_LIGHTNESS_RATIO = 1.35;
/** ...and the same chromaticity (a/L, b/L) within this. */
const SHADING_MAX_CHROMATICITY_DISTANCE = 0.01;

/**
 * Whether two colours can be one surface under more and less light. Scaling linear light by k
 * scales OKLab's L, a and b all by the cube root of k, so a/L and b/L stay put: a wall lit from one
 * side keeps them while its lightness changes.
 */
export function sameSurfaceUnderLight(p: Oklab, q: Oklab): boolean {
  if (p.l < SHADING_MIN_LIGHTNESS || q.l < SHADING_MIN_LIGHTNESS) return false;
  if (Math.max(p.l, q.l) / Math.min(p.l, q.l) > SHADING_MAX_LIGHTNESS_RATIO) return false;
  return Math.hypot(p.a / p.l - q.a / q.l, p.b / p.l - q.b / q.l) <= SHADING_MAX_CHROMATICITY_DISTANCE;
}

/** The closest pair of clusters (by OKLab distance) that `allowed` accepts, or undefined. */
function closestPair(clusters: readonly Cluster[], allowed: (p: Cluster, q: Cluster) => boolean = () => true): { i: number; j: number; distance: number } | undefined {
  let best: { i: number; j: number; distance: number } | undefined;
  for (let i = 0; i < clusters.length; i += 1) {
    for (let j = i + 1; j < clusters.length; j += 1) {
      if (!allowed(clusters[i], clusters[j])) continue;
      const distance = oklabDistance(clusters[i].lab, clusters[j].lab);
      if (!best || distance < best.distance) best = { i, j, distance };
    }
  }
  return best;
}

function mergePair(clusters: Cluster[], i: number, j: number): void {
  clusters[i] = mergedCluster(clusters[i], clusters[j]);
  clusters.splice(j, 1);
}

export interface MergeRules {
  /** At most this many clusters are kept. */
  max: number;
  /** Near-duplicates are merged only while more than this many remain. */
  min: number;
  /** Closer than this in OKLab, two clusters are one colour to the eye. */
  duplicateDistance: number;
  /** A cluster covering less than this share is folded into its nearest. */
  smallestShare: number;
}

/**
 * Merges clusters into a palette, in this order: shades of one surface under more and less light;
 * clusters too small to be a colour of the picture (edges, noise) into their nearest; the closest
 * pairs while there are more than `max`; near-duplicates while more than `min` remain. Largest
 * share first.
 */
export function mergeClusters(input: readonly Cluster[], rules: MergeRules): Cluster[] {
  const clusters = input.filter((cluster) => cluster.share > 0).map((cluster) => ({ ...cluster }));
  for (let pair = closestPair(clusters, (p, q) => sameSurfaceUnderLight(p.lab, q.lab)); pair; pair = closestPair(clusters, (p, q) => sameSurfaceUnderLight(p.lab, q.lab))) {
    mergePair(clusters, pair.i, pair.j);
  }
  for (;;) {
    const smallest = clusters.reduce((found, cluster, index) => (found < 0 || cluster.share < clusters[found].share ? index : found), -1);
    if (clusters.length < 2 || clusters[smallest].share >= rules.smallestShare) break;
    const nearest = closestPair(clusters, (p, q) => p === clusters[smallest] || q === clusters[smallest])!;
    mergePair(clusters, nearest.i, nearest.j);
  }
  while (clusters.length > rules.max) {
    const pair = closestPair(clusters)!;
    mergePair(clusters, pair.i, pair.j);
  }
  for (let pair = closestPair(clusters); pair && clusters.length > rules.min && pair.distance < rules.duplicateDistance; pair = closestPair(clusters)) {
    mergePair(clusters, pair.i, pair.j);
  }
  return clusters.sort((p, q) => q.share - p.share);
}
