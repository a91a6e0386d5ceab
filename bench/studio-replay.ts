// The studio's replay figure, part of `npm run bench`, or alone: `node bench/studio-replay.ts`
// (STUDIO_REPLAY_ITEMS=300 by default). Against the real server process, with 300 products:
// - online: 300 edits saved by a connected studio, each followed by a list call (the open
//   Products screen refreshing after the save);
// - replay: the same 300 edits queued offline, then replayed by Sync now while the open Products
//   screen keeps listing (one list call after another for as long as the sync runs);
// the cost of queuing edits 1-50 against 251-300 (it must not grow with the queue); and, with
// the server hung (SIGSTOP) three times, how long until the studio says Offline and how long a
// save made at that moment waits (within 5 s each, decision 103).
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { AdminProduct } from '../shared/contract/products.ts';
import { PROBE_INTERVAL_MS } from '../studio/src/main/services/connection.ts';
import { createRealServer, type RealServer } from '../studio/testing/real-server.ts';
import { inputOf, openStudio, tempDir, webAdmin } from '../studio/testing/studio-harness.ts';
import { bareProduct } from '../tests/support/record-data.ts';

export const REPLAY_RATIO_BUDGET = 1.5;
export const ENQUEUE_GROWTH_BUDGET = 1.5;
/** Offline shown, and a save answered, within 5 s of the server hanging. */
export const HUNG_SERVER_BUDGET_MS = 5_000;
const HUNG_SERVER_RUNS = 3;

export interface StudioReplayResult {
  items: number;
  onlineMs: number;
  replayMs: number;
  ratio: number;
  /** List calls the open screen made while the replay ran. */
  listCallsDuringReplay: number;
  /**
   * Median CPU time to queue one edit, for the first and the last 50 of the queue: what could grow
   * with the queue. (Its disk work is one file per edit by construction; the wall time, printed
   * beside it, moves with other processes' disk traffic on a shared machine.)
   */
  enqueueFirstMs: number;
  enqueueLastMs: number;
  enqueueGrowth: number;
  enqueueWallFirstMs: number;
  enqueueWallLastMs: number;
  /** The longest of HUNG_SERVER_RUNS: from SIGSTOP to Offline shown, and the wait of a save made then. */
  offlineAfterHangMs: number;
  saveWaitWhileHungMs: number;
}

