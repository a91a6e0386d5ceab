// Brute-force protection for the admin password (POST /api/admin/login and the password change),
// in memory (one server process; a restart forgets the counts, which an attacker cannot trigger).
// Per client (server/http/client-key.ts: an IPv4 address or an IPv6 /64) a growing backoff, and
// over all clients together a budget of evaluated failures an hour (docs/product/rules.md#settled-in-the-second-round). Known devices
// (decision 171) have a throttle of their own: the same backoff per device, and no shared budget.
const FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 60 * 60;
/** Evaluated failed logins an hour in total, however many addresses they come from (OWASP ASVS 2.2.1). */
export const HOURLY_FAILURE_BUDGET = 100;
const HOUR_MS = 60 * 60 * 1000;
const MAX_TRACKED_CLIENTS = 10_000;

interface ClientState {
  consecutiveFailures: number;
  blockedUntil: number;
  lastFailureAt: number;
}

export interface LoginThrottle {
  /**
   * Seconds the client must wait before its next password check, or 0. `underWay` checks already
   * running count against the hourly budget, so parallel checks cannot overshoot it.
   */
  retryAfterSeconds(client: string, underWay?: number): number;
  recordFailure(client: string): void;
  recordSuccess(client: string): void;
  /** Forgets every count: the password changed, and guesses at the old one say nothing of the new. */
  reset(): void;
}

/**
 * After 5 consecutive failures each further failure blocks the client for 2^(n-5) seconds (1 s,
 * 2 s, 4 s ... capped at an hour). Once `hourlyBudget` (100) failures in all fell within the last
 * hour, every client waits until the oldest is an hour old; with `Infinity` there is no such budget. A correct password once a block is over clears the
 * client's consecutive count, never the hourly budget.
 */
export function createLoginThrottle(now: () => number = Date.now, { hourlyBudget = HOURLY_FAILURE_BUDGET }: { hourlyBudget?: number } = {}): LoginThrottle {
  const clients = new Map<string, ClientState>();
  /** Times of failures in the last hour, over all clients, oldest first. */
  let recentFailures: number[] = [];

  const pruneHour = () => {
    const hourAgo = now() - HOUR_MS;
    let expired = 0;
    while (expired < recentFailures.length && recentFailures[expired] <= hourAgo) expired += 1;
    if (expired > 0) recentFailures = recentFailures.slice(expired);
  };

  /**
   * Keeps memory bounded. Idle clients (no block, no failure this hour) go first, then unblocked
   * ones by their last failure; a blocked client goes only when all are blocked, the one freed soonest.
   */
  function makeRoom(): void {
    const hourAgo = now() - HOUR_MS;
    const unblocked: [string, ClientState][] = [];
    for (const entry of clients) {
      const [client, state] = entry;
      if (state.blockedUntil > now()) continue;
      if (state.lastFailureAt <= hourAgo) clients.delete(client);
      else unblocked.push(entry);
    }
    // Down to 90%, so the sort is paid once per thousand new clients, not for each.
    const excess = clients.size - Math.floor(MAX_TRACKED_CLIENTS * 0.9);
    if (excess <= 0) return;
    unblocked.sort(([, a], [, b]) => a.lastFailureAt - b.lastFailureAt);
    const blocked = [...clients].filter(([, state]) => state.blockedUntil > now()).sort(([, a], [, b]) => a.blockedUntil - b.blockedUntil);
    for (const [client] of [...unblocked, ...blocked].slice(0, excess)) clients.delete(client);
  }

  const stateOf = (client: string): ClientState => {
    let state = clients.get(client);
    if (!state) {
      if (clients.size >= MAX_TRACKED_CLIENTS) makeRoom();
      state = { consecutiveFailures: 0, blockedUntil: 0, lastFailureAt: 0 };
      clients.set(client, state);
    }
    return state;
  };

  /** When the hourly budget lets the next check run, counting the checks under way as failures to come. */
  const budgetFreeAt = (underWay: number): number => {
    if (hourlyBudget === Infinity) return 0;
    pruneHour();
    const over = recentFailures.length + underWay - hourlyBudget;
    if (over < 0) return 0;
    return over < recentFailures.length ? recentFailures[over] + HOUR_MS : now() + 1000;
  };

  return {
    retryAfterSeconds(client, underWay = 0) {
      const until = Math.max(clients.get(client)?.blockedUntil ?? 0, budgetFreeAt(underWay));
      return until > now() ? Math.ceil((until - now()) / 1000) : 0;
    },
    recordFailure(client) {
      const state = stateOf(client);
      state.consecutiveFailures += 1;
      state.lastFailureAt = now();
      if (hourlyBudget !== Infinity) recentFailures.push(now());
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
    reset() {
      clients.clear();
      recentFailures = [];
    },
  };
}
