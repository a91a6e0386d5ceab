// The visit counts are written one transaction a second (README, Visits): the real server process,
// SIGKILLed, has lost at most the last second of counts and never a lead; stopped with SIGTERM it
// writes what waits before it exits.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, tempDataDir, type ServerProcess } from './hardening/support/server-process.ts';

const AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const AREA = '/jacobs/service-areas/lincoln-park';

const running: ServerProcess[] = [];
const dirs: ReturnType<typeof tempDataDir>[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  for (const dir of dirs) dir.remove();
});

async function started() {
  const data = tempDataDir('jacobs-visits-crash-');
  dirs.push(data);
  const server = await startServerProcess(data.dir);
  running.push(server);
  return { server, dir: data.dir };
}

/** A page shown by a browser: its image asked for (the shell is not built here, so the page itself answers 503). */
async function shown(server: ServerProcess, page: string, agent = AGENT): Promise<void> {
  const answer = await fetch(`${server.baseUrl}/jacobs/shown.gif?p=${encodeURIComponent(page)}`, { headers: { 'User-Agent': agent, Referer: `${server.baseUrl}${page}` } });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();
}

const send = (server: ServerProcess, name: string, agent = AGENT) =>
  fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'User-Agent': agent, 'Content-Type': 'application/json' }, body: JSON.stringify({ name, email: 'crash@example.com', message: 'Hello' }) });

function read(dir: string) {
  const db = new Database(join(dir, 'jacobs.sqlite'), { fileMustExist: true, readonly: true });
  try {
    return {
      counts: db.prepare('SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(visits), 0) AS visits, COALESCE(SUM(contact), 0) AS contact FROM visit_counts').get(),
      messages: db.prepare('SELECT name FROM contact_messages ORDER BY id').pluck().all(),
    };
  } finally {
    db.close();
  }
}

describe('the visit counts and a crash', () => {
  it('SIGKILL loses at most the last second of counts, and never a lead', async () => {
    const { server, dir } = await started();
    for (const page of [AREA, '/jacobs/services', '/jacobs/contact']) await shown(server, page);
    expect((await send(server, 'Counted Lead')).status).toBe(200);
    // More than a second later: everything above has been written.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // In the last moment: a view and a lead, then the kill.
    await shown(server, '/jacobs/about');
    expect((await send(server, 'Last Lead')).status).toBe(200);
    await server.kill();
    const { counts, messages } = read(dir);
    expect(messages).toEqual(['Counted Lead', 'Last Lead']);
    expect(counts).toMatchObject({ visits: 1, contact: expect.any(Number) });
    const { views, contact } = counts as { views: number; contact: number };
    expect(views === 3 || views === 4, `views ${views}`).toBe(true);
    expect(contact === 1 || contact === 2, `conversions ${contact}`).toBe(true);
  }, 60_000);

  it('SIGTERM writes every count before the server exits', async () => {
    const { server, dir } = await started();
    for (const page of [AREA, '/jacobs/services']) await shown(server, page);
    expect((await send(server, 'Stopped Lead')).status).toBe(200);
    await server.stop();
    expect(read(dir)).toEqual({ counts: { views: 2, visits: 1, contact: 1 }, messages: ['Stopped Lead'] });
  }, 60_000);
});
