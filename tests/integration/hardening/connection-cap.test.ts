// One address could hold every connection: 1,000 slow sockets from one address
// and 16 of 24 probes from another were reset, again every ~10 s. Against the real server process
// with its production limits: the same 1,000 sockets from 127.0.0.2 (each sending half a request
// line and waiting), while a visitor from 127.0.0.3 loads pages and the API. The server keeps a cap
// per client well below the total, so the visitor is always served.
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../../../server/http/http-server.ts';
import { AddressClient } from './support/from-address.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-connections-');
let running: ServerProcess | undefined;
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await running?.kill();
  data.remove();
});

/** Opens a socket from `address` that sends the start of a request and then nothing; resolves once connected (or refused). */
function slowSocket(port: number, address: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: address }, () => {
      socket.write('GET /jacobs HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      resolve();
    });
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    sockets.push(socket);
  });
}

describe('connections per client', () => {
  it('1,000 slow sockets from one address leave room for everyone else', async () => {
    // The production cap (the helper lifts it for tests that are not about it).
    running = await startServerProcess(data.dir, { CONNECTIONS_PER_CLIENT: String(SERVER_LIMITS.maxConnectionsPerClient) });
    const port = Number(new URL(running.baseUrl).port);
    for (let batch = 0; batch < 10; batch += 1) await Promise.all(Array.from({ length: 100 }, () => slowSocket(port, '127.0.0.2')));
    await new Promise((wait) => setTimeout(wait, 200));
    const held = sockets.filter((socket) => !socket.destroyed).length;

    // Another visitor, meanwhile: 24 probes, each on a new connection, none reset.
    const statuses: (number | string)[] = [];
    for (let probe = 0; probe < 24; probe += 1) {
      const visitor = new AddressClient(running.baseUrl, '127.0.0.3');
      statuses.push(await visitor.get(probe % 2 ? '/api/settings' : '/healthz').then((answer) => answer.status, (error: Error) => error.message));
      visitor.close();
    }
    expect(statuses).toEqual(Array(24).fill(200));
    expect(held).toBeLessThanOrEqual(SERVER_LIMITS.maxConnectionsPerClient);
  }, 60_000);
});
