// The API throughput budget (issue 23): `GET /api/products` on the product's server against
// Express's hello world in a process of its own (bench/express-hello.ts), as fastify/benchmarks
// compare frameworks: the same load tool (autocannon), the same connections, 10 requests pipelined
// on each (fastify/benchmarks' -p 10: the servers' own work counts, not the loopback's), in one run. The two
// alternate round by round, so a change in the machine's load weighs on both; the ratio is of the
// medians. `node bench/throughput.ts` runs just this against a seeded bench server.
import { resolve } from 'node:path';
import { load, round, type LoadResult } from './load-client.ts';
import { startServer } from './start-server.ts';

export const THROUGHPUT_RATIO = 0.9;
const PATH = '/api/products';
const PIPELINING = 10;

export interface ThroughputResult {
  connections: number;
  seconds: number;
  /** Each round's figures, hello world first. */
  rounds: { hello: LoadResult; products: LoadResult }[];
  hello: LoadResult;
  products: LoadResult;
  ratio: number;
}

const median = (runs: LoadResult[]): LoadResult => [...runs].sort((x, y) => x.requestsPerSecond - y.requestsPerSecond)[Math.floor(runs.length / 2)];

export async function measureThroughput(productsBaseUrl: string, { connections, seconds, rounds }: { connections: number; seconds: number; rounds: number }): Promise<ThroughputResult> {
  const hello = await startServer({}, 'bench/express-hello.ts');
  const figures: ThroughputResult['rounds'] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const options = { connections, seconds, pipelining: PIPELINING };
      figures.push({ hello: await load(hello.baseUrl, '/', options), products: await load(productsBaseUrl, PATH, options) });
    }
  } finally {
    hello.child.kill('SIGTERM');
  }
  const helloMedian = median(figures.map((figure) => figure.hello));
  const productsMedian = median(figures.map((figure) => figure.products));
  return { connections, seconds, rounds: figures, hello: helloMedian, products: productsMedian, ratio: round(productsMedian.requestsPerSecond / helloMedian.requestsPerSecond) };
}

export function throughputCheck({ ratio, hello, products, rounds, connections }: ThroughputResult) {
  return {
    budget: `GET ${PATH} req/s vs Express hello world (own process) >= ${THROUGHPUT_RATIO}`,
    measured: `${ratio} (median of ${rounds.length} alternating rounds, ${connections} connections, ${PIPELINING} pipelined: ${products.requestsPerSecond} vs ${hello.requestsPerSecond} req/s; p99 ${products.p99Ms} ms vs ${hello.p99Ms} ms; rounds ${rounds.map((figure) => `${figure.products.requestsPerSecond}/${figure.hello.requestsPerSecond}`).join(', ')}${products.errors ? `; ${products.errors} errors` : ''})`,
    pass: ratio >= THROUGHPUT_RATIO && products.errors === 0,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const server = await startServer({ SITE_DIR: resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site') });
  try {
    const check = throughputCheck(
      await measureThroughput(server.baseUrl, {
        connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
        seconds: Number(process.env.BENCH_SECONDS ?? 5),
        rounds: Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3),
      }),
    );
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
    if (!check.pass) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
  }
}
