// A booking's reminder goes at most once, across a crash: the real server process is killed while a
// reminder's whole message waits at the SMTP server for its answer, with another reminder queued
// behind it, and started again on the same DATA_DIR. The one queued is sent once; the interrupted
// one is never sent again (it may have arrived: Settings says so). The time reminders fall due is
// moved while the server is down, as a day passing would.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../server/db/connection.ts';
import { startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './support/server-process.ts';

const data = tempDataDir('jacobs-booking-reminder-');
let mailServer: TestMailServer;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  await mailServer?.close();
  data.remove();
});

const start = () => startServerProcess(data.dir, { SMTP_URL: mailServer.url, MAIL_FROM: 'Jacobs Rug Consultancy <leads@rugs.example>', PUBLIC_URL: 'https://rugs.example' });
const reminders = () => mailServer.received.filter((mail) => mail.subject.startsWith('Reminder:'));

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe('booking reminders across a kill and restart', () => {
  it('sends each reminder at most once', { timeout: 180_000 }, async () => {
    mailServer = await startMailServer();
    server = await start();
    const admin = await server.admin();
    const allDay = '00:00-24:00';
    const week = { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay };
    expect((await admin.put('/api/admin/booking-availability', { ...week, minimumNoticeHours: 1, horizonWeeks: 2 })).status).toBe(200);
    const slots = (await server.client().get('/api/booking/slots?days=7')).body.slots as { start: string }[];
    // Two days ahead: their reminders are queued for a day from now.
    const ahead = slots.filter((slot) => Date.parse(slot.start) > Date.now() + 48 * 3_600_000);
    for (const [index, who] of ['Ann', 'Bo'].entries()) {
      const booked = await server.client().post('/api/bookings', { type: 'ai-rug-fit-consultation', start: ahead[index * 4].start, name: who, email: `${who.toLowerCase()}@example.com`, phone: '312-555-0100' });
      expect(booked.status, booked.text).toBe(201);
    }
    await mailServer.waitForArrived(4);
    expect(reminders()).toEqual([]);
    await server.kill();

    // A day passes while the server is down: both reminders are due.
    const db = new Database(join(data.dir, DATABASE_FILE));
    const moved = db
      .prepare("UPDATE mail_queue SET next_attempt_at = ? WHERE booking_notice_id IN (SELECT id FROM booking_notices WHERE kind = 'reminder')")
      .run(new Date(Date.now() - 60_000).toISOString()).changes;
    db.close();
    expect(moved).toBe(2);

    // Ann's reminder reaches the mail server, which keeps its answer; the server is killed then.
    mailServer.setMode({ kind: 'hold' });
    server = await start();
    await mailServer.waitForArrived(5);
    await server.kill();
    mailServer.release();
    mailServer.setMode({ kind: 'accept' });

    server = await start();
    await until(() => mailServer.arrived >= 6, "Bo's reminder after the restart");
    // Ann's attempt died after her message left: never sent again, and Settings says it may not have arrived.
    await until(async () => (await (await server!.admin()).get('/api/admin/notifications')).body.lastFailure !== null, 'the interrupted reminder to be reported', 60_000);
    // No mail in flight or due (a later booking's reminder is not due): none can arrive twice.
    await until(async () => (await (await server!.admin()).get('/api/admin/notifications')).body.queued === 0, 'every due reminder settled');
    expect(reminders().map((mail) => mail.to[0]).sort()).toEqual(['ann@example.com', 'bo@example.com']);
    expect(mailServer.arrived).toBe(6);
    const status = (await (await server.admin()).get('/api/admin/notifications')).body;
    expect(status.lastFailure.error).toMatch(/^Reminder: your consultation on .*: The server stopped while the message was being handed to the mail server/);
    expect(status.queued).toBe(0);
  });
});
