// A client that connects from a loopback address of its choosing (127.0.0.2, 127.0.0.3 …, all this
// machine's), so a test can be many clients, as the server counts them (by address), without a
// proxy header the server must be told to trust. Keep-alive connections, at most `sockets` at once,
// and a cookie jar of its own.
import { Agent, request } from 'node:http';

export interface AddressResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T;
}

export interface FromAddressOptions {
  /** Connections kept open to the server (keep-alive). */
  sockets?: number;
}

export class AddressClient {
  readonly cookies = new Map<string, string>();
  readonly address: string;
  private readonly agent: Agent;
  private readonly base: URL;

  constructor(baseUrl: string, address: string, { sockets = 4 }: FromAddressOptions = {}) {
    this.address = address;
    this.base = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets, localAddress: address });
  }

  /** Another client from the same address holding the same cookies. */
  clone(): AddressClient {
    const copy = new AddressClient(this.base.origin, this.address);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<AddressResponse<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent: Record<string, string> = { ...headers };
    if (payload !== undefined) Object.assign(sent, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) });
    if (this.cookies.size > 0) sent.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = request({ hostname: this.base.hostname, port: this.base.port, method, path, headers: sent, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          for (const cookie of res.headers['set-cookie'] ?? []) this.keepCookie(cookie);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed as T });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }

  close(): void {
    this.agent.destroy();
  }

  private keepCookie(header: string): void {
    const [pair] = header.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Clients from `count` loopback addresses starting at 127.0.0.`first`. */
export const clientsFrom = (baseUrl: string, first: number, count: number, options?: FromAddressOptions): AddressClient[] =>
  Array.from({ length: count }, (_, n) => new AddressClient(baseUrl, `127.0.0.${first + n}`, options));
