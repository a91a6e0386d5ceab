// The dashboard's figures, the visits and Seed Database's preview in the studio: passed through to
// the real server while it answers (the visits say when they were made); while it does not, the answers last read are shown again (a screen
// shows its last known data, not a spinner), and what was never read, or writes, need the server.
// They reach the main process as the bridge's `call`, by their names in the endpoint table, and no
// other name does.
import { describe, expect, it } from 'vitest';
import { studioSuite } from '../../../testing/studio-suite.ts';
import { dispatchBridgeCall } from '../bridge-dispatch.ts';
import { SERVER_NEEDED } from './connection.ts';

const suite = studioSuite();

describe('dashboard figures and seed preview in the studio', () => {
  it('come from the server online; offline both say they need the server', async () => {
    const { service } = await suite.connected();
    const figures = (await service.call('dashboard')) as { timeZone: string; weeks: unknown[] };
    expect(figures.timeZone).toBe('America/Chicago');
    expect(figures.weeks).toHaveLength(12);
    expect(await service.call('seedPreview')).toEqual({ wouldCreate: { serviceAreas: 0, blogPosts: 0, pageContent: 0, siteSettings: 0, products: 0, coreServices: 0, consultationTypes: 0, bookingAvailability: 0 } });
    const visits = (await service.call('visits', { query: { days: 30 } })) as { days: number; asOf: string; perDay: unknown[] };
    expect(visits).toMatchObject({ days: 30, timeZone: 'America/Chicago' });
    expect(visits.perDay).toHaveLength(30);

    // Only the endpoint table's calls go this way: not signing in (the connection's), not a record
    // (the outbox's), not a name the table lacks; each is a 400 from the bridge, never a request.
    for (const name of ['login', 'products', 'media', 'constructor', 'toString', 12]) {
      expect(await dispatchBridgeCall(service, 'call', [name])).toMatchObject({ ok: false, error: { status: 400, body: { error: `Unknown call ${name}` } } });
    }

    await suite.server.stop();
    expect(await service.call('dashboard')).toEqual(figures);
    expect(await service.call('visits', { query: { days: 30 } })).toEqual(visits);
    // A period never read online has no figures to show.
    await expect(service.call('visits', { query: { days: 90 } })).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    expect(await service.call('seedPreview')).toMatchObject({ wouldCreate: { products: 0 } });
    await expect(service.call('messages', { query: { page: 2 } })).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    await expect(service.call('seed')).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
  });

  it('shows the figures last read while the server hangs, within two seconds, and the fresh ones once it answers', async () => {
    const { service } = await suite.connected();
    const figures = await service.call('dashboard');
    suite.server.hang();
    try {
      const asked = performance.now();
      expect(await service.call('dashboard')).toEqual(figures);
      expect(performance.now() - asked).toBeLessThan(4_000);
    } finally {
      suite.server.resume();
    }
  });
});
