import { describe, expect, it } from 'vitest';
import { memoryStore } from './key-value-store.ts';
import { createOutbox, isLocalId, type NewOutboxItem } from './outbox.ts';

const change = (fields: Partial<NewOutboxItem>): NewOutboxItem => ({ resource: 'blog', op: 'update', recordId: 1, displayId: 1, values: {}, baseVersion: 1, base: null, ...fields });

describe('outbox', () => {
  it('keeps order and survives a new instance over the same store', () => {
    const store = memoryStore();
    const outbox = createOutbox(store);
    outbox.enqueue(change({ values: { title: 'A' } }));
    outbox.enqueue(change({ resource: 'products', op: 'delete', recordId: 2, displayId: 2, values: null, baseVersion: 3 }));
    const again = createOutbox(store);
    expect(again.items().map((item) => [item.resource, item.op, item.seq])).toEqual([
      ['blog', 'update', 1],
      ['products', 'delete', 2],
    ]);
  });

  it('generates the create idempotency key once, at enqueue time', () => {
    const outbox = createOutbox(memoryStore());
    const local = outbox.newLocalId();
    expect(isLocalId(local.recordId)).toBe(true);
    expect(local.displayId).toBeLessThan(0);
    const item = outbox.enqueue(change({ op: 'create', recordId: local.recordId, displayId: local.displayId, values: { title: 'A' }, baseVersion: null }))!;
    expect(item.idempotencyKey).toMatch(/[0-9a-f-]{36}/);
    expect(outbox.items()[0].idempotencyKey).toBe(item.idempotencyKey);
  });

  it('folds an edit into a change that was never sent, and drops a never-sent create on delete', () => {
    const outbox = createOutbox(memoryStore());
    const local = outbox.newLocalId();
    outbox.enqueue(change({ op: 'create', recordId: local.recordId, displayId: local.displayId, values: { title: 'A', author: 'x' }, baseVersion: null }));
    outbox.enqueue(change({ recordId: local.recordId, displayId: local.displayId, values: { title: 'B' }, baseVersion: null }));
    expect(outbox.items()).toHaveLength(1);
    expect(outbox.items()[0].values).toEqual({ title: 'B', author: 'x' });
    expect(outbox.enqueue(change({ op: 'delete', recordId: local.recordId, displayId: local.displayId, values: null, baseVersion: null }))).toBeNull();
    expect(outbox.items()).toHaveLength(0);
  });

  it('does not fold into a change that may already have reached the server', () => {
    const outbox = createOutbox(memoryStore());
    const first = outbox.enqueue(change({ values: { title: 'A' } }))!;
    outbox.update(first.id, { attempts: 1 });
    outbox.enqueue(change({ values: { title: 'B' } }));
    expect(outbox.items()).toHaveLength(2);
  });

  it('counts everything queued when a replay starts as possibly sent, even after its process died', () => {
    const store = memoryStore();
    const outbox = createOutbox(store);
    const first = outbox.enqueue(change({ values: { title: 'A' } }))!;
    expect(outbox.beginSending('runner-1')).toBe(true);
    expect(outbox.beginSending('runner-2')).toBe(false);
    expect(outbox.maybeSent(first)).toBe(true);
    outbox.enqueue(change({ values: { title: 'B' } }));
    expect(outbox.items()).toHaveLength(2);
    // The runner never ended (its process died): the next outbox marks what it may have sent.
    store.set('sending', { ...store.get<object>('sending'), runner: 'gone' });
    const next = createOutbox(store);
    expect(next.items().map((item) => item.attempts)).toEqual([1, 0]);
    expect(next.beginSending('runner-3')).toBe(true);
    next.endSending('runner-3', [next.items()[1].id]);
    expect(next.items().map((item) => item.attempts)).toEqual([1, 1]);
  });

  it('holds a record with every later change of it folded in, and folds what is queued after into it', () => {
    const outbox = createOutbox(memoryStore());
    const first = outbox.enqueue(change({ values: { title: 'A', excerpt: 'a' } }))!;
    outbox.update(first.id, { attempts: 1 });
    outbox.enqueue(change({ values: { title: 'B' } }));
    outbox.enqueue(change({ recordId: 2, displayId: 2, values: { title: 'Other' } }));
    const held = outbox.hold(first.id, { state: 'conflict', theirs: { title: 'T', version: 2 }, error: 'changed' })!;
    expect(outbox.items()).toHaveLength(2);
    expect(held).toMatchObject({ values: { title: 'B', excerpt: 'a' }, state: 'conflict', revision: 2 });
    outbox.enqueue(change({ values: { excerpt: 'c' } }));
    expect(outbox.itemsOf('blog', 1)).toMatchObject([{ values: { title: 'B', excerpt: 'c' }, state: 'conflict', revision: 3 }]);
  });

  it('sends a refused change again once the owner corrects it', () => {
    const outbox = createOutbox(memoryStore());
    const first = outbox.enqueue(change({ values: { slug: 'taken' } }))!;
    outbox.hold(first.id, { state: 'rejected', theirs: null, error: 'That slug is already used', fieldErrors: { slug: 'That slug is already used' } });
    outbox.enqueue(change({ values: { slug: 'free' } }));
    expect(outbox.items()).toMatchObject([{ values: { slug: 'free' }, state: 'pending', attempts: 0 }]);
    expect(outbox.items()[0].fieldErrors).toBeUndefined();
  });

  it('points later changes of a synced local record at its server id and new version, and remembers its own versions', () => {
    const outbox = createOutbox(memoryStore());
    const local = outbox.newLocalId();
    const create = outbox.enqueue(change({ op: 'create', recordId: local.recordId, displayId: local.displayId, values: { title: 'A' }, baseVersion: null }))!;
    outbox.update(create.id, { attempts: 1 });
    outbox.enqueue(change({ recordId: local.recordId, displayId: local.displayId, values: { title: 'B' }, baseVersion: null }));
    outbox.complete(create.id, { recordId: 42, version: 1 });
    expect(outbox.items()).toMatchObject([{ op: 'update', recordId: 42, baseVersion: 1, displayId: local.displayId }]);
    expect(outbox.resolve('blog', local.displayId)).toBe(42);
    outbox.complete(outbox.items()[0].id, { recordId: 42, version: 2 });
    expect(outbox.resolve('blog', local.displayId)).toBe(42);
    expect(outbox.ownVersion('blog', 42, 0)).toBe(2);
    expect(outbox.ownVersion('blog', 42, 1)).toBe(2);
    expect(outbox.ownVersion('blog', 42, 5)).toBe(5);
  });
});
