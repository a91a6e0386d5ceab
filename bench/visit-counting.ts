// What counting visits costs a cached page (README, Visits): the same cached page loaded on two
// servers of the product, one counting visits and one not (BENCH_COUNT_VISITS=off: no image in the
// page, nothing in front of the cache), round by round alternating, with the headers of a browser
// arriving from a search engine, the case where the front does the most (a keyed hash and a note per
// request). Budget: counting on at 0.9 or more of off, the median of the rounds' ratios. Beside it,
// informational, the image a shown page asks for, against the page. `node bench/visit-counting.ts`
// runs just this against dist/site.
import { resolve } from 'node:path';
import { load, round, type LoadResult } from './load-client.ts';
import { medianBy } from './median.ts';
import { startServer } from './start-server.ts';

export const COUNTING_RATIO = 0.9;
const PAGE = '/jacobs/service-areas/lincoln-park';
const IMAGE = `/jacobs/shown.gif?p=${encodeURIComponent(PAGE)}`;
const PIPELINING = 10;
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Referer: 'https://www.google.com/',
};

export interface VisitCountingResult {
  rounds: { off: LoadResult; on: LoadResult; ratio: number }[];
  off: LoadResult;
  on: LoadResult;
  ratio: number;
  /** The page-shown image on the counting server, in the median round's conditions. */
  image: LoadResult;
}

export async function measureVisitCounting(siteDir: string, { connections, seconds, rounds }: { connections: number; seconds: number; rounds: number }): Promise<VisitCountingResult> {
  const off = await startServer({ SITE_DIR: siteDir, BENCH_COUNT_VISITS: 'off' });
  const on = await startServer({ SITE_DIR: siteDir });
  try {
    const options = { connections, seconds, pipelining: PIPELINING, headers: BROWSER };
    const figures: VisitCountingResult['rounds'] = [];
    for (let index = 0; index < rounds; index += 1) {
      const offRun = await load(off.baseUrl, PAGE, options);
      const onRun = await load(on.baseUrl, PAGE, options);
      figures.push({ off: offRun, on: onRun, ratio: round(onRun.requestsPerSecond / offRun.requestsPerSecond) });
    }
    const image = await load(on.baseUrl, IMAGE, options);
    const median = medianBy(figures, (figure) => figure.ratio);
    return { rounds: figures, off: median.off, on: median.on, ratio: median.ratio, image };
  } finally {
    off.child.kill('SIGTERM');
    on.child.kill('SIGTERM');
  }
}

export function visitCountingChecks({ ratio, off, on, rounds, image }: VisitCountingResult) {
  const errors = rounds.reduce((sum, figure) => sum + figure.on.errors + figure.off.errors, 0);
  return [
    {
      budget: `cached ${PAGE} with visits counted >= ${COUNTING_RATIO} of not counted (a browser from a search engine, ${PIPELINING} pipelined)`,
      measured: `${ratio} (median of ${rounds.length} rounds' ratios: ${on.requestsPerSecond} vs ${off.requestsPerSecond} req/s; p99 ${on.p99Ms} vs ${off.p99Ms} ms; rounds ${rounds.map((figure) => `${figure.on.requestsPerSecond}/${figure.off.requestsPerSecond} = ${figure.ratio}`).join(', ')}${errors ? `; ${errors} errors` : ''})`,
      pass: ratio >= COUNTING_RATIO && errors === 0,
    },
    {
      budget: 'the page-shown image a shown page asks for (informational: one more small request per page shown)',
      measured: `${image.requestsPerSecond} req/s, p99 ${image.p99Ms} ms, ${round(image.bytesPerResponse)} bytes/answer (the page: ${on.requestsPerSecond} req/s, ${round(on.bytesPerResponse / 1024, 1)} KB/answer)`,
      pass: null,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const result = await measureVisitCounting(resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site'), {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    rounds: Number(process.env.BENCH_COUNTING_ROUNDS ?? 5),
  });
  const checks = visitCountingChecks(result);
  for (const check of checks) console.log(`${check.pass === null ? 'INFO' : check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
  if (checks.some((check) => check.pass === false)) process.exitCode = 1;
}
