// The bench's HTTP clients over loopback: autocannon for throughput (keep-alive connections, each
// sending its next request when the last answer ends, as fastify/benchmarks measure), and single
// keep-alive GETs for latency probes; both with Accept-Encoding: gzip, as browsers send.
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

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
