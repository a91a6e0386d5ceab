// The Settings screen's email status and test email in the studio: passed through to the real
// server while it answers; while it does not, the status last read is shown again and the test
// email is refused with "needs the server".
import { describe, expect, it } from 'vitest';
import { studioSuite } from '../../../testing/studio-suite.ts';
import { SERVER_NEEDED } from './connection.ts';

const suite = studioSuite();

describe('new-lead email status in the studio', () => {
  it('comes from the server online; offline the status is the one last read, and the test email needs the server', async () => {
    const { service } = await suite.connected();
    expect(await service.call('notifications')).toMatchObject({ smtpConfigured: false, server: null, queued: 0, lastFailure: null });
    // That server has no SMTP_URL: its refusal reaches the screen as the server's own message.
    await expect(service.call('sendTestEmail', { body: {} })).rejects.toMatchObject({ status: 409, body: { error: 'Email is not set up: the server has no SMTP_URL, so nothing is sent.' } });

    await suite.server.stop();
    expect(await service.call('notifications')).toMatchObject({ smtpConfigured: false, server: null, queued: 0, lastFailure: null });
    await expect(service.call('sendTestEmail', { body: {} })).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
  });
});
