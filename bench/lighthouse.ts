// Lighthouse mobile at its default settings (its emulated phone, simulated slow 4G and 4x CPU
// slowdown; nothing calibrated: a visitor's phone is not) on Debian's Chromium, launched by
// chrome-launcher without any download. One Chromium per run, so no cache or service state carries
// over between runs.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

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
  /** The machine's speed as Lighthouse read it in this run (its benchmarkIndex; higher is faster). */
  benchmarkIndex: number;
  /** Audits that did not pass, for the categories above (id: display value). */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs of each page (BENCH_LIGHTHOUSE_RUNS), whose medians count: five, as Lighthouse's guide to
 * score variability advises. With three, each full bench had one to three static pages whose median
 * blocking time was over 50 ms (54-60), never the same ones, while the same pages alone passed
 * (decision 260).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Lighthouse's own failures to record a trace (not the page's): the run is made again, up to twice. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);
const TRACE_RETRIES = 2;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of `url`, made again on a failure to record its trace. */
async function audit(url: string, attempt = 0): Promise<Report> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  let lhr;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code) && attempt < TRACE_RETRIES) return audit(url, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** One run of `path` on `baseUrl` (or of a whole address, when `path` is empty). */
export async function runLighthouse(baseUrl: string, path: string): Promise<LighthouseResult> {
  const lhr = await audit(`${baseUrl}${path}`);
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
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}
