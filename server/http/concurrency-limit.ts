// At most N tasks of a kind at once (server renders, password hashes), a bounded line of waiting
// ones, and a refusal beyond it: a flood gets a quick "busy" instead of a queue that grows without
// end. The line has tiers, so what matters most goes first (a real page before a made-up address,
// a known device's login before a stranger's), and a share per owner, so no one client holds the
// whole line (decisions 110 and 171).

export class QueueFullError extends Error {}

export interface RunOptions {
  /**
   * Lower goes first: a waiting task of tier 0 starts before any of tier 1, and one that finds the
   * line full takes the place of the last comer of the lowest tier waiting (that one is refused).
   * Default: the last tier.
   */
  tier?: number;
  /** Who asked (a client key): no owner may hold more than `maxWaitingPerOwner` places in the line. */
  owner?: string;
}

export interface ConcurrencyLimit {
  /** Runs `task` when a place is free; rejects with QueueFullError at once when the line has no place for it. */
  run<T>(task: () => Promise<T>, options?: RunOptions): Promise<T>;
  /** How many tasks would start before one of `tier` arriving now (running ones included). */
  ahead(tier?: number): number;
}

export interface LimitOptions {
  concurrency: number;
  maxWaiting: number;
  /** Tiers of the line (RunOptions.tier); default one. */
  tiers?: number;
  /** Places in line one owner may hold; default the whole line. */
  maxWaitingPerOwner?: number;
  /**
   * How long (ms) to leave free after a task took `ms` before the next may start. A server render
   * is one long task on the main thread: started back to back, renders would hold every cache hit
   * until the line is empty, and requests would wait unseen in the event loop rather than in this
   * line, where they can be counted and refused.
   */
  restAfter?: (ms: number) => number;
}

interface Waiter {
  start(): void;
  refuse(): void;
  owner: string | undefined;
}

export function createConcurrencyLimit({ concurrency, maxWaiting, tiers = 1, maxWaitingPerOwner = maxWaiting, restAfter = () => 0 }: LimitOptions): ConcurrencyLimit {
  let running = 0;
  let freeAt = 0;
  let scheduled = false;
  /** One line per tier, first come first served within each. */
  const lines: Waiter[][] = Array.from({ length: tiers }, () => []);
  const waitingOf = new Map<string, number>();
  const waitingCount = () => lines.reduce((sum, line) => sum + line.length, 0);
  const tierOf = (tier = tiers - 1) => Math.min(Math.max(0, tier), tiers - 1);

  const countOwner = (owner: string | undefined, by: number) => {
    if (owner === undefined) return;
    const count = (waitingOf.get(owner) ?? 0) + by;
    if (count > 0) waitingOf.set(owner, count);
    else waitingOf.delete(owner);
  };

  const nextWaiter = (): Waiter | undefined => lines.find((line) => line.length > 0)?.shift();

  /** Starts the next in line once a place is free and the rest after the last task is over. */
  function startNext(): void {
    if (scheduled || waitingCount() === 0 || running >= concurrency) return;
    scheduled = true;
    setTimeout(
      () => {
        scheduled = false;
        if (running >= concurrency) return;
        const waiter = nextWaiter();
        if (!waiter) return;
        running += 1;
        countOwner(waiter.owner, -1);
        waiter.start();
        startNext();
      },
      Math.max(0, freeAt - Date.now()),
    );
  }

  /** Makes room for a task of `tier` in a full line by refusing the last comer of a lower tier, if any. */
  function makeRoomFor(tier: number): boolean {
    for (let lower = tiers - 1; lower > tier; lower -= 1) {
      const refused = lines[lower].pop();
      if (refused) {
        countOwner(refused.owner, -1);
        refused.refuse();
        return true;
      }
    }
    return false;
  }

  function waitInLine(tier: number, owner: string | undefined): Promise<void> {
    if (owner !== undefined && (waitingOf.get(owner) ?? 0) >= maxWaitingPerOwner) throw new QueueFullError();
    if (waitingCount() >= maxWaiting && !makeRoomFor(tier)) throw new QueueFullError();
    countOwner(owner, 1);
    const place = new Promise<void>((start, refuse) => lines[tier].push({ start, refuse: () => refuse(new QueueFullError()), owner }));
    startNext();
    return place;
  }

  return {
    async run(task, { tier, owner } = {}) {
      if (running < concurrency && waitingCount() === 0 && Date.now() >= freeAt) running += 1;
      else await waitInLine(tierOf(tier), owner);
      const started = performance.now();
      try {
        return await task();
      } finally {
        running -= 1;
        freeAt = Date.now() + restAfter(performance.now() - started);
        startNext();
      }
    },
    ahead(tier) {
      const last = tierOf(tier);
      return running + lines.slice(0, last + 1).reduce((sum, line) => sum + line.length, 0);
    },
  };
}
