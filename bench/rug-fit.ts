// Rug Fit's three budgets, each measured in Debian's Chromium: `node bench/rug-fit.ts`
// (bench/run.ts prints them with the rest).
// - The palette of a 12-megapixel photo, read exactly as the island reads it (decode, checks,
//   downscale, extraction): median at most 300 ms, the first (cold) read apart.
// - Ranking 1,000 rugs of 5 to 8 colours (a fixed pseudo-random draw, one in twenty without a
//   picture) for a six-colour room, the best 6 with their reasons, in each mode, another swatch left
//   out each time as a visitor does: median at most 20 ms; reading the catalogue's colours, which the
//   page does once before the first ranking, apart.
// - The JavaScript a full load of /jacobs/rug-fit fetches, gzipped: at most 60 KB.
// The first two run in a page built from bench/rug-fit/ around the island's own modules; the third
// loads the real page from a server (the bench's, or one started here on the built site).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { build } from 'vite';
import { paths } from '../shared/paths.ts';
import { keptSwatches } from '../shared/domain/rug-fit/palette.ts';
import type { FitMode } from '../shared/domain/rug-fit/fit-modes.ts';
import type { RankableRug } from '../shared/domain/rug-fit/rank-rugs.ts';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { LIVING_ROOM, roomPhoto } from '../tests/support/synthetic-room.ts';
import { percentile, round } from './load-client.ts';
import { measureRouteJavaScript, type RouteJavaScript } from './route-javascript.ts';
import { startServer } from './start-server.ts';

export const EXTRACTION_BUDGET_MS = 300;
export const RANKING_BUDGET_MS = 20;
export const PAGE_JS_BUDGET_KB = 60;
const EXTRACTION_RUNS = Number(process.env.RUG_FIT_RUNS ?? 9);
const RANKING_RUNS = 60;
const PHOTO = { width: 4000, height: 3000 };
const RUGS = 1000;
const SHOWN = 6;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.jpg': 'image/jpeg' };

interface Timing {
  p50: number;
  p95: number;
}

export interface RugFitResult {
  extraction: { megapixels: number; firstMs: number; medianMs: number; p95Ms: number; colours: number };
  ranking: { rugs: number; rankingMs: Record<FitMode, Timing>; catalogueMs: Timing };
  page: RouteJavaScript;
}

