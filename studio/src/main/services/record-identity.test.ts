// An edit can only land on the record it was made for. The server is backed up, a product is made
// after the backup, the studio queues an edit of it offline, and the server is restored from the
// backup into an empty data folder (a new machine at the same address, nothing of the old data
// folder but the backup): the next product made there must not take the number of the one made
// after the backup, and the studio's queued edit, and its draft, must land on no other record,
// saying why in words. Against real server processes, with the project's own `npm run backup` and
// `npm run restore`; each test failed before (the new product took the number, the conflict view
// called it "the server's copy" and Keep mine wrote the edit onto it).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api-client/http.ts';
import type { AdminProduct } from '../../../../shared/contract/products.ts';
import { createRealServer, type RealServer } from '../../../testing/real-server.ts';
import { inputOf, tempDir, webAdmin } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { connected, newProduct } = suite;

const NO_LONGER_THERE = 'The product you edited is no longer on the server: it was restored from a backup made before you created or changed it';

/** `npm run backup -- FILE` while the server runs. */
function backUp(): string {
  const file = join(tempDir('jacobs-identity-backup-'), 'backup.sqlite');
  const result = suite.server.script('backup', file);
  expect(result.code, result.output).toBe(0);
  return file;
}

/**
 * The old machine gone: a server at the same address whose data folder held nothing until
 * `npm run restore -- FILE`. `before` runs on its database before it starts.
 */
async function restoredOnNewMachine(file: string, before?: (db: Database.Database) => void): Promise<RealServer> {
  const fresh = await createRealServer({ port: suite.server.port, password: suite.server.password, dataDir: tempDir('jacobs-new-machine-') });
  const result = fresh.script('restore', file);
  expect(result.code, result.output).toBe(0);
  if (before) {
    const db = new Database(join(fresh.dataDir, 'jacobs.sqlite'));
    before(db);
    db.close();
  }
  // The address changes hands at once (a test file beside this one could take a port left free).
  await suite.server.stop();
  await fresh.start();
  return fresh;
}

/** What an older restore did: the backup's id counter left as it was, so the next product takes the number given after the backup. */
const counterAsInTheBackup = (db: Database.Database) => {
  const highest = db.prepare('SELECT MAX(id) FROM products').pluck().get() as number;
  db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'products'").run(highest);
};

describe('a restore into an empty data folder', () => {
  it('gives no record the number of one made after the backup, and a change queued for that one lands on none', { timeout: 120_000 }, async () => {
    // Signed in before the backup: the restored server knows the session.
    const { service } = await connected();
    const file = backUp();
    const made = await newProduct('Made After The Backup');
    await service.list('products');
    await suite.server.stop();
    const { record: queued } = await service.update('products', made.id, { ...inputOf(made), description: 'Queued in the studio for the product made after the backup', version: made.version });
    expect(queued.description).toBe('Queued in the studio for the product made after the backup');

    const fresh = await restoredOnNewMachine(file);
    try {
      const web = await webAdmin(fresh.url, fresh.password);
      const { record: other } = await web.products.create({ name: 'Made On The New Machine', price: 450, collection: 'heritage' } as never, { idempotencyKey: 'new-machine-product' });
      expect(other.id).not.toBe(made.id);

      const state = await service.syncNow();
      expect(state.conflicts).toHaveLength(1);
      const [decision] = state.conflicts;
      expect(decision).toMatchObject({ kind: 'conflict', recordId: made.id, theirs: null, error: NO_LONGER_THERE });
      expect(await web.products.get(other.id)).toMatchObject({ name: 'Made On The New Machine', description: null, version: 1 });

      // Create it again with my changes: a new record, of its own number.
      expect(await service.resolveConflict(decision.itemId, { choice: 'mine', revision: decision.revision })).toMatchObject({ pending: 0, conflicts: [] });
      const again = (await web.products.list()).filter((product) => product.name === 'Made After The Backup');
      expect(again).toMatchObject([{ description: 'Queued in the studio for the product made after the backup' }]);
      expect([made.id, other.id]).not.toContain(again[0].id);
      expect(await web.products.get(other.id)).toMatchObject({ name: 'Made On The New Machine', description: null, version: 1 });
    } finally {
      await fresh.stop();
    }
  });

  it('when the number does name another record, writes nothing onto it: not the queued edit, the delete, the draft, nor a web tab’s save', { timeout: 120_000 }, async () => {
    const { service } = await connected();
    const tab = await webAdmin(suite.server.url, suite.server.password);
    const file = backUp();
    const edited = await newProduct('Edited After The Backup');
    const deleted = await newProduct('Deleted After The Backup');
    const typed = await newProduct('Typed After The Backup');
    const seenByTab = await tab.products.get(edited.id);
    await service.list('products');
    await service.saveDraft('products', typed.id, { values: { ...inputOf(typed), description: 'A draft for the product made after the backup' }, base: typed, baseVersion: typed.version });
    await suite.server.stop();
    await service.update('products', edited.id, { ...inputOf(edited), description: 'Queued for the product made after the backup', version: edited.version });
    await service.remove('products', deleted.id, deleted.version);

    // As restores did before: the next three products take the three numbers again.
    const fresh = await restoredOnNewMachine(file, counterAsInTheBackup);
    try {
      const web = await webAdmin(fresh.url, fresh.password);
      const others: AdminProduct[] = [];
      for (const name of ['New Machine One', 'New Machine Two', 'New Machine Three']) others.push((await web.products.create({ name, price: 450, collection: 'heritage' } as never, { idempotencyKey: name.replaceAll(' ', '-') })).record as AdminProduct);
      expect(others.map((product) => product.id)).toEqual([edited.id, deleted.id, typed.id]);
      const untouched = () => Promise.all(others.map((product) => web.products.get(product.id)));
      const before = await untouched();

      // The web tab that loaded the product made after the backup: refused, with the same words.
      const blind = tab.products.update(edited.id, { ...inputOf(seenByTab), fiber: 'A web tab of before', version: seenByTab.version } as never);
      await expect(blind).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 409 && error.serverMessage === NO_LONGER_THERE);

      const state = await service.syncNow();
      expect(await untouched()).toEqual(before);
      // The delete is done (that product is gone); the edit waits for the owner, saying why.
      expect(state.conflicts).toMatchObject([{ recordId: edited.id, theirs: null, error: NO_LONGER_THERE }]);
      // The draft is not offered on the record now at its number: it is listed as no longer there.
      await service.list('products');
      expect(await service.getDraft('products', typed.id)).toBeNull();
      expect((await service.getSyncState()).drafts).toMatchObject([{ id: typed.id, gone: true }]);

      await service.resolveConflict(state.conflicts[0].itemId, { choice: 'theirs', revision: state.conflicts[0].revision });
      expect(await untouched()).toEqual(before);
    } finally {
      await fresh.stop();
    }
  });
});
