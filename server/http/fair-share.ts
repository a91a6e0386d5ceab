// One client's share of the server, before any routing (a client: an IPv4 address or an IPv6 /64,
// client-key.ts). Node parses every request a connection pipelines and hands each to the app at
// once: 40 connections of one address writing 9,000 pipelined requests each kept every other
// visitor waiting for 20 s and took 3 GB, the connection cap, the render queue and the slow-client
// limits never seeing them. So, besides the cap on a client's connections (maxConnectionsPerClient):
// - a connection has at most `maxInFlightPerConnection` requests in the app at once; the next ones
//   wait, and the connection is not read meanwhile (backpressure), so what a client pipelines
//   waits in its own socket rather than in the server's memory. What Node parsed of one read waits
//   too, up to PIPELINED_AT_MOST in all: a connection that pipelines more (no browser pipelines at
//   all) is refused as one past its budget is, below;
// - a client makes at most `requestsPerClientPerSecond` requests a second, in bursts of
//   REQUEST_BURST_SECONDS' worth (a token bucket). Past it (or pipelining too deep), the request is
//   answered 429 with Retry-After and its connection closed once that is out; what it asked within its
//   budget is answered first, on every one of its connections, but nothing more of them is read
//   (Node parses all of a read, up to 64 KB or some 1,400 pipelined requests, before any is seen
//   here) and they are closed once answered; its new connections are closed as they arrive until
//   half its budget has come back, and for a minute after it may hold one connection at a time.
//   A browser loading a page makes a few dozen requests; the budget is far above what a person,
//   or an office of them behind one address, asks for.
// A proxy TRUST_PROXY trusts carries many clients and is not limited: it must limit per client
// itself (README, Security).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_MESSAGES } from '../../shared/contract/errors.ts';

export interface FairShareLimits {
  maxConnectionsPerClient: number;
  maxInFlightPerConnection: number;
  requestsPerClientPerSecond: number;
}

/** A client may spend this many seconds' worth of requests at once. */
export const REQUEST_BURST_SECONDS = 5;
/** Requests of one connection parsed and not yet answered (in the app, or waiting), at most. */
export const PIPELINED_AT_MOST = 64;
/** How long after a refusal a client may hold only one connection at a time. */
const PROBATION_MS = 60_000;

interface Client {
  /** Its open connections. */
  sockets: Set<Socket>;
  /** What is left of its budget, as of `at` (performance.now()). */
  tokens: number;
  at: number;
  /** Refused lately: no new connection until the budget is half full again. */
  coolingDown: boolean;
  refusedAt: number;
}

interface Connection {
  /** Whose budget its requests spend; undefined for a trusted proxy's. */
  client: Client | undefined;
  inFlight: number;
  /** Requests parsed, waiting for one in flight to finish. */
  waiting: [IncomingMessage, ServerResponse][];
  /** Its client is past its budget: nothing more of it is read or taken in, and it is closed once what it has is answered. */
  refused: boolean;
  /** Its own last request was answered 429, which closes it; else it is ended once the rest is answered. */
  closesItself: boolean;
}

export interface FairShare {
  /** The request listener around `app`. */
  listener: RequestListener;
  /** Takes a new connection into account, or says it must be closed (the client's cap, or its budget spent). */
  admit(socket: Socket): boolean;
}

