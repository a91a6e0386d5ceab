// Pipelined requests took the site down: 40 sockets from one address (under the 50-connection
// cap), each writing 9,000 pipelined requests (GET /api/products, /jacobs, /jacobs/shop?page=77) at
// once: for 20 s neither /healthz nor any page answered anyone, and memory rose from 0.9 to 3.2 GB
// and did not come back. Node parses and queues every pipelined request; the connection cap, the
// render queue and the slow-client limits never saw them. Against the real server process with
// its production limits: the same flood from 127.0.0.2, for 8 s (a socket the server closes is
// opened again after 100 ms), while a visitor from 127.0.0.3, in a process of its own, asks for a
// page, the API and /healthz in turn. At least 95% of the visitor's requests are answered 200
// within 1 s, /healthz answers, and the server's resident memory stays under 1 GB and comes back
// to within 20% of where it started (on today's code the server answered the visitor 1 time in 3
// in 8 s, and its memory went from 243 MB to over 1 GB). Then what a client that is no flood sees:
// its pipelined requests all answered, in order; and past its budget, a 429 that says when to
// come back, and service again then.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PIPELINED_AT_MOST, REQUEST_BURST_SECONDS } from '../../../server/http/fair-share.ts';
import { SERVER_LIMITS } from '../../../server/http/http-server.ts';
import { AddressClient } from './support/from-address.ts';
import { pipelineFlood, residentMb, sampleMemory, settledMemory } from './support/pipeline-flood.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';
import { stubSite } from './support/stub-site.ts';
import { startVisitor } from './support/visitor-process.ts';

const data = tempDataDir('jacobs-pipelining-');
const siteDir = stubSite(data.dir);

let running: ServerProcess | undefined;
afterAll(async () => {
  await running?.kill();
  data.remove();
});

/** The server with the production limits (the helper lifts the per-client ones for tests that are not about them). */
async function server(): Promise<ServerProcess> {
  running ??= await startServerProcess(data.dir, {
    SITE_DIR: siteDir,
    CONNECTIONS_PER_CLIENT: String(SERVER_LIMITS.maxConnectionsPerClient),
    REQUESTS_PER_CLIENT: String(SERVER_LIMITS.requestsPerClientPerSecond),
  });
  return running;
}

/** What the flood asks for, over and over. */
const FLOOD_PATHS = ['/api/products', '/jacobs', '/jacobs/shop?page=77'];

/** How many answers had each status, as JSON. */
function count(answers: readonly { status: number }[]): string {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return JSON.stringify(counts);
}

describe('a flood of pipelined requests from one address', () => {
  it('leaves another address served: 95% of its requests 200 within 1 s, /healthz answering, memory under 1 GB and back after', async () => {
    const { baseUrl, child } = await server();
    const pid = child.pid!;
    // The visitor's pages and the flood's once, as any visited page is cached: what comes back is
    // measured against a server holding them, not against one that never served them.
    for (const path of ['/jacobs', '/api/settings', ...FLOOD_PATHS]) expect((await fetch(baseUrl + path, { headers: { Connection: 'close' } })).status).toBe(200);
    await new Promise((settle) => setTimeout(settle, 500));
    const memoryBefore = residentMb(pid);

    const visitor = startVisitor({ baseUrl, address: '127.0.0.3', paths: ['/jacobs', '/api/settings', '/healthz'], intervalMs: 50, timeoutMs: 5_000 });
    await visitor.ready;
    const memory = sampleMemory(pid);
    const flood = await pipelineFlood({ port: Number(new URL(baseUrl).port), address: '127.0.0.2', sockets: 40, pipelined: 9_000, paths: FLOOD_PATHS, durationMs: 8_000 });
    const answers = await visitor.stop();
    const peak = memory.stop();
    expect(child.exitCode, `the server exited:\n${running!.output().slice(-2000)}`).toBeNull();
    const memoryAfter = await settledMemory(pid, memoryBefore);

    const figures = `visitor: ${answers.length} requests, statuses ${count(answers)}, slowest ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms; memory ${Math.round(memoryBefore)} -> peak ${Math.round(peak)} -> ${Math.round(memoryAfter)} MB; the flood read ${Math.round(flood.bytes / 1024)} KB over ${flood.connections} connections`;
    expect(answers.length, figures).toBeGreaterThan(40);
    expect(answers.filter((answer) => answer.status === 200 && answer.ms < 1_000).length / answers.length, figures).toBeGreaterThanOrEqual(0.95);
    const health = answers.filter((answer) => answer.path === '/healthz');
    expect(health.length, figures).toBeGreaterThan(10);
    expect(health.filter((answer) => answer.status !== 200), figures).toEqual([]);
    expect(peak, figures).toBeLessThan(1024);
    // Within 20% of where it started, and never less than 48 MB of room: after any burst of work a
    // Node process keeps its young generation grown to its most (V8's semi-spaces, 16 MB each) and
    // its old one a little larger, whatever the burst was; the flood this guards against took 3 GB.
    expect(memoryAfter, figures).toBeLessThanOrEqual(Math.max(memoryBefore * 1.2, memoryBefore + 48));
  }, 90_000);
});

