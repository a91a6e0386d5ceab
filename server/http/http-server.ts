// The HTTP server around the app, with limits on slow and idle clients. Node's defaults let a
// client that sends its body one byte at a time hold a socket for 300 s, with no cap on sockets;
// and a cap on all sockets alone let one address hold every one of them.
import { createServer, type RequestListener, type Server } from 'node:http';
import { clientKeyOf } from './client-key.ts';

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
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerClient: 50,
  checkIntervalMs: 1_000,
};

/** Express's compiled TRUST_PROXY: whether the peer at `address` is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The app's request listener (createApp's), with the proxies it trusts: they carry many clients, so they are not capped. */
export type AppListener = RequestListener & { trustsProxy: TrustProxy };

export function createHttpServer(app: AppListener, limits: ServerLimits = SERVER_LIMITS): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    app,
  );
  server.maxConnections = limits.maxConnections;
  const { trustsProxy } = app;
  const openPerClient = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (trustsProxy(address, 0)) return;
    const client = clientKeyOf(address) ?? address;
    const open = openPerClient.get(client) ?? 0;
    if (open >= limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    openPerClient.set(client, open + 1);
    socket.once('close', () => {
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    });
  });
  return server;
}
