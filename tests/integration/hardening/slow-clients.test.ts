// A client that sends its headers or its body a byte at a time must lose its
// socket within seconds (Node's defaults held it for 60 s and 300 s), and sockets are capped.
// The first test drips against the real server process (`node server/index.ts`) with its
// production limits.
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../../../server/http/http-server.ts';
import { startTestServer } from '../support/test-server.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-slow-');
let running: ServerProcess | undefined;
afterAll(async () => {
  await running?.kill();
  data.remove();
});

interface Dripped {
  /** Seconds from the first byte until the server closed the socket. */
  closedAfter: number;
  /** What the server answered before closing, if anything. */
  answer: string;
}

/** Sends `head`, then one byte of `drip` each second, until the server closes the socket (or `giveUpAfter` seconds). */
function dripClient(port: number, head: string, drip: string, giveUpAfter: number): Promise<Dripped> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if ((performance.now() - started) / 1000 > giveUpAfter) socket.destroy();
      else if (!socket.destroyed) socket.write(drip[sent++ % drip.length]);
    }, 1000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfter: (performance.now() - started) / 1000, answer });
    });
  });
}

describe('slow clients', () => {
  it('the real server closes a slow-header and a slow-body client within its limits and keeps serving others', async () => {
    running = await startServerProcess(data.dir);
    const { port } = new URL(running.baseUrl);
    const slack = 5;
    const headerLimit = (SERVER_LIMITS.headersTimeoutMs + SERVER_LIMITS.checkIntervalMs) / 1000;
    const requestLimit = (SERVER_LIMITS.requestTimeoutMs + SERVER_LIMITS.checkIntervalMs) / 1000;
    const [slowHeaders, slowBody] = await Promise.all([
      dripClient(Number(port), 'GET /jacobs HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow-Header: 1\r\n', 60),
      dripClient(
        Number(port),
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
        '{"name":"slow"',
        60,
      ),
      (async () => {
        // Others are served meanwhile.
        await new Promise((wait) => setTimeout(wait, 3000));
        expect((await fetch(`${running!.baseUrl}/api/settings`)).status).toBe(200);
      })(),
    ]);
    expect(slowHeaders.closedAfter).toBeLessThan(headerLimit + slack);
    expect(slowHeaders.closedAfter).toBeGreaterThan(SERVER_LIMITS.headersTimeoutMs / 1000 - 1);
    expect(slowBody.closedAfter).toBeLessThan(requestLimit + slack);
    expect(slowBody.closedAfter).toBeGreaterThan(SERVER_LIMITS.requestTimeoutMs / 1000 - 1);
    for (const { answer } of [slowHeaders, slowBody]) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 90_000);

  it('closes sockets beyond the connection cap as they arrive, and accepts again once others leave', async () => {
    const server = await startTestServer({ limits: { ...SERVER_LIMITS, maxConnections: 5 } });
    const { port } = new URL(server.baseUrl);
    const open = (): Promise<Socket> =>
      new Promise((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', () => {});
      });
    const idle = await Promise.all(Array.from({ length: 5 }, open));
    await new Promise((wait) => setTimeout(wait, 200));
    const extra = await open();
    const closed = await new Promise<boolean>((resolve) => {
      extra.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 2000);
    });
    expect(closed).toBe(true);
    for (const socket of idle) socket.destroy();
    await new Promise((wait) => setTimeout(wait, 200));
    expect((await fetch(`${server.baseUrl}/api/settings`)).status).toBe(200);
  });

  it('caps each client below the total; a proxy TRUST_PROXY trusts carries many clients and is not capped', async () => {
    const limits = { ...SERVER_LIMITS, maxConnectionsPerClient: 3 };
    const openFrom = (port: number, localAddress: string): Promise<Socket> =>
      new Promise((resolve) => {
        const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
        socket.on('error', () => {});
      });
    const survivors = async (port: number, localAddress: string, count: number) => {
      const opened = await Promise.all(Array.from({ length: count }, () => openFrom(port, localAddress)));
      await new Promise((wait) => setTimeout(wait, 200));
      const alive = opened.filter((socket) => !socket.destroyed && socket.readyState === 'open').length;
      for (const socket of opened) socket.destroy();
      return alive;
    };
    const direct = await startTestServer({ limits });
    expect(await survivors(Number(new URL(direct.baseUrl).port), '127.0.0.2', 6)).toBe(3);
    expect(await survivors(Number(new URL(direct.baseUrl).port), '127.0.0.3', 3)).toBe(3);
    const behindProxy = await startTestServer({ limits, trustProxy: 'loopback' });
    expect(await survivors(Number(new URL(behindProxy.baseUrl).port), '127.0.0.2', 6)).toBe(6);
  });
});
