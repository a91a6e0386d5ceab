// The HTTP server around the app, with limits on slow and idle clients. Node's defaults let a
// client that sends its body one byte at a time hold a socket for 300 s, with no cap on sockets;
// and a cap on all sockets alone let one address hold every one of them. What one client's
// requests may take, however it sends them (pipelined), is fair-share.ts's.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKeyOf } from './client-key.ts';
import { createFairShare } from './fair-share.ts';

export interface ServerLimits {
  /** All request headers must arrive within this (slow-header "slowloris" clients). */
  headersTimeoutMs: number;
  /**
   * The whole request, body included, must arrive within this: a 10 MB image upload needs about
   * 3 Mbit/s. Behind nginx (which buffers bodies) it only bounds the hop from nginx.
   */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Sockets beyond this are closed as they arrive, so slow clients cannot exhaust file descriptors. */
  maxConnections: number;
  /**
   * Sockets of one client (an IPv4 address or an IPv6 /64, client-key.ts) beyond this are closed as
   * they arrive, so no one client can take the others' (decision 176). A browser opens 6 to a site;
   * this leaves room for an office of them behind one address. A proxy TRUST_PROXY trusts carries
   * many clients and is not capped: it must cap them itself (README, Security).
   */
  maxConnectionsPerClient: number;
  /** How often Node checks the two request timeouts (its default, 30 s, would let them run over by that much). */
  checkIntervalMs: number;
  /** Requests of one connection in the app at once; the next ones wait unread (fair-share.ts). A browser has one at a time. */
  maxInFlightPerConnection: number;
  /** Requests one client may make a second, in bursts of five seconds' worth (fair-share.ts); REQUESTS_PER_CLIENT. */
  requestsPerClientPerSecond: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerClient: 50,
  checkIntervalMs: 1_000,
  maxInFlightPerConnection: 8,
  requestsPerClientPerSecond: 200,
};

/** Express's compiled TRUST_PROXY: whether the peer at `address` is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The app's request listener (createApp's), with the proxies it trusts: they carry many clients, so they are not capped. */
export type AppListener = RequestListener & { trustsProxy: TrustProxy };

export function createHttpServer(app: AppListener, limits: ServerLimits = SERVER_LIMITS): Server {
  const { trustsProxy } = app;
  /** Whom a connection counts against: undefined for a proxy TRUST_PROXY trusts. */
  const clientOf = (socket: Socket): string | undefined => {
    const address = socket.remoteAddress ?? '';
    return trustsProxy(address, 0) ? undefined : (clientKeyOf(address) ?? address);
  };
  // Sockets beyond a client's cap (or past its request budget) are closed as they arrive.
  const share = createFairShare(app, limits, clientOf);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    share.listener,
  );
  server.maxConnections = limits.maxConnections;
  server.on('connection', (socket: Socket) => {
    if (!share.admit(socket)) socket.destroy();
  });
  return server;
}
