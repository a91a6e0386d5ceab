// Preview in the studio (decision 145) and the Pages editor's page view: passed
// through to the real server while it answers (the renderer opens a preview's address in the
// system browser, and shows the page view's drawing), refused offline with "needs the server",
// which the editor shows as "Preview needs the server" and "The page view needs the server".
import { describe, expect, it } from 'vitest';
import { studioSuite } from '../../../testing/studio-suite.ts';
import { dispatchBridgeCall } from '../bridge-dispatch.ts';
import { SERVER_NEEDED } from './connection.ts';

const suite = studioSuite();

describe('preview in the studio', () => {
  it('gets a signed preview address online, for unsaved values and as a link; offline both need the server', async () => {
    const { service } = await suite.connected();
    const [product] = (await service.list('products')) as { id: number; name: string }[];
    const unsaved = await service.preview('products', product.id, { ...product, name: 'Studio Preview Name' });
    const link = await service.previewLink('products', product.id, { ...product, name: 'Studio Link Name' });
    for (const { url } of [unsaved, link]) {
      expect(url).toMatch(/^\/jacobs\/preview\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
      // Signed by that server and not expired (200 with the built site, 503 "not built" without it).
      expect([404, 410]).not.toContain((await fetch(`${suite.server.url}${url}`)).status);
    }
    expect((await fetch(`${suite.server.url}/jacobs/preview/${'A'.repeat(22)}.zz.${'B'.repeat(43)}`)).status).toBe(404);
    // The page view: drawn by the server (where the site is not built, a page saying so).
    const about = { params: { pageSlug: 'about' }, body: { sections: [] } };
    expect(((await service.call('pageView', about)) as { html: string }).html).toMatch(/^<!doctype html>/i);
    // The studio keeps nothing of a preview: no change waits to be sent.
    expect((await service.getSyncState()).pendingKeys).toEqual([]);

    // Only the resources with a public page: anything else from the renderer is a 400, never a crash.
    for (const resource of ['settings', 'coreServices', 'constructor', 12]) {
      expect(await dispatchBridgeCall(service, 'previewLink', [resource, 1])).toMatchObject({ ok: false, error: { status: 400 } });
    }

    await suite.server.stop();
    await expect(service.preview('products', product.id, product)).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    await expect(service.call('pageView', about)).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
    await expect(service.previewLink('products', product.id, product)).rejects.toMatchObject({ status: 503, body: { error: SERVER_NEEDED } });
  });
});
