// The HTTP server around the app, with limits on slow and idle clients. Node's defaults let a
// client that sends its body one byte at a time hold a socket for 300 s, with no cap on sockets.
import { createServer, type RequestListener, type Server } from 'node:http';

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
  /** How often Node checks the two request timeouts (its default, 30 s, would let them run over by that much). */
  checkIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  checkIntervalMs: 1_000,
};

export function createHttpServer(app: RequestListener, limits: ServerLimits = SERVER_LIMITS): Server {
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
  return server;
}
