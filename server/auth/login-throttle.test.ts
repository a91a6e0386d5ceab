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
    // Fresh clients with a failure each (none idle) fill the table while the attacker is blocked.
    for (let i = 0; i < 12_000; i += 1) throttle.recordFailure(`client-${i}`);
    clock.advance(60 * 60 * 1000 + 1000);
    // Still known: its 7th failure blocks it for 4 s, where a forgotten client would start again at 1.
    throttle.recordFailure('attacker');
    expect(throttle.retryAfterSeconds('attacker')).toBe(4);
  });

  it('keeps a budget of 100 failures an hour over all clients, counting checks under way', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 98; i += 1) throttle.recordFailure(`client-${i}`);
    expect(throttle.retryAfterSeconds('newcomer')).toBe(0);
    expect(throttle.retryAfterSeconds('newcomer', 1)).toBe(0);
    expect(throttle.retryAfterSeconds('newcomer', 2)).toBe(3600);
    throttle.recordFailure('client-98');
    throttle.recordFailure('client-99');
    expect(throttle.retryAfterSeconds('newcomer')).toBe(3600);
    clock.advance(60 * 60 * 1000);
    expect(throttle.retryAfterSeconds('newcomer')).toBe(0);
  });

  it('forgets every count on reset (the password changed)', () => {
    const clock = withClock();
    const throttle = createLoginThrottle(clock.now);
    for (let i = 0; i < 100; i += 1) throttle.recordFailure('ip');
    expect(throttle.retryAfterSeconds('ip')).toBeGreaterThan(0);
    throttle.reset();
    expect(throttle.retryAfterSeconds('ip')).toBe(0);
  });
});