export function createFairShare(app: RequestListener, limits: FairShareLimits, clientKeyOf: (socket: Socket) => string | undefined): FairShare {
  const clients = new Map<string, Client>();
  const connections = new WeakMap<Socket, Connection>();
  const burst = limits.requestsPerClientPerSecond * REQUEST_BURST_SECONDS;

  /** The client with its budget as of now. */
  function refilled(client: Client): Client {
    const now = performance.now();
    client.tokens = Math.min(burst, client.tokens + ((now - client.at) * limits.requestsPerClientPerSecond) / 1000);
    client.at = now;
    if (client.coolingDown && client.tokens >= burst / 2) client.coolingDown = false;
    return client;
  }

  /** Clients with no connection, a full budget and no refusal in the last minute are forgotten, looked over once a minute. */
  let sweptAt = performance.now();
  function sweep(): void {
    const now = performance.now();
    if (now - sweptAt < PROBATION_MS) return;
    sweptAt = now;
    for (const [key, client] of clients) if (client.sockets.size === 0 && refilled(client).tokens >= burst && now - client.refusedAt > PROBATION_MS) clients.delete(key);
  }

  /** A refused connection is ended once all it took in is answered (unless its own 429 closes it). */
  function endIfDone(connection: Connection, socket: Socket): void {
    if (connection.refused && !connection.closesItself && connection.inFlight === 0 && connection.waiting.length === 0) socket.end(() => socket.destroy());
  }

  function run(connection: Connection, req: IncomingMessage, res: ServerResponse): void {
    connection.inFlight += 1;
    res.once('close', () => {
      connection.inFlight -= 1;
      const socket = req.socket;
      if (socket.destroyed) return void (connection.waiting.length = 0);
      const next = connection.waiting.shift();
      // Read on once none waits: the last one taken in may still be receiving its body.
      if (connection.waiting.length === 0 && !connection.refused) socket.resume();
      if (next) run(connection, ...next);
      else endIfDone(connection, socket);
    });
    app(req, res);
  }

  /** Refuses the client (past its budget, or pipelining too deep): its budget is spent, and it may connect again once half is back. */
  function refuse(connection: Connection, client: Client, res: ServerResponse): void {
    client.tokens = 0;
    client.coolingDown = true;
    client.refusedAt = performance.now();
    connection.closesItself = true;
    for (const socket of client.sockets) {
      const other = connections.get(socket)!;
      other.refused = true;
      socket.pause();
      endIfDone(other, socket);
    }
    const seconds = Math.ceil(burst / 2 / limits.requestsPerClientPerSecond);
    res.writeHead(429, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Retry-After': String(seconds),
      Connection: 'close',
    });
    res.end(JSON.stringify({ error: ERROR_MESSAGES.tooManyRequests(seconds) }));
  }

  return {
    admit(socket) {
      const key = clientKeyOf(socket);
      const connection: Connection = { client: undefined, inFlight: 0, waiting: [], refused: false, closesItself: false };
      connections.set(socket, connection);
      // Node resumes reading once its answers are written out; while requests wait here, reading waits too.
      socket.on('resume', () => {
        if (connection.waiting.length > 0 || connection.refused) socket.pause();
      });
      if (key === undefined) return true;
      sweep();
      let client = clients.get(key);
      if (!client) {
        client = { sockets: new Set(), tokens: burst, at: performance.now(), coolingDown: false, refusedAt: -Infinity };
        clients.set(key, client);
      }
      refilled(client);
      const open = client.sockets.size;
      const onProbation = performance.now() - client.refusedAt < PROBATION_MS;
      if (open >= limits.maxConnectionsPerClient || client.coolingDown || client.tokens < 1 || (onProbation && open > 0)) return false;
      const { sockets } = client;
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      connection.client = client;
      return true;
    },
    listener(req, res) {
      const connection = connections.get(req.socket);
      // A socket handed to the server some other way than its 'connection' event: nothing to count it by.
      if (!connection) return app(req, res);
      // Parsed with the rest of a read after the refusal: dropped with the connection.
      if (connection.refused) return;
      const { client } = connection;
      if (client) {
        if (refilled(client).tokens < 1 || connection.inFlight + connection.waiting.length >= PIPELINED_AT_MOST) return refuse(connection, client, res);
        client.tokens -= 1;
      }
      if (connection.inFlight < limits.maxInFlightPerConnection) return run(connection, req, res);
      connection.waiting.push([req, res]);
      req.socket.pause();
    },
  };
}
