// The API throughput budget: `GET /api/products` on the product's server against
// Express's hello world in a process of its own (bench/express-hello.ts), as fastify/benchmarks
// compare frameworks: the same load tool (autocannon), the same connections, 10 requests pipelined
// on each (fastify/benchmarks' -p 10: the servers' own work counts, not the loopback's), in one run. The two
// alternate round by round, and each round's ratio is of its two loads, run back to back: on a
// shared machine the whole machine's speed drifts by a tenth or more between rounds (hello world
// alone read 60-69k req/s in one run), and a ratio of the medians could pair one round's hello with
// another's products. The budget is the median of the rounds' ratios (decision 260).
// `node bench/throughput.ts` runs just this against a seeded bench server.
import { resolve } from 'node:path';
import { load, round, type LoadResult } from './load-client.ts';
import { medianBy } from './median.ts';
import { startServer } from './start-server.ts';

export const THROUGHPUT_RATIO = 0.9;
const PATH = '/api/products';
const PIPELINING = 10;
/** Rounds of the two loads (BENCH_THROUGHPUT_ROUNDS); odd, so the median is one round's. */
export const THROUGHPUT_ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 5);

export interface ThroughputResult {
  connections: number;
  seconds: number;
  /** Each round's figures, hello world first, and products' req/s over hello's. */
  rounds: { hello: LoadResult; products: LoadResult; ratio: number }[];
  /** The round whose ratio is the median. */
  hello: LoadResult;
  products: LoadResult;
  ratio: number;
}

export async function measureThroughput(productsBaseUrl: string, { connections, seconds, rounds }: { connections: number; seconds: number; rounds: number }): Promise<ThroughputResult> {
  const hello = await startServer({}, 'bench/express-hello.ts');
  const figures: ThroughputResult['rounds'] = [];
  try {
    for (let index = 0; index < rounds; index += 1) {
      const options = { connections, seconds, pipelining: PIPELINING };
      const helloRun = await load(hello.baseUrl, '/', options);
      const productsRun = await load(productsBaseUrl, PATH, options);
      figures.push({ hello: helloRun, products: productsRun, ratio: round(productsRun.requestsPerSecond / helloRun.requestsPerSecond) });
    }
  } finally {
    hello.child.kill('SIGTERM');
  }
  const median = medianBy(figures, (figure) => figure.ratio);
  return { connections, seconds, rounds: figures, hello: median.hello, products: median.products, ratio: median.ratio };
}

export function throughputCheck({ ratio, hello, products, rounds, connections }: ThroughputResult) {
  const errors = rounds.reduce((sum, figure) => sum + figure.products.errors, 0);
  return {
    budget: `GET ${PATH} req/s vs Express hello world (own process) >= ${THROUGHPUT_RATIO}`,
    measured: `${ratio} (median of ${rounds.length} rounds' ratios, ${connections} connections, ${PIPELINING} pipelined: ${products.requestsPerSecond} vs ${hello.requestsPerSecond} req/s; p99 ${products.p99Ms} ms vs ${hello.p99Ms} ms; rounds ${rounds.map((figure) => `${figure.products.requestsPerSecond}/${figure.hello.requestsPerSecond} = ${figure.ratio}`).join(', ')}${errors ? `; ${errors} errors` : ''})`,
    pass: ratio >= THROUGHPUT_RATIO && errors === 0,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const server = await startServer({ SITE_DIR: resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site') });
  try {
    const check = throughputCheck(
      await measureThroughput(server.baseUrl, {
        connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
        seconds: Number(process.env.BENCH_SECONDS ?? 5),
        rounds: THROUGHPUT_ROUNDS,
      }),
    );
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
    if (!check.pass) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
  }
}
