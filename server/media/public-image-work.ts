// The image work a stranger can ask for (a Rug Fit send's room photo: up to 40 megapixels decoded,
// downscaled and encoded) in a bounded line: at most IMAGE_WORK_LIMITS.running at once, so the
// thread pool that static files and compression share keeps its other threads, and at most
// `inLine` sends in all (being read, waiting or running), of which one per client. A send past
// that is refused at once, before its body is read, with 503 and Retry-After, rather than waiting
// 20 seconds behind the others (24 sends from 24 addresses held /favicon.ico past 15 s).
import { createConcurrencyLimit } from '../http/concurrency-limit.ts';
import { ServiceUnavailableError } from '../http/errors.ts';

export interface ImageWorkLimits {
  /** Decodings at once. */
  running: number;
  /** Sends admitted at once, from their first byte read to their photo kept; each may hold a body of up to 10 MB in memory. */
  inLine: number;
  /** Of those, one client's. */
  perClient: number;
  /** What a refused send is told. */
  retryAfterSeconds: number;
}

export const IMAGE_WORK_LIMITS: ImageWorkLimits = { running: 1, inLine: 4, perClient: 1, retryAfterSeconds: 5 };

/** A send's place: its image work runs in turn; release it when the send is answered. */
export interface ImageWorkPlace {
  run<T>(work: () => Promise<T>): Promise<T>;
  release(): void;
}

export interface PublicImageWork {
  /** A place for `client`'s send, or ServiceUnavailableError (503, Retry-After) when there is none. */
  admit(client: string): ImageWorkPlace;
}

export function createPublicImageWork(limits: ImageWorkLimits = IMAGE_WORK_LIMITS): PublicImageWork {
  const line = createConcurrencyLimit({ concurrency: limits.running, maxWaiting: limits.inLine });
  const ofClient = new Map<string, number>();
  let admitted = 0;
  return {
    admit(client) {
      const own = ofClient.get(client) ?? 0;
      if (admitted >= limits.inLine || own >= limits.perClient) throw new ServiceUnavailableError(limits.retryAfterSeconds);
      admitted += 1;
      ofClient.set(client, own + 1);
      let released = false;
      return {
        run: (work) => line.run(work),
        release() {
          if (released) return;
          released = true;
          admitted -= 1;
          const left = (ofClient.get(client) ?? 1) - 1;
          if (left > 0) ofClient.set(client, left);
          else ofClient.delete(client);
        },
      };
    },
  };
}
