// A backup restored on the server (with the project's own `npm run backup` and
// `npm run restore`, against the real server process) must never make a change written before the
// restore land on the wrong record or over someone else's edit: ids and versions never repeat
// across a restore, the studio holds every change it queued against the old data for the owner,
// saying the server was restored, and a web admin tab gets a conflict instead of writing blind.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api-client/http.ts';
import { inputOf, tempDir, webAdmin } from '../../../testing/studio-harness.ts';
import { studioSuite } from '../../../testing/studio-suite.ts';

const suite = studioSuite();
const { connected } = suite;

const { newProduct } = suite;

/** `npm run backup -- FILE` while the server runs. */
function backUp(): string {
  const file = join(tempDir('jacobs-restore-test-'), 'backup.sqlite');
  const result = suite.server.script('backup', file);
  expect(result.code, result.output).toBe(0);
  return file;
}

/** Stops the server, `npm run restore -- FILE`, and (unless told otherwise) starts it again. */
async function restore(file: string, { start = true } = {}) {
  await suite.server.stop();
  const result = suite.server.script('restore', file);
  expect(result.code, result.output).toBe(0);
  if (start) {
    await suite.server.start();
    await suite.signInAgain();
  }
}

describe('loss 3: a backup restored on the server', () => {
  it('never lets a change queued before the restore land on another record or revert a later edit', async () => {
    const edited = await newProduct('Restored Rug');
    const { service } = await connected();
    const file = backUp();
    // After the backup: the studio edits one product and creates another, both reaching the server.
    const { record: afterBackup } = await service.update('products', edited.id, { ...inputOf(edited), description: 'Studio, after the backup', version: edited.version });
    expect(afterBackup.version).toBe(edited.version + 1);
    const { record: created } = await service.create('products', { name: 'Made After The Backup', price: 300, collection: 'heritage' });
    expect(created.id).toBeGreaterThan(0);

    await restore(file, { start: false });
    // Offline, working from what it saw before the restore.
    await service.update('products', edited.id, { ...inputOf(afterBackup), origin: 'Studio, queued after the restore', version: afterBackup.version });
    await service.update('products', created.id as number, { ...inputOf(created), origin: 'Studio, queued for the new one', version: created.version });
    await suite.server.start();
    await suite.signInAgain();

    // On the web, meanwhile: an edit of the restored product, and a new product.
    const restored = await suite.admin.products.get(edited.id);
    expect(restored.description).not.toBe('Studio, after the backup');
    const { record: webEdit } = await suite.admin.products.update(edited.id, { ...inputOf(restored), name: 'Restored Rug, renamed on the web', version: restored.version } as never);
    const webNew = await newProduct('Made On The Web After The Restore');
    expect(webNew.id).not.toBe(created.id);

    const state = await service.syncNow();
    // Nothing was written over the web's work.
    expect(await suite.admin.products.get(edited.id)).toMatchObject({ name: 'Restored Rug, renamed on the web', origin: null, version: webEdit.version });
    expect(await suite.admin.products.get(webNew.id)).toMatchObject({ name: 'Made On The Web After The Restore', origin: null, version: webNew.version });
    // Each change queued before the restore waits for the owner's decision, saying why.
    expect(state.pending).toBe(2);
    expect(state.conflicts).toHaveLength(2);
    expect(state.conflicts.every((conflict) => conflict.restored)).toBe(true);
    const onEdited = state.conflicts.find((conflict) => conflict.recordId === edited.id)!;
    const onCreated = state.conflicts.find((conflict) => conflict.recordId === created.id)!;
    expect(onEdited).toMatchObject({ kind: 'conflict', theirs: { name: 'Restored Rug, renamed on the web' }, mine: { origin: 'Studio, queued after the restore' } });
    // The product made after the backup is not on the restored server.
    expect(onCreated).toMatchObject({ kind: 'conflict', theirs: null, mine: { origin: 'Studio, queued for the new one' } });

    // Keep mine merges three ways from the copy the change started from: the web's rename stays.
    await service.resolveConflict(onEdited.itemId, { choice: 'mine', revision: onEdited.revision });
    const done = await service.resolveConflict(onCreated.itemId, { choice: 'theirs', revision: onCreated.revision });
    expect(done).toMatchObject({ pending: 0, conflicts: [] });
    expect(await suite.admin.products.get(edited.id)).toMatchObject({ name: 'Restored Rug, renamed on the web', origin: 'Studio, queued after the restore' });
    expect(await suite.admin.products.get(webNew.id)).toMatchObject({ name: 'Made On The Web After The Restore', origin: null });
  });

  it('answers a web admin tab that saw the data before the restore with a conflict, not a blind write', async () => {
    const product = await newProduct('Tab Rug');
    const tab = await webAdmin(suite.server.url, suite.server.password);
    const file = backUp();
    // The tab saves after the backup: it now holds version 2.
    const { record: seenByTab } = await tab.products.update(product.id, { ...inputOf(product), origin: 'Tab, after the backup', version: product.version } as never);
    await restore(file);
    // Someone edits the restored record: on the old numbering it would be at version 2 again.
    const restored = await suite.admin.products.get(product.id);
    await suite.admin.products.update(product.id, { ...inputOf(restored), size: "Web 9' x 12'", version: restored.version } as never);

    const stale = await webAdmin(suite.server.url, suite.server.password);
    const blind = stale.products.update(product.id, { ...inputOf(seenByTab), fiber: 'Tab, after the restore', version: seenByTab.version } as never);
    await expect(blind).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 409);
    expect(await suite.admin.products.get(product.id)).toMatchObject({ size: "Web 9' x 12'", fiber: null });
  });

  it('never gives a record the id of one created before the restore, however many were deleted', async () => {
    const first = await newProduct('Before The Backup');
    const file = backUp();
    const later = await newProduct('After The Backup');
    await suite.admin.products.remove(later.id, later.version);
    await restore(file);
    const next = await newProduct('After The Restore');
    expect(next.id).toBeGreaterThan(later.id);
    expect(await suite.admin.products.get(first.id)).toMatchObject({ name: 'Before The Backup' });
  });
});