/** The server hangs at a random point of the probe's cycle; the studio saves at once and watches for Offline. */
async function measureHungServer(server: RealServer, product: AdminProduct): Promise<{ offlineMs: number; saveMs: number }> {
  const studio = openStudio(tempDir('jacobs-bench-hung-'), { probeIntervalMs: PROBE_INTERVAL_MS });
  try {
    await studio.connect(server.url, server.password);
    const listed = ((await studio.list('products')) as AdminProduct[]).find((entry) => entry.id === product.id)!;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * PROBE_INTERVAL_MS));
    server.hang();
    const hungAt = performance.now();
    let offlineMs = NaN;
    const watching = (async () => {
      while (Number.isNaN(offlineMs) && performance.now() - hungAt < 30_000) {
        if (!(await studio.getSyncState()).online) offlineMs = performance.now() - hungAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await studio.update('products', product.id, { ...inputOf(listed), fiber: `Saved while hung ${Date.now()}`, version: listed.version });
    const saveMs = performance.now() - hungAt;
    await watching;
    server.resume();
    await studio.syncNow();
    return { offlineMs, saveMs };
  } finally {
    server.resume();
    studio.dispose();
  }
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureStudioReplay(items = Number(process.env.STUDIO_REPLAY_ITEMS ?? 300)): Promise<StudioReplayResult> {
  const server = await createRealServer({ password: 'bench-studio-password' });
  await server.start();
  const online = openStudio(tempDir('jacobs-bench-online-'));
  const offline = openStudio(tempDir('jacobs-bench-replay-'));
  try {
    const admin = await webAdmin(server.url, server.password);
    const products: AdminProduct[] = [];
    for (let index = 0; index < items; index += 1) {
      products.push((await admin.products.create(bareProduct(`Replay Rug ${index}`, { price: 500 + index }) as never, { idempotencyKey: randomUUID() })).record as AdminProduct);
    }
    const edit = (product: AdminProduct, text: string) => ({ ...inputOf(product), description: text, version: product.version });

    await online.connect(server.url, server.password);
    const onlineStart = performance.now();
    for (const product of products) {
      await online.update('products', product.id, edit(product, 'Sent online'));
      await online.list('products');
    }
    const onlineMs = performance.now() - onlineStart;

    await offline.connect(server.url, server.password);
    const current = new Map(((await offline.list('products')) as AdminProduct[]).map((product) => [product.id, product]));
    await server.stop();
    await offline.list('products'); // notices the server is gone
    const enqueueMs: number[] = [];
    const enqueueWallMs: number[] = [];
    for (const product of products.map((created) => current.get(created.id)!)) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await offline.update('products', product.id, edit(product, 'Queued offline'));
      enqueueWallMs.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      enqueueMs.push((used.user + used.system) / 1000);
    }
    await server.start();

    let syncing = true;
    let listCalls = 0;
    const replayStart = performance.now();
    const screen = (async () => {
      while (syncing) {
        await offline.list('products');
        listCalls += 1;
        // A screen's call crosses IPC or HTTP: it never runs back to back within one tick.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const state = await offline.syncNow().finally(() => (syncing = false));
    const replayMs = performance.now() - replayStart;
    await screen;
    if (state.pending !== 0) throw new Error(`The replay left ${state.pending} changes queued (${state.conflicts.length} held)`);

    const hung: { offlineMs: number; saveMs: number }[] = [];
    for (let run = 0; run < HUNG_SERVER_RUNS; run += 1) hung.push(await measureHungServer(server, products[run]));

    const enqueueFirstMs = median(enqueueMs.slice(0, 50));
    const enqueueLastMs = median(enqueueMs.slice(-50));
    return {
      items,
      onlineMs: round(onlineMs, 0),
      replayMs: round(replayMs, 0),
      ratio: round(replayMs / onlineMs),
      listCallsDuringReplay: listCalls,
      enqueueFirstMs: round(enqueueFirstMs),
      enqueueLastMs: round(enqueueLastMs),
      enqueueGrowth: round(enqueueLastMs / enqueueFirstMs),
      enqueueWallFirstMs: round(median(enqueueWallMs.slice(0, 50))),
      enqueueWallLastMs: round(median(enqueueWallMs.slice(-50))),
      offlineAfterHangMs: round(Math.max(...hung.map((run) => run.offlineMs)), 0),
      saveWaitWhileHungMs: round(Math.max(...hung.map((run) => run.saveMs)), 0),
    };
  } finally {
    online.dispose();
    offline.dispose();
    await server.stop();
  }
}

/** The two budgets, as bench/run.ts prints them. */
export function studioReplayChecks(result: StudioReplayResult) {
  return [
    {
      budget: `studio: replaying ${result.items} queued edits with a list screen open <= ${REPLAY_RATIO_BUDGET}x the same edits sent online`,
      measured: `${result.ratio}x (${result.replayMs} ms replayed, ${result.listCallsDuringReplay} list calls meanwhile; ${result.onlineMs} ms online, a list call after each save)`,
      pass: result.ratio <= REPLAY_RATIO_BUDGET,
    },
    {
      budget: `studio: queuing an edit costs the same at the end of a ${result.items}-edit queue (CPU, last 50 <= ${ENQUEUE_GROWTH_BUDGET}x first 50)`,
      measured: `${result.enqueueGrowth}x (median CPU ${result.enqueueFirstMs} ms per edit for 1-50, ${result.enqueueLastMs} ms for ${result.items - 49}-${result.items}; wall ${result.enqueueWallFirstMs} and ${result.enqueueWallLastMs} ms)`,
      pass: result.enqueueGrowth <= ENQUEUE_GROWTH_BUDGET,
    },
    {
      budget: `studio: a hung server (SIGSTOP) shows Offline within ${HUNG_SERVER_BUDGET_MS / 1000} s (longest of ${HUNG_SERVER_RUNS})`,
      measured: `${result.offlineAfterHangMs} ms`,
      pass: result.offlineAfterHangMs <= HUNG_SERVER_BUDGET_MS,
    },
    {
      budget: `studio: a save made as the server hangs is answered within ${HUNG_SERVER_BUDGET_MS / 1000} s (kept on this computer; longest of ${HUNG_SERVER_RUNS})`,
      measured: `${result.saveWaitWhileHungMs} ms`,
      pass: result.saveWaitWhileHungMs <= HUNG_SERVER_BUDGET_MS,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const result = await measureStudioReplay();
  for (const check of studioReplayChecks(result)) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
  if (studioReplayChecks(result).some((check) => !check.pass)) process.exitCode = 1;
}
