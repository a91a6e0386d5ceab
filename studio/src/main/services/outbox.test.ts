import { describe, expect, it } from 'vitest';
import { memoryStore } from './key-value-store.ts';
import { createOutbox, isLocalId } from './outbox.ts';

describe('outbox', () => {
  it('keeps order and survives a new instance over the same store', () => {
    const store = memoryStore();
    const outbox = createOutbox(store);
    outbox.enqueue({ resource: 'blog', op: 'update', recordId: 1, displayId: 1, values: { title: 'A' }, baseVersion: 1 });
    outbox.enqueue({ resource: 'products', op: 'delete', recordId: 2, displayId: 2, values: null, baseVersion: 3 });
    const again = createOutbox(store);
    expect(again.items().map((item) => [item.resource, item.op])).toEqual([
      ['blog', 'update'],
      ['products', 'delete'],
    ]);
  });

  it('generates the create idempotency key once, at enqueue time', () => {
    const outbox = createOutbox(memoryStore());
    const local = outbox.newLocalId();
    expect(isLocalId(local.recordId)).toBe(true);
    expect(local.displayId).toBeLessThan(0);
    const item = outbox.enqueue({ resource: 'blog', op: 'create', recordId: local.recordId, displayId: local.displayId, values: { title: 'A' }, baseVersion: null });
    expect(item.idempotencyKey).toMatch(/[0-9a-f-]{36}/);
    expect(outbox.items()[0].idempotencyKey).toBe(item.idempotencyKey);
  });

  it('folds an edit into a change that was never sent, and drops a never-sent create on delete', () => {
    const outbox = createOutbox(memoryStore());
    const local = outbox.newLocalId();
    outbox.enqueue({ resource: 'blog', op: 'create', recordId: local.recordId, displayId: local.displayId, values: { title: 'A', author: 'x' }, baseVersion: null });
    outbox.enqueue({ resource: 'blog', op: 'update', recordId: local.recordId, displayId: local.displayId, values: { title: 'B' }, baseVersion: null });
    expect(outbox.items()).toHaveLength(1);
    expect(outbox.items()[0].values).toEqual({ title: 'B', author: 'x' });
    outbox.enqueue({ resource: 'blog', op: 'delete', recordId: local.recordId, displayId: local.displayId, values: null, baseVersion: null });
    expect(outbox.items()).toHaveLength(0);
  });

  it('does not fold into a change that may already have reached the server', () => {
    const outbox = createOutbox(memoryStore());
    const first = outbox.enqueue({ resource: 'blog', op: 'update', recordId: 1, displayId: 1, values: { title: 'A' }, baseVersion: 1 });
    outbox.update(first.id, { attempts: 1 });
    outbox.enqueue({ resource: 'blog', op: 'update', recordId: 1, displayId: 1, values: { title: 'B' }, baseVersion: 1 });
    expect(outbox.items()).toHaveLength(2);
  });

  it('points later changes of a synced local record at its server id and new version', () => {
    const outbox = createOutbox(memoryStore());
    const local = outbox.newLocalId();
    const create = outbox.enqueue({ resource: 'blog', op: 'create', recordId: local.recordId, displayId: local.displayId, values: { title: 'A' }, baseVersion: null });
    outbox.update(create.id, { attempts: 1 });
    outbox.enqueue({ resource: 'blog', op: 'update', recordId: local.recordId, displayId: local.displayId, values: { title: 'B' }, baseVersion: null });
    outbox.complete(create.id, { recordId: 42, version: 1 });
    expect(outbox.items()).toMatchObject([{ op: 'update', recordId: 42, baseVersion: 1, displayId: local.displayId }]);
    expect(outbox.resolve('blog', local.displayId)).toBe(42);
    outbox.complete(outbox.items()[0].id, { recordId: 42, version: 2 });
    expect(outbox.resolve('blog', local.displayId)).toBe(42);
  });
});
