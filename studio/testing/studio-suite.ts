// One real server process per test file (vitest), the studios a test opens disposed after it,
// and the server running again for the next test whatever the test did to it.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiClient } from '../../shared/api-client/api-client.ts';
import type { AdminProduct } from '../../shared/contract/products.ts';
import { bareProduct } from '../../tests/support/record-data.ts';
import type { StudioService } from '../src/main/services/studio-service.ts';
import { createRealServer, type RealServer } from './real-server.ts';
import { openStudio, tempDir, webAdmin } from './studio-harness.ts';

export function studioSuite() {
  let server: RealServer | undefined;
  let admin: ApiClient | undefined;
  const open: StudioService[] = [];

  beforeAll(async () => {
    server = await createRealServer();
    await server.start();
    admin = await webAdmin(server.url, server.password);
  });

  afterEach(async () => {
    for (const service of open.splice(0)) service.dispose();
    if (server && !server.running) await server.start();
  });

  afterAll(async () => {
    await server?.stop();
  });

  const suite = {
    get server(): RealServer {
      if (!server) throw new Error('The server starts in beforeAll');
      return server;
    },
    /** The web admin: another editor on the same server, with its own session. */
    get admin(): ApiClient {
      if (!admin) throw new Error('The server starts in beforeAll');
      return admin;
    },
    /** A new web-admin session (after a restart that ended every session). */
    async signInAgain() {
      admin = await webAdmin(suite.server.url, suite.server.password);
    },
    studio(dir: string, options: Parameters<typeof openStudio>[1] = {}) {
      const service = openStudio(dir, options);
      open.push(service);
      return service;
    },
    async connected(dir = tempDir(), options: Parameters<typeof openStudio>[1] = {}) {
      const service = suite.studio(dir, options);
      await service.connect(suite.server.url, suite.server.password);
      return { dir, service };
    },
    /** A product made on the server by the web admin (another editor), as the studio will find it. */
    async newProduct(name: string): Promise<AdminProduct> {
      const { record } = await suite.admin.products.create(bareProduct(name) as never, { idempotencyKey: randomUUID() });
      return record as AdminProduct;
    },
  };
  return suite;
}
