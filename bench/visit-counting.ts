// What counting visits costs a cached page (README, Visits): the same cached page loaded on two
// servers of the product, one counting visits and one not (BENCH_COUNT_VISITS=off: no image in the
// page, nothing in front of the cache), round by round alternating, with the headers of a browser
// arriving from a search engine, the case where the front does the most (a keyed hash and a note per
// request). The cost is each server's own CPU time per answer (its process's, from /proc), which a
// busy shared machine moves far less than requests a second; the budget: counting adds at most 10%,
// the median of the rounds' ratios. Requests a second are printed beside it, and, informational,
// the image a shown page asks for, against the page. `node bench/visit-counting.ts` runs just this
// against dist/site.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load, round, type LoadResult } from './load-client.ts';
import { medianBy } from './median.ts';
import { startServer } from './start-server.ts';

/** Counting on may cost at most this much of a cached page's server CPU with it off. */
export const COUNTING_COST = 1.1;
/** Linux's clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_A_SECOND = 100;

/** A process's CPU time so far, user and system, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_A_SECOND;
}

interface Run {
  load: LoadResult;
  /** The server's CPU per answer, microseconds. */
  cpuMicros: number;
}

/** A load, with its server's CPU time per answer. */
async function measured(server: { baseUrl: string; child: { pid?: number } }, path: string, options: Parameters<typeof load>[2]): Promise<Run> {
  const before = cpuSeconds(server.child.pid!);
  const result = await load(server.baseUrl, path, options);
  return { load: result, cpuMicros: round(((cpuSeconds(server.child.pid!) - before) * 1e6) / Math.max(1, result.requests), 1) };
}
const PAGE = '/jacobs/service-areas/lincoln-park';
const IMAGE = `/jacobs/shown.gif?p=${encodeURIComponent(PAGE)}`;
const PIPELINING = 10;
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Referer: 'https://www.google.com/',
};

export interface VisitCountingResult {
  /** Each round's runs and the ratio of their server CPU per answer, on over off. */
  rounds: { off: Run; on: Run; ratio: number }[];
  off: Run;
  on: Run;
  ratio: number;
  /** The page-shown image on the counting server. */
  image: Run;
}

export async function measureVisitCounting(siteDir: string, { connections, seconds, rounds }: { connections: number; seconds: number; rounds: number }): Promise<VisitCountingResult> {
  const off = await startServer({ SITE_DIR: siteDir, BENCH_COUNT_VISITS: 'off' });
  const on = await startServer({ SITE_DIR: siteDir });
  try {
    const options = { connections, seconds, pipelining: PIPELINING, headers: BROWSER };
    const figures: VisitCountingResult['rounds'] = [];
    for (let index = 0; index < rounds; index += 1) {
      const offRun = await measured(off, PAGE, options);
      const onRun = await measured(on, PAGE, options);
      figures.push({ off: offRun, on: onRun, ratio: round(onRun.cpuMicros / offRun.cpuMicros) });
    }
    const image = await measured(on, IMAGE, options);
    const median = medianBy(figures, (figure) => figure.ratio);
    return { rounds: figures, off: median.off, on: median.on, ratio: median.ratio, image };
  } finally {
    off.child.kill('SIGTERM');
    on.child.kill('SIGTERM');
  }
}

export function visitCountingChecks({ ratio, off, on, rounds, image }: VisitCountingResult) {
  const errors = rounds.reduce((sum, figure) => sum + figure.on.load.errors + figure.off.load.errors, 0);
  return [
    {
      budget: `cached ${PAGE}: server CPU per answer with visits counted <= ${COUNTING_COST}x not counted (a browser from a search engine, ${PIPELINING} pipelined)`,
      measured: `${ratio}x (median of ${rounds.length} rounds: ${on.cpuMicros} vs ${off.cpuMicros} us per answer, ${on.load.requestsPerSecond} vs ${off.load.requestsPerSecond} req/s; rounds ${rounds.map((figure) => `${figure.on.cpuMicros}/${figure.off.cpuMicros} us = ${figure.ratio}`).join(', ')}${errors ? `; ${errors} errors` : ''})`,
      pass: ratio <= COUNTING_COST && errors === 0,
    },
    {
      budget: 'the page-shown image a shown page asks for (informational: one more small request per page shown)',
      measured: `${image.cpuMicros} us of server CPU per answer, ${image.load.requestsPerSecond} req/s, ${round(image.load.bytesPerResponse)} bytes/answer (the page: ${on.cpuMicros} us, ${round(on.load.bytesPerResponse / 1024, 1)} KB/answer)`,
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
