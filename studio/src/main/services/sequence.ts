// The studio's own order of events (decision 180): a counter kept in the data folder that every
// queued change and every draft takes a number from, so "typed after that save" never depends on
// this computer's clock, which can be wrong or set back. The store's lock makes it one counter for
// every studio process on the folder; a number is written in the same commit as what carries it.
import type { KeyValueStore, WriteOptions } from './key-value-store.ts';

const COUNTER = 'counter';

export interface Sequence {
  /**
   * A number greater than every one given before, on this data folder. Written as what it numbers
   * is: a draft's keystrokes skip the fsyncs (drafts.ts), a queued change does not.
   */
  next(options?: WriteOptions): number;
  /** The last number given: everything numbered so far is at or below it. */
  current(): number;
}

export function createSequence(store: KeyValueStore): Sequence {
  return {
    current: () => store.get<number>(COUNTER) ?? 0,
    next: (options) =>
      store.transaction(() => {
        const next = (store.get<number>(COUNTER) ?? 0) + 1;
        store.set(COUNTER, next, options);
        return next;
      }),
  };
}
