// A clock for the app (`createApp`'s `now`) that a test moves by hand: time-based rules (the login
// throttle's blocks, revisions' age) are tested without waiting for them.
export interface MovableClock {
  now: () => Date;
  advance(ms: number): void;
}

export function movableClock(start = Date.now()): MovableClock {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}
