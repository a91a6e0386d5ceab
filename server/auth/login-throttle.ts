// Brute-force protection for POST /api/admin/login, per client IP, in memory (one server process;
// a restart forgets the counts, which an attacker cannot trigger).

const FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 60 * 60;
const HOURLY_LIMIT = 100;
const HOUR_MS = 60 * 60 * 1000;
const MAX_TRACKED_CLIENTS = 10_000;

interface ClientState {
  consecutiveFailures: number;
  blockedUntil: number;
  /** Times of failures in the last hour, oldest first. */
  recentFailures: number[];
}

export interface LoginThrottle {
  /** Seconds the client must wait before trying again, or 0. */
  retryAfterSeconds(client: string): number;
  recordFailure(client: string): void;
  recordSuccess(client: string): void;
}

/**
 * After 5 consecutive failures each further failure blocks the client for 2^(n-5) seconds (1 s,
 * 2 s, 4 s ... capped at an hour), and 100 failures within an hour block until the oldest is an
 * hour old. A correct password once the block is over clears the consecutive count.
 */
export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const clients = new Map<string, ClientState>();

  const stateOf = (client: string): ClientState => {
    let state = clients.get(client);
    if (!state) {
      if (clients.size >= MAX_TRACKED_CLIENTS) forgetIdleClients();
      state = { consecutiveFailures: 0, blockedUntil: 0, recentFailures: [] };
      clients.set(client, state);
    }
    const hourAgo = now() - HOUR_MS;
    while (state.recentFailures.length > 0 && state.recentFailures[0] <= hourAgo) state.recentFailures.shift();
    return state;
  };

  /** Keeps memory bounded: idle clients go first; if all are active, the longest tracked goes. */
  function forgetIdleClients(): void {
    const hourAgo = now() - HOUR_MS;
    for (const [client, state] of clients) {
      if (state.blockedUntil <= now() && (state.recentFailures.at(-1) ?? 0) <= hourAgo) clients.delete(client);
    }
    if (clients.size >= MAX_TRACKED_CLIENTS) clients.delete(clients.keys().next().value!);
  }

  return {
    retryAfterSeconds(client) {
      const state = clients.get(client) ? stateOf(client) : undefined;
      if (!state) return 0;
      const hourlyUntil = state.recentFailures.length >= HOURLY_LIMIT ? state.recentFailures[0] + HOUR_MS : 0;
      const until = Math.max(state.blockedUntil, hourlyUntil);
      return until > now() ? Math.ceil((until - now()) / 1000) : 0;
    },
    recordFailure(client) {
      const state = stateOf(client);
      state.consecutiveFailures += 1;
      state.recentFailures.push(now());
      if (state.consecutiveFailures >= FREE_FAILURES) {
        const delaySeconds = Math.min(2 ** (state.consecutiveFailures - FREE_FAILURES), MAX_DELAY_SECONDS);
        state.blockedUntil = now() + delaySeconds * 1000;
      }
    },
    recordSuccess(client) {
      const state = clients.get(client);
      if (state) {
        state.consecutiveFailures = 0;
        state.blockedUntil = 0;
      }
    },
  };
}
