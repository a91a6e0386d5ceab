// At most N tasks of a kind at once (server renders, password hashes), a bounded line of waiting
// ones, and a refusal beyond it: a flood gets a quick "busy" instead of a queue that grows without end.

export class QueueFullError extends Error {}

export interface ConcurrencyLimit {
  /** Runs `task` when a place is free; rejects with QueueFullError at once when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createConcurrencyLimit({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((start) => waiting.push(start));
      else throw new QueueFullError();
      try {
        return await task();
      } finally {
        // A finished task hands its place straight to the next in line.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
