// Online/Offline as the studio sees it: a request that never got an HTTP answer (refused,
// reset, timed out) means Offline, unless the server answered another request since it was sent
// (a slow answer on a busy machine is not an outage); any HTTP answer, even an error, means
// Online. A periodic probe notices when the server goes away or comes back.
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

export interface Connectivity {
  isOnline(): boolean;
  reportAnswer(): void;
  /** A request sent at `sentAt` (performance.now()) got no answer. */
  reportNetworkFailure(sentAt?: number): void;
  /** Called with the new state on every change. Returns an unsubscribe function. */
  onChange(listener: (online: boolean) => void): () => void;
  /** Runs `probe` every `intervalMs` (the probe reports through reportAnswer/reportNetworkFailure). */
  startProbe(probe: () => Promise<unknown>, intervalMs: number): void;
  stop(): void;
}

export function createConnectivity(initiallyOnline = false): Connectivity {
  let online = initiallyOnline;
  let lastAnswerAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<(online: boolean) => void>();

  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    for (const listener of listeners) listener(online);
  };

  return {
    isOnline: () => online,
    reportAnswer: () => {
      lastAnswerAt = performance.now();
      set(true);
    },
    reportNetworkFailure: (sentAt = Number.POSITIVE_INFINITY) => {
      if (lastAnswerAt <= sentAt) set(false);
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startProbe: (probe, intervalMs) => {
      if (timer) clearInterval(timer);
      timer = setInterval(() => {
        probe().catch(() => undefined);
      }, intervalMs);
      timer.unref?.();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
      listeners.clear();
    },
  };
}
