// studio:web's HTTP side: serves the built renderer and answers POST /bridge/<method> by calling
// the same studio service the Electron main process uses. Bound to 127.0.0.1. Nothing else on the
// machine may drive it: every bridge call must carry the per-launch secret (X-Studio-Token,
// compared in constant time), name this host (no DNS rebinding), come from this origin when a
// browser states one, and carry JSON.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { dispatchBridgeCall } from '../src/main/bridge-dispatch.ts';
import type { StudioService } from '../src/main/services/studio-service.ts';
import { contentTypeOf, fileInside } from '../src/main/static-files.ts';
import { isBridgeMethod } from '../src/bridge/bridge.ts';
import { decodeBridgeArgs, STUDIO_TOKEN_HEADER } from '../src/bridge/bridge-http.ts';
import { LOCAL_MEDIA_PATH } from '../src/bridge/local-media.ts';

/** An image of up to 10 MB, base64-encoded in JSON, and room to spare. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Equal-length digests, so the comparison takes the same time whatever the guess. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export interface StudioWebServer {
  url: string;
  close(): Promise<void>;
}

export interface StudioWebServerOptions {
  service: StudioService;
  staticDir: string;
  port: number;
  /** The per-launch secret every bridge call must carry (start.ts makes a random one). */
  token: string;
  host?: string;
}

export async function startStudioWebServer({ service, staticDir, port, token, host = '127.0.0.1' }: StudioWebServerOptions): Promise<StudioWebServer> {
  if (token.length < 32) throw new Error('The studio:web token must be at least 32 characters');
  let allowedHosts: string[] = [];

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('studio:web request failed', error);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal error');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (!allowedHosts.includes(request.headers.host ?? '')) return send(response, 421, 'text/plain; charset=utf-8', 'Unknown host');
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedHosts.some((allowed) => origin === `http://${allowed}`)) return json(response, 403, { error: 'Cross-site request refused' });
    if (url.pathname.startsWith('/bridge/')) return bridge(request, response, url.pathname.slice('/bridge/'.length));
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (url.pathname.startsWith(LOCAL_MEDIA_PATH)) return localImage(response, url.pathname.slice(LOCAL_MEDIA_PATH.length));
    return file(response, url.pathname);
  }

  async function bridge(request: IncomingMessage, response: ServerResponse, method: string) {
    const given = request.headers[STUDIO_TOKEN_HEADER.toLowerCase()];
    if (typeof given !== 'string' || given === '') return json(response, 401, { error: 'This studio tab has no access key: open the address npm run studio:web printed' });
    if (!sameSecret(given, token)) return json(response, 403, { error: 'Wrong access key: open the address npm run studio:web printed' });
    if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json')) return json(response, 415, { error: 'POST JSON only' });
    if (!isBridgeMethod(method)) return json(response, 404, { error: 'Unknown bridge method' });
    let args: unknown;
    try {
      args = decodeBridgeArgs((JSON.parse(await readBody(request)) as { args?: unknown }).args ?? []);
    } catch {
      return json(response, 400, { error: 'Invalid JSON' });
    }
    json(response, 200, await dispatchBridgeCall(service, method, args));
  }

  /**
   * Previews of images picked offline. An <img> cannot send the token, so these answer without
   * it: the address holds a random UUID (unguessable), the Host check above still applies, and
   * nothing can be changed through it.
   */
  function localImage(response: ServerResponse, file: string) {
    const found = service.localMediaFile(file);
    if (!found) return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    if ('redirect' in found) {
      response.writeHead(302, { Location: found.redirect, 'Cache-Control': 'no-store' });
      return response.end();
    }
    send(response, 200, found.mimeType, found.bytes, { 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'" });
  }

  async function file(response: ServerResponse, pathname: string) {
    const target = (await fileInside(staticDir, pathname)) ?? join(staticDir, 'index.html');
    const content = await readFile(target).catch(() => null);
    if (!content) return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    const cache = target.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    send(response, 200, contentTypeOf(target), content, { 'Cache-Control': cache });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  allowedHosts = [`127.0.0.1:${actualPort}`, `localhost:${actualPort}`];
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...headers });
  response.end(body);
}

function json(response: ServerResponse, status: number, body: unknown) {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), { 'Cache-Control': 'no-store' });
}
