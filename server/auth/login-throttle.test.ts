import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

function withClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('login throttle', () => {
  it('lets 5 failures through, then blocks 1 s, 2 s, 4 s ... per further failure', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure('ip');
    expect(throttle.retryAfterSeconds('ip')).toBe(0);
    throttle.recordFailure('ip');
    expect(throttle.retryAfterSeconds('ip')).toBe(1);
    clock.advance(1000);
    expect(throttle.retryAfterSeconds('ip')).toBe(0);
    throttle.recordFailure('ip');
    expect(throttle.retryAfterSeconds('ip')).toBe(2);
    clock.advance(2000);
    throttle.recordFailure('ip');
    expect(throttle.retryAfterSeconds('ip')).toBe(4);
  });

  it('keeps clients apart and clears the count on success', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('b')).toBe(0);
    clock.advance(1000);
    throttle.recordSuccess('a');
    throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('a')).toBe(0);
  });

  it('caps the delay at an hour', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 40; i += 1) {
      throttle.recordFailure('ip');
      clock.advance(throttle.retryAfterSeconds('ip') * 1000);
    }
    throttle.recordFailure('ip');
    expect(throttle.retryAfterSeconds('ip')).toBe(3600);
  });

  it('blocks after 100 failures within an hour even when spread out, until the oldest is an hour old', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 100; i += 1) {
      throttle.recordFailure('ip');
      // A success every few attempts keeps the consecutive count low; only the hourly cap remains.
      if (i % 4 === 3) throttle.recordSuccess('ip');
      clock.advance(30_000);
    }
    // 100 failures over 50 minutes: blocked until the first is an hour old (10 more minutes).
    expect(throttle.retryAfterSeconds('ip')).toBe(600);
    clock.advance(600_000);
    expect(throttle.retryAfterSeconds('ip')).toBe(0);
  });

  it('never forgets a blocked client to make room: unblocked ones go first, however many arrive', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 6; i += 1) throttle.recordFailure('attacker');
    const blockedFor = throttle.retryAfterSeconds('attacker');
    expect(blockedFor).toBeGreaterThan(0);
    // Fresh clients with a recent failure each (none idle): the table fills and must drop someone.
    for (let i = 0; i < 12_000; i += 1) throttle.recordFailure(`client-${i}`);
    expect(throttle.retryAfterSeconds('attacker')).toBe(blockedFor);
  });
});
