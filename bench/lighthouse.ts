// Lighthouse (mobile: its default emulation and simulated throttling, with the CPU slowdown
// calibrated for this machine: bench/cpu-calibration.ts, decision 255) on Debian's Chromium,
// launched by chrome-launcher without any download. One Chromium per page, so no cache or
// service state carries over between pages.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { calibrateCpu, DEFAULT_CPU_SLOWDOWN, type CpuCalibration } from './cpu-calibration.ts';

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Audits that did not pass, for the categories above (id: display value). */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs of each page (BENCH_LIGHTHOUSE_RUNS), whose medians count: five, as Lighthouse's guide to
 * score variability advises. With three, each full bench had one to three static pages whose median
 * blocking time was over 50 ms (54-60), never the same ones, while the same pages alone passed
 * (decision 263).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Lighthouse's own failures to record a trace (not the page's): the run is made again, up to twice. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);
const TRACE_RETRIES = 2;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of `url` with `categories` at `cpuSlowdown`, made again on a failure to record its trace. */
async function audit(url: string, categories: string[], cpuSlowdown: number, attempt = 0): Promise<Report> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  let lhr;
  try {
    // Flags merge into Lighthouse's mobile defaults: only the CPU slowdown differs.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, throttling: { cpuSlowdownMultiplier: cpuSlowdown } });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code) && attempt < TRACE_RETRIES) return audit(url, categories, cpuSlowdown, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

let calibration: Promise<CpuCalibration> | undefined;

/** The machine's CPU calibration, measured once per process before the first scored run. */
export function cpuCalibration(): Promise<CpuCalibration> {
  calibration ??= calibrateCpu(async (url) => {
    const lhr = await audit(url, ['performance'], DEFAULT_CPU_SLOWDOWN);
    return { benchmarkIndex: lhr.environment.benchmarkIndex, tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN) };
  });
  return calibration;
}

export async function runLighthouse(baseUrl: string, path: string): Promise<LighthouseResult> {
  const lhr = await audit(`${baseUrl}${path}`, CATEGORIES, (await cpuCalibration()).cpuSlowdown);
  const audits = lhr.audits;
  const categories = lhr.categories;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const audited = new Set(CATEGORIES.flatMap((id) => categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
  const failing = Object.values(audits)
    .filter((audit) => audited.has(audit.id) && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: Math.round(numeric('cumulative-layout-shift') * 10_000) / 10_000,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    failing,
  };
}
