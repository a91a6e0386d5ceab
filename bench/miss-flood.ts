// The cache-miss flood: while some connections ask for addresses the public
// cache does not hold, how fast are the pages it does hold? One server: a cached page's latency
// with the machine otherwise idle, then while the flood runs; and what the flood got back.
import { Agent } from 'node:http';
import { get, percentile, round } from './load-client.ts';

export interface FloodResult {
  flood: string;
  /** The cached page alone, then during the flood. */
  quiet: { p50Ms: number; p99Ms: number };
  flooded: { p50Ms: number; p99Ms: number };
  /** Flood answers by status (200 rendered, 503 refused while the renderer is busy). */
  floodStatuses: Record<string, number>;
  floodRequestsPerSecond: number;
}

async function probe(url: string, agent: Agent, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    await get(url, agent);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

const figures = (sorted: number[]) => ({ p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) });

/** `floodPath(n)`: the n-th address the flood asks for; `seconds` each phase. */
export async function measureMissFlood(baseUrl: string, { label, floodPath, cachedPath = '/jacobs', seconds = 5, connections = 16 }: { label: string; floodPath: (n: number) => string; cachedPath?: string; seconds?: number; connections?: number }): Promise<FloodResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections + 2 });
  for (let warm = 0; warm < 10; warm += 1) await get(`${baseUrl}${cachedPath}`, agent);
  const quietEnd = performance.now() + seconds * 1000;
  const quiet = await probe(`${baseUrl}${cachedPath}`, agent, () => performance.now() > quietEnd);

  const floodEnd = performance.now() + seconds * 1000;
  const statuses: Record<string, number> = {};
  let next = 0;
  let sent = 0;
  const flooder = async () => {
    while (performance.now() < floodEnd) {
      const { status } = await get(`${baseUrl}${floodPath((next += 1))}`, agent).catch(() => ({ status: 0 }));
      statuses[status] = (statuses[status] ?? 0) + 1;
      sent += 1;
    }
  };
  const [flooded] = await Promise.all([probe(`${baseUrl}${cachedPath}`, agent, () => performance.now() > floodEnd), ...Array.from({ length: connections }, flooder)]);
  agent.destroy();
  return { flood: label, quiet: figures(quiet), flooded: figures(flooded), floodStatuses: statuses, floodRequestsPerSecond: Math.round(sent / seconds) };
}
