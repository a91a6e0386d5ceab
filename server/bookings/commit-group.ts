// Bookings commit in groups. Every commit waits for the disk (synchronous=FULL: a booking answered
// survives a power cut), about 9 ms on this machine's disk, and better-sqlite3 commits one at a
// time: 50 visitors booking at once would wait 50 commits. The writes that arrive together are run
// one after another in one transaction, each in a savepoint of its own (a refused one rolls back
// alone), committed once, and only then answered: the same guarantees, one wait on the disk for all.
import type { Db } from '../db/connection.ts';

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { item: Pending; value?: unknown; error?: unknown; failed: boolean };

export function createCommitGroup(db: Db) {
  let pending: Pending[] = [];
  // better-sqlite3's transaction functions, whose statements it prepares once per database (exec()
  // parsed them anew, two a booking: the bench's bookings took 0.64 ms of CPU each, 0.58-0.62 ms
  // prepared). Called inside the group's transaction, a write's own function is a savepoint: one
  // that throws rolls back alone, and its error is kept for its caller.
  const write = db.transaction((item: Pending) => item.work());
  const writeAll = db.transaction((group: Pending[]): Outcome[] =>
    group.map((item) => {
      try {
        return { item, value: write(item), failed: false };
      } catch (error) {
        return { item, error, failed: true };
      }
    }),
  );

  function commit(): void {
    const group = pending;
    pending = [];
    let outcomes: Outcome[];
    try {
      outcomes = writeAll.immediate(group);
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    for (const { item, value, error, failed } of outcomes) {
      if (failed) item.reject(error);
      else item.resolve(value);
    }
  }

  return {
    /** Runs `work` in the next group's transaction; resolves once that is on disk. */
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (pending.length === 1) setImmediate(commit);
      });
    },
  };
}
export type CommitGroup = ReturnType<typeof createCommitGroup>;
