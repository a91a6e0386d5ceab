// A request sent exactly as written: fetch normalises paths (`..`, `%2e%2e`) and refuses methods
// such as TRACE, which is precisely what the traversal and method tests must send.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  if (body !== undefined) headers = { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes, text: bytes.toString('latin1') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
