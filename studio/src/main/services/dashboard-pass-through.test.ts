// The dashboard's figures and Seed Database's preview in the studio: passed through to the real
// server while it answers, refused with "needs the server" while it does not.
import { describe, expect, it } from 'vitest';
import { studioSuite } from '../../../testing/studio-suite.ts';
import { SERVER_NEEDED } from './connection.ts';

const suite = studioSuite();

describe('dashboard figures and seed preview in the studio', () => {
  it('come from the server online; offline both say they need the server', async () => {
    const { service } = await suite.connected();
    const figures = await service.dashboard();
    expect(figures.timeZone).toBe('America/Chicago');
    expect(figures.weeks).toHaveLength(12);
    expect(await service.seedPreview()).toEqual({ wouldCreate: { serviceAreas: 0, blogPosts: 0, pageContent: 0, siteSettings: 0, products: 0, coreServices: 0 } });

    await suite.server.stop();
    await expect(service.dashboard()).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    await expect(service.seedPreview()).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
  });
});
