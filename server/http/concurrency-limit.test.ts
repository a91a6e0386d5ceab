import { describe, expect, it, vi } from 'vitest';
import { createConcurrencyLimit, QueueFullError } from './concurrency-limit.ts';

describe('createConcurrencyLimit', () => {
  it('runs at most N at once, lets a bounded line wait, refuses the rest, and runs the line in order', async () => {
    const limit = createConcurrencyLimit({ concurrency: 2, maxWaiting: 3 });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      order.push(n);
      await new Promise<void>((release) => releases.push(release));
      active -= 1;
      return n;
    };
    const runs = Array.from({ length: 8 }, (_, n) => limit.run(task(n)).catch((error: unknown) => error));
    // Five run (two at once, then the three in line as others end): each ended once it has started.
    for (let ended = 0; ended < 5; ended += 1) {
      await vi.waitFor(() => expect(releases.length).toBeGreaterThan(0));
      releases.shift()!();
    }
    const results = await Promise.all(runs);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.slice(0, 5)).toEqual([0, 1, 2, 3, 4]);
    for (const refused of results.slice(5)) expect(refused).toBeInstanceOf(QueueFullError);
  });

  it('frees the place of a task that fails', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 0 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('leaves the asked rest after a task before the next starts, and counts arrivals meanwhile as waiting', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 1, restAfter: () => 50 });
    const starts: number[] = [];
    const task = async () => {
      starts.push(performance.now());
    };
    await limit.run(task);
    const second = limit.run(task);
    await expect(limit.run(task)).rejects.toBeInstanceOf(QueueFullError);
    await second;
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(45);
  });

  it('starts a waiting task of a higher tier first, and one arriving at a full line takes the place of the last lower-tier comer', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 2, tiers: 2 });
    const order: string[] = [];
    let release!: () => void;
    const blocker = limit.run(() => new Promise<void>((done) => (release = done)));
    const task = (name: string) => async () => void order.push(name);
    const low1 = limit.run(task('low 1'), { tier: 1 });
    const low2 = limit.run(task('low 2'), { tier: 1 }).catch((error: unknown) => error);
    const high = limit.run(task('high'), { tier: 0 });
    expect(limit.ahead(0)).toBe(2);
    expect(limit.ahead(1)).toBe(3);
    expect(await low2).toBeInstanceOf(QueueFullError);
    release();
    await Promise.all([blocker, low1, high]);
    expect(order).toEqual(['high', 'low 1']);
    // A full line of the highest tier refuses another of it.
    const all = createConcurrencyLimit({ concurrency: 1, maxWaiting: 1, tiers: 2 });
    let free!: () => void;
    const busy = all.run(() => new Promise<void>((done) => (free = done)));
    const waiting = all.run(task('waiting'), { tier: 0 });
    await expect(all.run(task('refused'), { tier: 0 })).rejects.toBeInstanceOf(QueueFullError);
    free();
    await Promise.all([busy, waiting]);
  });

  it('gives one owner no more than its share of the line; others still get in', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, maxWaiting: 8, maxWaitingPerOwner: 2 });
    let release!: () => void;
    const blocker = limit.run(() => new Promise<void>((done) => (release = done)));
    const run = (owner: string) => limit.run(async () => owner, { owner }).catch((error: unknown) => error);
    const flood = Array.from({ length: 6 }, () => run('flood'));
    const visitor = run('visitor');
    release();
    const results = await Promise.all([...flood, visitor, blocker]);
    expect(results.filter((result) => result === 'flood')).toHaveLength(2);
    expect(results.filter((result) => result instanceof QueueFullError)).toHaveLength(4);
    expect(await visitor).toBe('visitor');
  });
});
