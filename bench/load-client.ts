// The bench's HTTP client: keep-alive GETs with Accept-Encoding: gzip over loopback, and percentiles.
import { Agent, request } from 'node:http';

export function get(url: string, agent: Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { agent, headers: { 'Accept-Encoding': 'gzip', Accept: '*/*' } }, (res) => {
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
