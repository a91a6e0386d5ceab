// The pipelining flood: 40 sockets from one address, each writing 9,000 pipelined requests at once
// (GET /api/products, /jacobs, /jacobs/shop?page=77), reconnecting 100 ms after the server closes
// one, for 10 s, against a bench server with the production per-client limits
// (BENCH_CLIENT_BUDGET=production: server/http/fair-share.ts). Meanwhile a visitor from another
// address, in a process of its own, asks for /jacobs, /api/products and /healthz in turn every
// 50 ms. Budgets: at least 95% of the visitor's requests answered 200 within 1 s, every /healthz
// answered, the server's resident memory under 1 GB and back within 20% of its start after the
// flood. `node bench/pipelining.ts` runs just this against dist/site (SITE_DIR).
import { resolve } from 'node:path';
import { pipelineFlood, residentMb, sampleMemory, settledMemory } from '../tests/integration/hardening/support/pipeline-flood.ts';
import { startVisitor } from '../tests/integration/hardening/support/visitor-process.ts';
import { percentile, round } from './load-client.ts';
import { startServer } from './start-server.ts';

const FLOOD = { sockets: 40, pipelined: 9_000, paths: ['/api/products', '/jacobs', '/jacobs/shop?page=77'], durationMs: 10_000 };
const VISITOR_PATHS = ['/jacobs', '/api/products', '/healthz'];
export const PIPELINING_BUDGETS = { servedWithinSecond: 0.95, memoryPeakMb: 1024, memoryReturnFactor: 1.2 };

export interface PipeliningResult {
  flood: string;
  visitor: { requests: number; servedWithinSecond: number; p50Ms: number; p99Ms: number; statuses: Record<string, number>; healthz: { asked: number; answered: number } };
  memoryMb: { before: number; peak: number; after: number };
  floodRead: { kilobytes: number; connections: number };
}

export async function measurePipelining(siteDir: string): Promise<PipeliningResult> {
  const server = await startServer({ SITE_DIR: siteDir, BENCH_CLIENT_BUDGET: 'production' });
  try {
    const pid = server.child.pid!;
    for (const path of VISITOR_PATHS) await (await fetch(server.baseUrl + path, { headers: { Connection: 'close' } })).arrayBuffer();
    await new Promise((settle) => setTimeout(settle, 1_000));
    const before = residentMb(pid);

    const visitor = startVisitor({ baseUrl: server.baseUrl, address: '127.0.0.3', paths: VISITOR_PATHS, intervalMs: 50, timeoutMs: 5_000 });
    await visitor.ready;
    const memory = sampleMemory(pid);
    const flood = await pipelineFlood({ port: Number(new URL(server.baseUrl).port), address: '127.0.0.2', ...FLOOD });
    const answers = await visitor.stop();
    const peak = memory.stop();
    const after = await settledMemory(pid, before, { factor: PIPELINING_BUDGETS.memoryReturnFactor, waitMs: 15_000 });

    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    const health = answers.filter((answer) => answer.path === '/healthz');
    return {
      flood: `${FLOOD.sockets} sockets x ${FLOOD.pipelined.toLocaleString('en-US')} pipelined (${FLOOD.paths.join(', ')}) from one address for ${FLOOD.durationMs / 1000} s`,
      visitor: {
        requests: answers.length,
        servedWithinSecond: round(answers.filter((answer) => answer.status === 200 && answer.ms < 1_000).length / Math.max(1, answers.length), 3),
        p50Ms: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        statuses,
        healthz: { asked: health.length, answered: health.filter((answer) => answer.status === 200).length },
      },
      memoryMb: { before: Math.round(before), peak: Math.round(peak), after: Math.round(after) },
      floodRead: { kilobytes: Math.round(flood.bytes / 1024), connections: flood.connections },
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}

export function pipeliningChecks({ flood, visitor, memoryMb, floodRead }: PipeliningResult) {
  const { servedWithinSecond, memoryPeakMb, memoryReturnFactor } = PIPELINING_BUDGETS;
  return [
    {
      budget: `another address during a pipelining flood (${flood}): >= ${servedWithinSecond * 100}% of its requests 200 within 1 s`,
      measured: `${round(visitor.servedWithinSecond * 100, 1)}% of ${visitor.requests} (statuses ${JSON.stringify(visitor.statuses)}), p50 ${visitor.p50Ms} ms, p99 ${visitor.p99Ms} ms; the flood read ${floodRead.kilobytes} KB over ${floodRead.connections} connections`,
      pass: visitor.servedWithinSecond >= servedWithinSecond,
    },
    {
      budget: '/healthz answers during the pipelining flood',
      measured: `${visitor.healthz.answered} of ${visitor.healthz.asked} answered 200`,
      pass: visitor.healthz.asked > 0 && visitor.healthz.answered === visitor.healthz.asked,
    },
    {
      budget: `server resident memory during the pipelining flood < ${memoryPeakMb} MB, and back within ${Math.round((memoryReturnFactor - 1) * 100)}% of its start after`,
      measured: `${memoryMb.before} MB before, ${memoryMb.peak} MB at the peak, ${memoryMb.after} MB after`,
      pass: memoryMb.peak < memoryPeakMb && memoryMb.after <= memoryMb.before * memoryReturnFactor,
    },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const checks = pipeliningChecks(await measurePipelining(resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/site')));
  for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}\n      ${check.measured}`);
  if (checks.some((check) => !check.pass)) process.exitCode = 1;
}
