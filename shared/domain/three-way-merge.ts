// The studio's merge (docs/product/rules.md#the-studio, decision 010): the copy the edit started from (base),
// the server's copy now (theirs) and mine. A field changed on one side only is taken from that
// side without asking; only a field changed on both sides, to different values, is the owner's
// call. Without a base every differing field is the owner's call (the two-way merge).

export type Fields = Record<string, unknown>;

/** Deep equality of JSON values, ignoring key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameJson((a as Fields)[key], (b as Fields)[key]));
}

export interface ThreeWayMerge<V extends Fields> {
  /** Mine, with every field changed only on the server taken from theirs (both-sides fields: mine). */
  merged: V;
  /** Fields changed on both sides to different values: shown to the owner. */
  bothChanged: string[];
  /** Fields changed only on the server: taken without asking. */
  takenFromTheirs: string[];
  /** Fields changed only by me: kept without asking. */
  keptFromMine: string[];
}

export function mergeThreeWays<V extends Fields>(fields: readonly string[], base: V | null, mine: V, theirs: V, equal: (a: unknown, b: unknown) => boolean = sameJson): ThreeWayMerge<V> {
  const merged: Fields = { ...mine };
  const result: ThreeWayMerge<V> = { merged: merged as V, bothChanged: [], takenFromTheirs: [], keptFromMine: [] };
  for (const field of fields) {
    if (equal(mine[field], theirs[field])) continue;
    if (base === null) result.bothChanged.push(field);
    else if (equal(mine[field], base[field])) {
      merged[field] = theirs[field];
      result.takenFromTheirs.push(field);
    } else if (equal(theirs[field], base[field])) result.keptFromMine.push(field);
    else result.bothChanged.push(field);
  }
  return result;
}