/** A small, seeded generator, so every run ranks the same catalogue. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function catalogue(): RankableRug[] {
  const random = generator(27);
  const collections = ['luxury-wool', 'neutral-modern', 'pet-safe', 'heritage'];
  const hex = () => `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, '0')}`;
  return Array.from({ length: RUGS }, (_, index) => {
    const count = 5 + Math.floor(random() * 4);
    const weights = Array.from({ length: count }, () => random() + 0.05);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    // One rug in twenty has no picture: it is ranked by its collection's typical palette.
    const palette = index % 20 === 7 ? null : weights.map((weight) => ({ color: hex(), share: weight / total })).sort((p, q) => q.share - p.share);
    return { id: index + 1, collection: collections[index % collections.length], palette };
  });
}

const summary = (samples: number[]): Timing => {
  const sorted = samples.toSorted((p, q) => p - q);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};

/** The bench page (bench/rug-fit/) built and served on loopback with a 12 MP photo of a synthetic room, in Chromium. */
async function measureInPage(): Promise<Pick<RugFitResult, 'extraction' | 'ranking'>> {
  const out = mkdtempSync(join(tmpdir(), 'rug-fit-bench-'));
  try {
    await build({ root: resolve(import.meta.dirname, 'rug-fit'), base: './', logLevel: 'warn', build: { outDir: out, emptyOutDir: true, target: 'es2022' } });
    const photo = await roomPhoto(LIVING_ROOM, { ...PHOTO, lighting: 0.3 });
    // The built page and the photo, nothing else.
    const files = new Map<string, { body: Buffer; type: string }>([['/room.jpg', { body: photo, type: TYPES['.jpg'] }]]);
    for (const file of readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      const path = join(file.parentPath, file.name);
      files.set(`/${relative(out, path).split(sep).join('/')}`, { body: readFileSync(path), type: TYPES[extname(path)] ?? 'application/octet-stream' });
    }
    const server = createServer((req, res) => {
      const found = files.get(req.url === '/' ? '/index.html' : (req.url ?? ''));
      if (found) res.writeHead(200, { 'Content-Type': found.type }).end(found.body);
      else res.writeHead(404).end();
    }).listen(0, '127.0.0.1');
    await new Promise<void>((ready) => server.once('listening', () => ready()));
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => typeof window.measureExtraction === 'function');
      const { ms, colours } = await page.evaluate(([runs]) => window.measureExtraction('/room.jpg', runs), [EXTRACTION_RUNS + 1]);
      const warm = ms.slice(1).toSorted((p, q) => p - q);
      const rooms = LIVING_ROOM.map((_, index) => keptSwatches(LIVING_ROOM, new Set([index])));
      const timed = await page.evaluate(([rugs, rooms, shown, runs]) => window.measureRanking(rugs, rooms, shown, runs), [catalogue(), rooms, SHOWN, RANKING_RUNS] as const);
      return {
        extraction: { megapixels: (PHOTO.width * PHOTO.height) / 1e6, firstMs: round(ms[0]), medianMs: round(percentile(warm, 50)), p95Ms: round(percentile(warm, 95)), colours },
        ranking: { rugs: RUGS, rankingMs: { blend: summary(timed.rankingMs.blend), pop: summary(timed.rankingMs.pop) }, catalogueMs: summary(timed.catalogueMs) },
      };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** `baseUrl`: a server of the built site, for the page's JavaScript. */
export async function measureRugFit(baseUrl: string): Promise<RugFitResult> {
  const [page] = await measureRouteJavaScript(baseUrl, [{ route: paths.rugFit, path: paths.rugFit }]);
  return { ...(await measureInPage()), page };
}

/** The budgets, as bench/run.ts prints them. */
export function rugFitChecks({ extraction, ranking, page }: RugFitResult) {
  return [
    {
      budget: `Rug Fit: palette of a ${extraction.megapixels} MP photo in Chromium <= ${EXTRACTION_BUDGET_MS} ms (decode, checks, downscale, extraction; median)`,
      measured: `${extraction.medianMs} ms (p95 ${extraction.p95Ms} ms; the first, cold, ${extraction.firstMs} ms); ${extraction.colours} colours`,
      pass: extraction.medianMs <= EXTRACTION_BUDGET_MS,
    },
    {
      budget: `Rug Fit: ranking ${ranking.rugs} rugs in Chromium <= ${RANKING_BUDGET_MS} ms (best ${SHOWN} with their reasons; median of the slower mode)`,
      measured: `Blend in ${ranking.rankingMs.blend.p50} ms (p95 ${ranking.rankingMs.blend.p95}), Make it pop ${ranking.rankingMs.pop.p50} ms (p95 ${ranking.rankingMs.pop.p95})`,
      pass: Math.max(ranking.rankingMs.blend.p50, ranking.rankingMs.pop.p50) <= RANKING_BUDGET_MS,
    },
    {
      budget: `Rug Fit: reading the colors of ${ranking.rugs} rugs in Chromium, once before the first ranking`,
      measured: `${ranking.catalogueMs.p50} ms (p95 ${ranking.catalogueMs.p95})`,
      pass: null,
    },
    {
      budget: `Rug Fit: JS of a full load of ${page.route} <= ${PAGE_JS_BUDGET_KB} KB gz`,
      measured: `${page.gzipKB} KB gz in ${page.scripts.length} scripts (${page.scripts.map((script) => `${script.file.replace('/assets/', '')} ${script.gzipKB}`).join(', ')})`,
      pass: page.gzipKB <= PAGE_JS_BUDGET_KB,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const server = await startServer({ SITE_DIR: resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site') });
  try {
    const checks = rugFitChecks(await measureRugFit(server.baseUrl));
    for (const check of checks) console.log(`${check.pass === null ? 'INFO' : check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
    if (checks.some((check) => check.pass === false)) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
  }
}
