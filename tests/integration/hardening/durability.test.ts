// Durability: the real server process takes over a thousand concurrent writes, is SIGKILLed while
// writes are in flight, and restarts on the same DATA_DIR. Every write it answered 2xx must be
// there, the file must pass integrity_check, and retrying the unanswered writes with their
// Idempotency-Keys must apply each exactly once. Two shorter crash rounds follow, because the
// moment of a kill is random and one round may miss a narrow window.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client.ts';
import { runPool, startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const IN_FLIGHT = 48;
/** Answered writes before the kill, per round. */
const ROUNDS = [1000, 300, 300];

interface Write {
  index: number;
  kind: 'contact' | 'product';
  marker: string;
  /** 'answered': a 2xx came back; 'lost': sent, but the kill cut the connection first. */
  outcome?: 'answered' | 'lost';
  productId?: number;
}

const data = tempDataDir('jacobs-durability-');
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  data.remove();
});

function plan(round: number, count: number): Write[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    kind: index % 2 === 0 ? 'contact' : 'product',
    marker: `durability-${round}-${index}`,
  }));
}

function send(client: HttpClient, write: Write) {
  const headers = { 'Idempotency-Key': write.marker };
  if (write.kind === 'contact') {
    return client.post('/api/contact', { name: 'Durability Check', email: `d${write.index}@example.com`, message: write.marker }, { headers });
  }
  return client.post('/api/admin/products', { name: `Rug ${write.marker}`, price: write.index, collection: 'heritage' }, { headers });
}

/** Fires writes until `killAfter` are answered, then SIGKILLs the server with writes in flight. */
async function writeUntilKilled(server: ServerProcess, admin: HttpClient, writes: Write[], killAfter: number) {
  let answered = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killing: Promise<void> | undefined;
  await runPool(
    writes,
    IN_FLIGHT,
    async (write) => {
      inFlight += 1;
      let response: Awaited<ReturnType<typeof send>> | undefined;
      try {
        response = await send(admin, write);
      } catch (error) {
        if (!killing) throw error;
        write.outcome = 'lost';
      } finally {
        inFlight -= 1;
      }
      if (response) {
        expect(response.status, `${write.marker}: ${response.text}`).toBeLessThan(300);
        write.outcome = 'answered';
        if (write.kind === 'product') write.productId = response.body.id;
        answered += 1;
      }
      if (answered >= killAfter && !killing) {
        inFlightAtKill = inFlight;
        killing = server.kill();
      }
    },
    () => killing !== undefined,
  );
  await killing;
  return { answered, inFlightAtKill };
}

/** Reads the file directly: every answered write is stored, and the file is intact. */
function checkStored(db: Database.Database, writes: Write[]): void {
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  const messages = new Set(db.prepare("SELECT message FROM contact_messages WHERE name = 'Durability Check'").pluck().all() as string[]);
  const products = new Map((db.prepare('SELECT id, name FROM products').all() as { id: number; name: string }[]).map((row) => [row.id, row.name]));
  const missing = writes.filter(
    (write) => write.outcome === 'answered' && (write.kind === 'contact' ? !messages.has(write.marker) : products.get(write.productId!) !== `Rug ${write.marker}`),
  );
  expect(missing.map((write) => write.marker)).toEqual([]);
}

/** Retries every sent write with its key: answered ones get their first answer back, nothing doubles. */
async function retryAll(client: HttpClient, db: Database.Database, writes: Write[]): Promise<void> {
  const sent = writes.filter((write) => write.outcome !== undefined);
  await runPool(sent, IN_FLIGHT, async (write) => {
    const response = await send(client, write);
    expect(response.status, `${write.marker}: ${response.text}`).toBe(write.kind === 'product' ? 201 : 200);
    if (write.outcome === 'answered' && write.kind === 'product') expect(response.body.id, write.marker).toBe(write.productId);
  });
  const copies = db
    .prepare(
      `SELECT marker, COUNT(*) AS copies FROM (
         SELECT message AS marker FROM contact_messages WHERE name = 'Durability Check'
         UNION ALL SELECT substr(name, 5) FROM products WHERE name LIKE 'Rug durability-%')
       GROUP BY marker`,
    )
    .all() as { marker: string; copies: number }[];
  const mine = new Set(sent.map((write) => write.marker));
  expect(copies.filter((row) => row.copies !== 1)).toEqual([]);
  expect(copies.filter((row) => mine.has(row.marker)).length).toBe(sent.length);
}

describe('durability under a crash', () => {
  it('keeps every answered write through SIGKILL, with an intact file and exactly-once retries', async () => {
    let server = await startServerProcess(data.dir);
    running.push(server);
    let admin = await server.admin();
    const summary: string[] = [];

    for (const [round, killAfter] of ROUNDS.entries()) {
      const writes = plan(round, killAfter + 600);
      const { answered, inFlightAtKill } = await writeUntilKilled(server, admin, writes, killAfter);
      expect(answered).toBeGreaterThanOrEqual(killAfter);
      expect(inFlightAtKill).toBeGreaterThan(0);

      server = await startServerProcess(data.dir);
      running.push(server);
      // The session row is on disk and the secret unchanged, so the same cookie works after the crash.
      const sameSession = server.client();
      for (const [name, value] of admin.cookies) sameSession.cookies.set(name, value);

      const db = new Database(join(data.dir, 'jacobs.sqlite'), { fileMustExist: true });
      try {
        checkStored(db, writes);
        await retryAll(sameSession, db, writes);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
      admin = sameSession;
      const lost = writes.filter((write) => write.outcome === 'lost').length;
      summary.push(`round ${round + 1}: ${answered} answered, ${inFlightAtKill} in flight at SIGKILL, ${lost} cut off`);
    }
    console.info(`durability: ${summary.join('; ')}; every answered write present, retries applied once`);
  }, 90_000);
});
