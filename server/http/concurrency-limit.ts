// At most N tasks of a kind at once (server renders, password hashes), a bounded line of waiting
// ones, and a refusal beyond it: a flood gets a quick "busy" instead of a queue that grows without end.

export class QueueFullError extends Error {}

export interface ConcurrencyLimit {
  /** Runs `task` when a place is free; rejects with QueueFullError at once when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface LimitOptions {
  concurrency: number;
  maxWaiting: number;
  /**
   * How long (ms) to leave free after a task took `ms` before the next may start. A server render
   * is one long task on the main thread: started back to back, renders would hold every cache hit
   * until the line is empty, and requests would wait unseen in the event loop rather than in this
   * line, where they can be counted and refused.
   */
  restAfter?: (ms: number) => number;
}

export function createConcurrencyLimit({ concurrency, maxWaiting, restAfter = () => 0 }: LimitOptions): ConcurrencyLimit {
  let running = 0;
  let freeAt = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];

  /** Starts the next in line once a place is free and the rest after the last task is over. */
  function startNext(): void {
    if (scheduled || waiting.length === 0 || running >= concurrency) return;
    scheduled = true;
    setTimeout(
      () => {
        scheduled = false;
        if (waiting.length === 0 || running >= concurrency) return;
        running += 1;
        waiting.shift()!();
        startNext();
      },
      Math.max(0, freeAt - Date.now()),
    );
  }

  return {
    async run(task) {
      if (running < concurrency && waiting.length === 0 && Date.now() >= freeAt) running += 1;
      else if (waiting.length < maxWaiting) {
        const place = new Promise<void>((start) => waiting.push(start));
        startNext();
        await place;
      } else throw new QueueFullError();
      const started = performance.now();
      try {
        return await task();
      } finally {
        running -= 1;
        freeAt = Date.now() + restAfter(performance.now() - started);
        startNext();
      }
    },
  };
}