describe('a client that is no flood', () => {
  it('gets every request it pipelines answered, in order, a few at a time (as deep as a connection may pipeline)', async () => {
    const { baseUrl } = await server();
    const paths = Array.from({ length: 30 }, (_, n) => (n % 2 ? `/api/settings?n=${n}` : '/healthz'));
    const text = await new Promise<string>((resolve, reject) => {
      let read = '';
      const socket = connect({ port: Number(new URL(baseUrl).port), host: '127.0.0.1', localAddress: '127.0.0.5' }, () =>
        socket.write(paths.map((path, n) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${n === paths.length - 1 ? 'Connection: close\r\n' : ''}\r\n`).join('')),
      );
      socket.on('data', (chunk) => (read += chunk.toString('latin1')));
      socket.on('end', () => resolve(read));
      socket.on('error', reject);
    });
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    expect(statuses).toEqual(paths.map(() => 200));
    // In order: the health checks' bodies and the settings' alternate.
    const bodies = [...text.matchAll(/"(uptimeSeconds|companyName)"/g)].map((match) => match[1]);
    expect(bodies).toEqual(paths.map((path) => (path === '/healthz' ? 'uptimeSeconds' : 'companyName')));
  });

  it('gets a pipelined write answered whose body comes after the requests before it were held', async () => {
    const { baseUrl } = await server();
    const body = JSON.stringify({ email: 'pipelined@example.com' });
    const head = `${Array.from({ length: 12 }, () => 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n').join('')}POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`;
    const text = await new Promise<string>((resolve, reject) => {
      let read = '';
      const socket = connect({ port: Number(new URL(baseUrl).port), host: '127.0.0.1', localAddress: '127.0.0.8' }, () => {
        socket.write(head);
        setTimeout(() => socket.write(body.slice(10)), 300);
      });
      socket.on('data', (chunk) => (read += chunk.toString('latin1')));
      socket.on('end', () => resolve(read));
      socket.on('error', reject);
    });
    expect([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))).toEqual(Array(13).fill(200));
    expect(text.endsWith('{"ok":true}')).toBe(true);
  });

  it(`past its budget (${REQUEST_BURST_SECONDS} seconds' worth at once) is told to come back with 429 and Retry-After, and is served again then; others never notice`, async () => {
    const { baseUrl } = await server();
    const budget = SERVER_LIMITS.requestsPerClientPerSecond * REQUEST_BURST_SECONDS;
    // Its requests counted as they arrive, pipelined on 24 connections at a time (each as deep as a
    // connection may), wave after wave until one is refused: as fast as any client could ask, and
    // faster than its budget comes back however slow this shared machine is.
    const connections = 24;
    const perConnection = Math.ceil((budget + 200) / connections);
    expect(perConnection).toBeLessThanOrEqual(PIPELINED_AT_MOST);
    const wave = () =>
      Promise.all(
        Array.from(
          { length: connections },
          () =>
            new Promise<string>((resolve) => {
              let read = '';
              const socket = connect({ port: Number(new URL(baseUrl).port), host: '127.0.0.1', localAddress: '127.0.0.6' }, () =>
                socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(perConnection)),
              );
              socket.on('data', (chunk) => (read += chunk.toString('latin1')));
              // The server closes them all once the budget is spent; what was answered before counts.
              socket.on('close', () => resolve(read));
              socket.on('error', () => undefined);
            }),
        ),
      );
    const texts: string[] = [];
    for (let waves = 0; waves < 10 && !texts.some((text) => text.includes('HTTP/1.1 429')); waves += 1) texts.push(...(await wave()));
    const statuses = texts.map((text) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])));
    const answered = statuses.flat().filter((status) => status === 200).length;
    const refusals = texts.filter((text) => text.includes('HTTP/1.1 429'));
    expect(answered, JSON.stringify(statuses.map((of) => of.length))).toBeGreaterThanOrEqual(budget);
    expect(refusals.length).toBeGreaterThan(0);
    // A refusal is its connection's last answer, and says when to come back.
    for (const text of refusals) expect(Number(/Retry-After: (\d+)/i.exec(text.slice(text.lastIndexOf('HTTP/1.1 429')))?.[1])).toBeGreaterThan(0);
    for (const of of statuses) expect(of.slice(0, -1).every((status) => status === 200)).toBe(true);
    const other = new AddressClient(baseUrl, '127.0.0.7');
    expect((await other.get('/healthz')).status).toBe(200);
    other.close();

    // Half its budget back (2.5 s), it is served again.
    await new Promise((wait) => setTimeout(wait, (REQUEST_BURST_SECONDS / 2) * 1000 + 500));
    const again = new AddressClient(baseUrl, '127.0.0.6');
    expect((await again.get('/healthz')).status).toBe(200);
    again.close();
  }, 30_000);
});
