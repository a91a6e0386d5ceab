// The bench repeats what the machine's load moves (throughput rounds, Lighthouse runs) and counts
// the middle one: one slow or fast run cannot decide a budget.

/** The item whose `figure` is the median (the upper middle of an even number). */
export function medianBy<T>(items: readonly T[], figure: (item: T) => number): T {
  if (items.length === 0) throw new Error('No runs to take a median of');
  return [...items].sort((x, y) => figure(x) - figure(y))[Math.floor(items.length / 2)];
}
