// The mail queue across a crash (decision 150): the real server process (`node server/index.ts`)
// is killed with lead mails queued, being connected, or with a whole message at the mail server
// waiting for its answer, and started again on the same DATA_DIR. Every lead is mailed exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-mail-restart-');
let mailServer: TestMailServer;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  await mailServer?.close();
  data.remove();
});

const start = () => startServerProcess(data.dir, { SMTP_URL: mailServer.url, MAIL_FROM: 'Jacobs Rug Consultancy <leads@rugs.example>' });
const postLead = (name: string) => server!.client().post('/api/contact', { name, email: `${name.toLowerCase()}@example.com`, message: `Lead ${name}` });
const subjects = () => mailServer.received.map((mail) => mail.subject).sort();
const subjectOf = (name: string) => `New inquiry from ${name}`;

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

async function status() {
  return (await (await server!.admin()).get('/api/admin/notifications')).body;
}

describe('lead mail across a kill and restart', () => {
  it('sends every lead exactly once: queued ones after the restart, an interrupted connect again, a sent-but-unanswered one never twice', { timeout: 180_000 }, async () => {
    mailServer = await startMailServer();
    server = await start();

    // Ann's whole message reaches the mail server, which keeps its answer; Bo and Cy wait behind her.
    mailServer.setMode({ kind: 'hold' });
    expect((await postLead('Ann')).body).toEqual({ ok: true });
    await mailServer.waitForArrived(1);
    await postLead('Bo');
    await postLead('Cy');
    await server.kill();
    mailServer.release();
    mailServer.setMode({ kind: 'accept' });

    server = await start();
    await until(() => mailServer.arrived >= 3, 'Bo and Cy after the restart');
    // Ann's attempt died after her message left: it may have arrived (here it did), so it is
    // never sent again, and Settings says it may not have arrived.
    await until(async () => (await status()).lastFailure !== null, 'the interrupted send to be reported');
    const reported = await status();
    expect(reported.lastFailure.error).toMatch(/^New inquiry from Ann: The server stopped while the message was being handed to the mail server\. It may not have arrived/);
    expect(reported.queued).toBe(0);

    // Dee's attempt dies while it is still connecting: nothing left, so it is sent after the restart.
    mailServer.setMode({ kind: 'silent' });
    const connectionsBefore = mailServer.connections;
    await postLead('Dee');
    await mailServer.waitForConnections(connectionsBefore + 1);
    await server.kill();
    mailServer.setMode({ kind: 'accept' });
    server = await start();
    await until(() => mailServer.arrived >= 4, 'Dee after the restart');
    await postLead('Eve');
    await until(() => mailServer.arrived >= 5, 'Eve');

    await new Promise((wait) => setTimeout(wait, 1000));
    expect(subjects()).toEqual(['Ann', 'Bo', 'Cy', 'Dee', 'Eve'].map(subjectOf));
    expect((await status()).queued).toBe(0);
    expect(server.output()).not.toContain(mailServer.password);
    expect(server.output()).not.toContain(encodeURIComponent(mailServer.password));
  });
});
