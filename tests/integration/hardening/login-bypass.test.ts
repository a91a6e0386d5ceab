// Login throttle bypasses: every IPv6 address of one /64 got a fresh budget, a
// spoofed X-Forwarded-For counted as a new client, non-IP strings too, there was no budget across
// clients, and a flood of scrypt checks starved the thread pool. Against the real app; "behind
// nginx" sends the headers a proxy would, from loopback, with TRUST_PROXY=loopback.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../support/clock.ts';
import { ADMIN_PASSWORD, fakeSiteDir, startTestServer, type TestServer } from '../support/test-server.ts';
import { REPO_ROOT, startServerProcess, tempDataDir } from './support/server-process.ts';

const LOGIN = '/api/admin/login';
const as = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
const siteDir = () => fakeSiteDir({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>', 'assets/app.js': 'export {}' });

async function guesses(server: TestServer, clients: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const ip of clients) statuses.push((await server.client().post(LOGIN, { password: 'wrong-guess' }, as(ip))).status);
  return statuses;
}

describe('per-client backoff cannot be sidestepped', () => {
  it('groups IPv6 addresses by /64: the 6th guess from anywhere in the /64 is blocked', async () => {
    const server = await startTestServer({ trustProxy: 'loopback' });
    const statuses = await guesses(server, Array.from({ length: 12 }, (_, n) => `2001:db8:1:2::${(n + 1).toString(16)}`));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Other spellings of addresses in the same /64, and another /64 is another client.
    expect((await server.client().post(LOGIN, { password: 'x' }, as('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'))).status).toBe(429);
    expect((await server.client().post(LOGIN, { password: ADMIN_PASSWORD }, as('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('trusts no proxy by default: a spoofed X-Forwarded-For is one client, the socket', async () => {
    const server = await startTestServer();
    const statuses = await guesses(server, Array.from({ length: 8 }, (_, n) => `198.51.100.${n + 1}`));
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('a forwarded value that is not an IP address is not a new client', async () => {
    const server = await startTestServer({ trustProxy: 'loopback' });
    const statuses = await guesses(server, Array.from({ length: 8 }, (_, n) => `not-an-ip-${n}`));
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('says "1 second" and "N seconds"', async () => {
    const clock = movableClock();
    const server = await startTestServer({ now: clock.now });
    await guesses(server, Array(5).fill('ignored'));
    const blocked = await server.client().post(LOGIN, { password: 'wrong' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many failed login attempts. Try again in 1 second.' });
    clock.advance(1000);
    expect((await server.client().post(LOGIN, { password: 'wrong' })).status).toBe(401);
    expect((await server.client().post(LOGIN, { password: 'wrong' })).body).toEqual({ error: 'Too many failed login attempts. Try again in 2 seconds.' });
  });
});

describe('the global failure budget (at most 100 evaluated failures an hour, however many addresses)', () => {
  it('evaluates at most 100 wrong passwords an hour from 150 addresses, then refuses everyone until npm run admin -- reset-password', async () => {
    const server = await startTestServer({ trustProxy: 'loopback' });
    const clients = Array.from({ length: 150 }, (_, n) => `203.0.${Math.floor(n / 3)}.${(n % 3) + 1}`);
    const answers = await Promise.all(clients.map((ip) => server.client().post(LOGIN, { password: `guess-${ip}` }, as(ip))));
    const evaluated = answers.filter((answer) => answer.status === 401).length;
    expect(evaluated).toBeLessThanOrEqual(100);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(150 - evaluated);
    for (const answer of answers.filter((response) => response.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);

    // Keep guessing, ten at a time (what the hash queue takes), until the budget is spent: after
    // that even the right password waits.
    let total = evaluated;
    for (let batch = 0; batch < 20 && total < 100; batch += 1) {
      const more = await Promise.all(Array.from({ length: 10 }, (_, n) => server.client().post(LOGIN, { password: 'more' }, as(`192.0.${batch}.${n + 10}`))));
      total += more.filter((answer) => answer.status === 401).length;
    }
    expect(total).toBe(100);
    const owner = await server.client().post(LOGIN, { password: ADMIN_PASSWORD }, as('198.51.100.99'));
    expect(owner.status).toBe(429);

    // The owner's way back, run on the server while it runs: a new password, which the server takes at once.
    const reset = spawnSync(process.execPath, ['scripts/admin.ts', 'reset-password'], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' });
    expect(reset.status, reset.stderr).toBe(0);
    const newPassword = /New admin password: (\S+)/.exec(reset.stdout)?.[1];
    expect(newPassword, reset.stdout).toBeDefined();
    expect((await server.client().post(LOGIN, { password: ADMIN_PASSWORD }, as('198.51.100.99'))).status).toBe(401);
    expect((await server.client().post(LOGIN, { password: newPassword }, as('198.51.100.98'))).status).toBe(200);
  }, 120_000);
});

describe('scrypt checks are bounded', () => {
  it('a static file asked for during a flood of guesses from 200 addresses is not queued behind their hashes', async () => {
    // At the production's cost, the guesses queue for the hash as they would in production.
    const server = await startTestServer({ trustProxy: 'loopback', siteDir: siteDir(), passwordCost: 'production' });
    let evaluatedBeforeFile = 0;
    let fileAnswered = false;
    let answered!: () => void;
    // The first answer: the server is taking the guesses (checking them, or turning the excess away).
    const underway = new Promise<void>((resolve) => (answered = resolve));
    const flood = Array.from({ length: 200 }, (_, n) =>
      server
        .client()
        .post(LOGIN, { password: `flood-${n}` }, as(`10.${Math.floor(n / 250)}.${n % 250}.1`))
        .then((answer) => {
          answered();
          if (answer.status === 401 && !fileAnswered) evaluatedBeforeFile += 1;
          return answer;
        }),
    );
    await underway;
    const file = await server.client().get('/assets/app.js');
    fileAnswered = true;
    expect(file.status).toBe(200);
    const answers = await Promise.all(flood);
    // At most a few checks run at once, and a bounded queue waits: the file's reads got in early.
    expect(evaluatedBeforeFile).toBeLessThanOrEqual(20);
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('shorter than the admin screen’s minimum refuses to start, naming the variable and the minimum', async () => {
    const data = tempDataDir();
    try {
      await expect(startServerProcess(data.dir, { ADMIN_PASSWORD: 'short' })).rejects.toThrow(/ADMIN_PASSWORD.*at least 10 characters/);
    } finally {
      data.remove();
    }
  });

  it('npm run admin -- reset-password refuses a folder without a database', () => {
    const data = tempDataDir();
    const reset = spawnSync(process.execPath, ['scripts/admin.ts', 'reset-password'], { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: join(data.dir, 'nothing-here') }, encoding: 'utf8' });
    data.remove();
    expect(reset.status).not.toBe(0);
    expect(reset.stderr).toMatch(/No database/);
  });
});
