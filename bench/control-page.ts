// The yardstick every Lighthouse figure of the bench is read against: a bare static HTML page (a
// heading and five paragraphs, the browser's own styles, no script) served by node:http in the
// bench's process, nothing of this product in it. Measured in the same run as the site's pages, it
// shows what any page costs on this machine at that moment: its total blocking time is the first
// task of every navigation (committing it, creating the page's script context) under Lighthouse's
// 4x slowdown, and moves with the machine's load.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CONTROL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Control</title><meta name="description" content="A bare static page"></head><body><main><h1>Control</h1>${'<p>A paragraph of plain text, the same on every run of the benchmark, with nothing but the browser\'s own styles.</p>'.repeat(5)}</main></body></html>`;

/** Serves CONTROL_PAGE on a free loopback port while `use` runs. */
export async function withControlPage<T>(use: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}
