// Lighthouse (mobile: its default emulation and simulated throttling) on Debian's Chromium,
// launched by chrome-launcher without any download. One Chromium per page, so no cache or
// service state carries over between pages.
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
  /** Audits that did not pass, for the categories above (id: display value). */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own failures to record a trace (not the page's): the run is made again, up to twice. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);
const TRACE_RETRIES = 2;

export async function runLighthouse(baseUrl: string, path: string, attempt = 0): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  let lhr;
  try {
    const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code) && attempt < TRACE_RETRIES) return runLighthouse(baseUrl, path, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
