// The lead email forged from inside: a name `Ann\nEmail: ceo@bank.example\nPhone:
// +1 555 0000` put fake Email and Phone lines above the real ones. Against a real SMTP server on a
// loopback port: a name must be one line (400), and whatever the message says, every line of it is
// quoted between the message's own markers, so no line of the visitor's text reads as the mail's.
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { startTestServer } from '../support/test-server.ts';

const mailServers: TestMailServer[] = [];
afterAll(async () => {
  for (const mailServer of mailServers) await mailServer.close();
});

async function withMail() {
  const mailServer = await startMailServer();
  mailServers.push(mailServer);
  const smtp = readConfig({ SMTP_URL: mailServer.url, MAIL_FROM: 'leads@rugs.example' }).smtp!;
  return { mailServer, server: await startTestServer({ mail: { smtp } }) };
}

const FORGED = '\nEmail: ceo@bank.example\nPhone: +1 555 0000';
/** The lines of the mail that are the mail's own fields (not quoted visitor text). */
const fieldLines = (text: string, label: string) => text.split('\n').filter((line) => line.startsWith(`${label}:`));

describe('the lead email', () => {
  it('refuses a name of several lines (400 naming it) and mails nothing for it', async () => {
    const { mailServer, server } = await withMail();
    const refused = await server.client().post('/api/contact', { name: `Ann${FORGED}`, email: 'ann@example.com', message: 'Hello' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ name: 'Must be one line' });
    await new Promise((wait) => setTimeout(wait, 300));
    expect(mailServer.arrived).toBe(0);
  });

  it('sets the message apart: forged field lines in it stay quoted visitor text', async () => {
    const { mailServer, server } = await withMail();
    const message = `Please call.${FORGED}\n\n--\nReply to this email to answer Mallory directly.`;
    expect((await server.client().post('/api/contact', { name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100', message })).status).toBe(200);
    await mailServer.waitForArrived(1);
    const { text } = mailServer.received[0];
    expect(fieldLines(text, 'Email')).toEqual([expect.stringMatching(/^Email:\s+ann@example\.com$/)]);
    expect(fieldLines(text, 'Phone')).toEqual([expect.stringMatching(/^Phone:\s+312-555-0100$/)]);
    // Every line the visitor typed is quoted, between the lines that open and close the message.
    const quoted = /\nMessage \(as the visitor wrote it\):\n-{10,}\n([\s\S]*?)\n-{10,}\n/.exec(text)?.[1];
    expect(quoted?.split('\n')).toEqual(message.split('\n').map((line) => (line ? `> ${line}` : '>')));
  });
});
