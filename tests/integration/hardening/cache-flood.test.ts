// After any edit, a flood kept real pages at 503: from one address, 40
// keep-alive connections asked for uncached addresses; 3 s in the owner saved a product (which
// emptied the public cache), and /jacobs answered 503 on every probe for 25 s, /jacobs/blog for
// 17 s, /jacobs/contact for 15 s. A restart did the same. Against the real server process: the
// server renderer is a stand-in bundle that spends 15 ms of the main thread per page (as a real
// render does), the flood comes from 127.0.0.2, the visitor from 127.0.0.3 and the owner from
// 127.0.0.4. During the flood every page view of the visitor must be a 200, and the owner's edit
// must reach the pages while it lasts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AddressClient } from './support/from-address.ts';
import { PROCESS_ADMIN_PASSWORD, startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const SHELL = '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
const BUSY_RENDERER = `
export async function render({ pathname, query }) {
  const end = performance.now() + 15;
  while (performance.now() < end);
  const url = query ? pathname + '?' + query : pathname;
  return { html: '<main data-url="' + url.replace(/[&<>"]/g, '') + '">page</main>', styles: '', islands: [] };
}
`;
const REAL_PAGES = ['/jacobs', '/jacobs/blog', '/jacobs/contact'];
const FLOOD_CONNECTIONS = 40;

const data = tempDataDir('jacobs-cache-flood-');
const siteDir = join(data.dir, 'site');
mkdirSync(siteDir);
writeFileSync(join(siteDir, 'index.html'), SHELL);
mkdirSync(`${siteDir}-ssr`);
writeFileSync(`${siteDir}-ssr/entry-server.js`, BUSY_RENDERER);

let running: ServerProcess | undefined;
const clients: AddressClient[] = [];
afterAll(async () => {
  clients.forEach((client) => client.close());
  await running?.kill();
  data.remove();
});

const from = (address: string, sockets = 4) => {
  const client = new AddressClient(running!.baseUrl, address, { sockets });
  clients.push(client);
  return client;
};
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** 40 keep-alive connections from one address, each asking for made-up addresses one after another, until `until()`. */
async function flood(until: () => boolean): Promise<Map<number | string, number>> {
  const attacker = from('127.0.0.2', FLOOD_CONNECTIONS);
  const statuses = new Map<number | string, number>();
  let n = 0;
  const connection = async () => {
    while (!until()) {
      n += 1;
      const path = n % 2 ? `/jacobs/nope-${n}` : `/jacobs/shop?page=${n + 2}`;
      const status = await attacker.get(path).then((answer) => answer.status, (error: Error) => error.message);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, connection));
  return statuses;
}

/**
 * The visitor's page views, the real pages in turn, one every 150 ms until `enough(views)`: each
 * view's status and when it was asked, and each page's last title.
 */
interface View {
  status: number | string;
  at: number;
}

async function visit(enough: (views: readonly View[]) => boolean) {
  const visitor = from('127.0.0.3');
  const views: View[] = [];
  const lastTitles = new Map<string, string>();
  while (!enough(views)) {
    const path = REAL_PAGES[views.length % REAL_PAGES.length];
    const at = performance.now();
    const answer = await visitor.get(path).catch((error: Error) => ({ status: error.message, text: '' }));
    views.push({ status: answer.status, at });
    if (answer.status === 200) lastTitles.set(path, titleOf(answer.text));
    await new Promise((wait) => setTimeout(wait, 150));
  }
  return { statuses: views.map((view) => view.status), views, lastTitles };
}

describe('real pages under a flood of made-up addresses', () => {
  it('after an edit every page view is a 200, and the edit shows while the flood lasts', async () => {
    running = await startServerProcess(data.dir, { SITE_DIR: siteDir });
    for (const path of REAL_PAGES) expect((await from('127.0.0.3').get(path)).status).toBe(200);
    const owner = from('127.0.0.4');
    expect((await owner.post('/api/admin/login', { password: PROCESS_ADMIN_PASSWORD })).status).toBe(200);
    const settings = (await owner.get('/api/admin/settings')).body;

    // The flood lasts as long as the visitor visits: at least 6 s, and a round of every page after the save.
    const startedAt = performance.now();
    let savedAt = Infinity;
    let visiting = true;
    const flooding = flood(() => !visiting);
    const visits = visit((views) => performance.now() - startedAt > 6_000 && views.filter((view) => view.at > savedAt).length >= REAL_PAGES.length);
    await new Promise((wait) => setTimeout(wait, 2_000));
    // The owner's save empties the public cache, as every admin write does.
    expect((await owner.put('/api/admin/settings', { ...settings, companyName: 'Renamed During The Flood' })).status).toBe(200);
    savedAt = performance.now();
    const { statuses, lastTitles } = await visits;
    visiting = false;
    const floodStatuses = await flooding;

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const path of REAL_PAGES) expect(lastTitles.get(path), path).toContain('Renamed During The Flood');
    // The flood itself was held back: it got its 503s.
    expect(floodStatuses.get(503) ?? 0).toBeGreaterThan(0);
  }, 60_000);

  it('a restart under the flood serves the real pages from its first seconds', async () => {
    const port = new URL(running!.baseUrl).port;
    await running!.kill();
    running = await startServerProcess(data.dir, { SITE_DIR: siteDir, PORT: port });
    let visiting = true;
    const startedAt = performance.now();
    const flooding = flood(() => !visiting);
    const { statuses } = await visit((views) => performance.now() - startedAt > 4_000 && views.length >= 2 * REAL_PAGES.length);
    visiting = false;
    await flooding;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);
});
