// How much Lighthouse slows this machine's CPU to stand for a mid-tier phone (decision 255).
// Lighthouse's default, a constant 4x, "moves a typical run in the high-end desktop bracket
// somewhere into the mid-tier mobile bracket"; its throttling guide
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown)
// says to calibrate on a weaker machine, from the benchmarkIndex every report carries, with its CPU
// slowdown calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/). The calibration
// runs Lighthouse on a control page, a bare static HTML page of a heading and five paragraphs served
// by node:http in this process (nothing of this product in it), reads the machine's benchmarkIndex,
// and takes the calculator's multiplier for it, never above the default. The control's figures at
// the default are kept too: they show what any page costs here before the site adds anything.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Lighthouse's default CPU slowdown (its "mobile" preset). */
export const DEFAULT_CPU_SLOWDOWN = 4;
const CALIBRATION_RUNS = 3;

/**
 * The CPU slowdown calculator's multiplier for a benchmarkIndex (its three linear pieces: 150 is 1x,
 * 800 is 2x, 1300 is 3x, then one more per 233), capped at Lighthouse's default.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.round(multiplier * 10) / 10);
}

export interface CpuCalibration {
  /** The machine's benchmarkIndex: the median of the control's runs. */
  benchmarkIndex: number;
  benchmarkIndexRuns: number[];
  /** The slowdown every scored Lighthouse run of the bench uses. */
  cpuSlowdown: number;
  /** Set by BENCH_CPU_SLOWDOWN (for example 4, to see Lighthouse's default) rather than calibrated. */
  forced: boolean;
  /** The control page at Lighthouse's default slowdown: its total blocking time in each run (ms). */
  controlTbtAtDefaultMs: number[];
}

export const CONTROL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Control</title><meta name="description" content="A bare static page"></head><body><main><h1>Control</h1>${'<p>A paragraph of plain text, the same on every run of the benchmark, with nothing but the browser\'s own styles.</p>'.repeat(5)}</main></body></html>`;

/** Serves CONTROL_PAGE on a free loopback port while `use` runs. */
async function withControlPage<T>(use: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Measures the control page `CALIBRATION_RUNS` times at the default slowdown with `measure`. */
export async function calibrateCpu(measure: (url: string) => Promise<{ benchmarkIndex: number; tbtMs: number }>): Promise<CpuCalibration> {
  const runs = await withControlPage(async (url) => {
    const results = [];
    for (let run = 0; run < CALIBRATION_RUNS; run += 1) results.push(await measure(url));
    return results;
  });
  const benchmarkIndexRuns = runs.map((run) => Math.round(run.benchmarkIndex));
  const benchmarkIndex = median(benchmarkIndexRuns);
  const forced = process.env.BENCH_CPU_SLOWDOWN !== undefined;
  return {
    benchmarkIndex,
    benchmarkIndexRuns,
    cpuSlowdown: forced ? Number(process.env.BENCH_CPU_SLOWDOWN) : cpuSlowdownFor(benchmarkIndex),
    forced,
    controlTbtAtDefaultMs: runs.map((run) => run.tbtMs),
  };
}

export function cpuCalibrationCheck(calibration: CpuCalibration): { budget: string; measured: string; pass: null } {
  return {
    budget: 'Lighthouse CPU slowdown for this machine (Lighthouse throttling guide: calibrated from its benchmarkIndex, default 4x)',
    measured: `${calibration.cpuSlowdown}x ${calibration.forced ? '(set by BENCH_CPU_SLOWDOWN)' : `from benchmarkIndex ${calibration.benchmarkIndex} (median of ${calibration.benchmarkIndexRuns.join('/')})`}; a bare static page at the default 4x: TBT ${calibration.controlTbtAtDefaultMs.join('/')} ms`,
    pass: null,
  };
}
