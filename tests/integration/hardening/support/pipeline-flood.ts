// The pipelining flood of the hardening test and the bench: sockets from one loopback address, each
// writing thousands of pipelined requests at once and reading (and dropping) what comes back; a
// socket the server closes is opened again after 100 ms, until the flood's time is up, when the
// sockets still open are closed. And the server's resident memory, read from /proc (Linux).
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

export interface PipelineFloodOptions {
  port: number;
  /** The loopback address every socket connects from. */
  address: string;
  sockets: number;
  /** Requests each socket writes at once. */
  pipelined: number;
  /** Asked for in turn. */
  paths: readonly string[];
  durationMs: number;
}

export interface PipelineFloodResult {
  /** Bytes of answers read, over all sockets. */
  bytes: number;
  /** Connections opened (the server closed some as they arrived). */
  connections: number;
}

export async function pipelineFlood({ port, address, sockets, pipelined, paths, durationMs }: PipelineFloodOptions): Promise<PipelineFloodResult> {
  const pipeline = Buffer.from(Array.from({ length: pipelined }, (_, n) => `GET ${paths[n % paths.length]} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join(''));
  const open = new Set<Socket>();
  const endsAt = performance.now() + durationMs;
  const result: PipelineFloodResult = { bytes: 0, connections: 0 };
  const ending = setTimeout(() => open.forEach((socket) => socket.destroy()), durationMs);
  const floodingSocket = () =>
    new Promise<void>((resolve) => {
      const next = () => {
        if (performance.now() > endsAt) return resolve();
        result.connections += 1;
        const socket = connect({ port, host: '127.0.0.1', localAddress: address }, () => socket.write(pipeline));
        open.add(socket);
        socket.on('data', (chunk) => (result.bytes += chunk.length));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          open.delete(socket);
          setTimeout(next, 100);
        });
      };
      next();
    });
  await Promise.all(Array.from({ length: sockets }, floodingSocket));
  clearTimeout(ending);
  return result;
}

/** A process's resident memory in MB; NaN once it is gone. */
export function residentMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Reads `pid`'s resident memory every 100 ms until `stop()`, which answers the peak. */
export function sampleMemory(pid: number): { stop(): number } {
  let peak = residentMb(pid) || 0;
  const sampling = setInterval(() => (peak = Math.max(peak, residentMb(pid) || 0)), 100);
  return {
    stop() {
      clearInterval(sampling);
      return Math.max(peak, residentMb(pid) || 0);
    },
  };
}

/** `pid`'s resident memory once it is back within `factor` of `before`, or after `waitMs`, whichever is first. */
export async function settledMemory(pid: number, before: number, { factor = 1.2, waitMs = 10_000 } = {}): Promise<number> {
  const deadline = performance.now() + waitMs;
  let now = residentMb(pid);
  while (now > before * factor && performance.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 250));
    now = residentMb(pid);
  }
  return now;
}
