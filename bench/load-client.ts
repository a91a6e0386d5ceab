// The bench's HTTP clients over loopback: autocannon for throughput (keep-alive connections, each
// sending its next request when the last answer ends, as fastify/benchmarks measure), single
// keep-alive GETs for latency probes, both with Accept-Encoding: gzip, as browsers send; and
// `postLoop`, the same closed loop for POSTs whose every body differs, over connections opened
// before it is timed.
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

const HEADERS = { 'Accept-Encoding': 'gzip', Accept: '*/*' };

export interface LoadResult {
  path: string;
  /** Answers received in the measured run. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Headers and body, as received. */
  bytesPerResponse: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Requests each connection sends before reading the answers (1: one at a time, as browsers do). */
  pipelining?: number;
  /** Headers sent beside Accept-Encoding and Accept (a browser's User-Agent, a Referer). */
  headers?: Record<string, string>;
}

/** `connections` connections asking for `path` for `seconds`, after a short warm-up. */
export async function load(baseUrl: string, path: string, { connections, seconds, pipelining = 1, headers: extra }: LoadOptions): Promise<LoadResult> {
  const url = `${baseUrl}${path}`;
  const headers = { ...HEADERS, ...extra };
  await autocannon({ url, connections, pipelining, amount: connections * pipelining * 20, headers });
  const result = await autocannon({ url, connections, pipelining, duration: seconds, headers });
  return {
    path,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: round(result.latency.p50),
    p99Ms: round(result.latency.p99),
    errors: result.errors + result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

export function get(url: string, agent: Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { agent, headers: HEADERS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One POST's answer: its number, status, body and latency. */
export interface PostAnswer {
  n: number;
  status: number;
  body: string;
  ms: number;
}

export interface PostLoop {
  /**
   * Sends `count` POSTs, the n-th body being `body(n)` (n counting on across calls), `sent(n)` called
   * as the n-th goes out; answers them in the order they ended, and the run's seconds.
   */
  run(count: number, sent?: (n: number) => void): Promise<{ answers: PostAnswer[]; seconds: number }>;
  close(): void;
}

/**
 * `connections` keep-alive connections to `url`, each sending its next POST when the last answer
 * ends. They stay open from one `run` to the next: autocannon opens its connections anew with each
 * run, and Node's server takes in one new connection per turn of its event loop, so a run starting
 * 50 of them against a busy server measures their queue at the door rather than the answers.
 */
export function postLoop(url: string, connections: number, headersOf: (n: number) => Record<string, string>, body: (n: number) => string): PostLoop {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  const post = (n: number): Promise<PostAnswer> =>
    new Promise((resolvePromise, reject) => {
      const payload = body(n);
      const started = performance.now();
      const req = request(url, { method: 'POST', agent, headers: { ...headersOf(n), 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolvePromise({ n, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  return {
    async run(count, sent) {
      const answers: PostAnswer[] = [];
      const last = next + count;
      const started = performance.now();
      const worker = async () => {
        while (next < last) {
          const n = next++;
          sent?.(n);
          answers.push(await post(n));
        }
      };
      await Promise.all(Array.from({ length: connections }, worker));
      return { answers, seconds: (performance.now() - started) / 1000 };
    },
    close: () => agent.destroy(),
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
