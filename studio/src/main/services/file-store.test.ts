import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileStore } from './file-store.ts';
import { namespaced } from './key-value-store.ts';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'studio-store-')), 'state.json');

describe('file store', () => {
  it('keeps values across instances over the same file', () => {
    const file = tempFile();
    const store = createFileStore(file);
    store.set('a', { nested: [1, 2] });
    store.set('b', 'text');
    store.delete('b');
    const reopened = createFileStore(file);
    expect(reopened.get('a')).toEqual({ nested: [1, 2] });
    expect(reopened.get('b')).toBeUndefined();
    expect(reopened.keys()).toEqual(['a']);
  });

  it('leaves the old file intact when the process dies between the temp write and the rename', () => {
    const file = tempFile();
    createFileStore(file).set('draft', 'before');
    const crashing = createFileStore(file, {
      rename: () => {
        throw new Error('killed before rename');
      },
    });
    expect(() => crashing.set('draft', 'after')).toThrow('killed before rename');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ draft: 'before' });
    expect(createFileStore(file).get('draft')).toBe('before');
    expect(readdirSync(join(file, '..'))).toEqual(['state.json']);
  });

  it('ignores a temp file left behind by a crash', () => {
    const file = tempFile();
    const store = createFileStore(file, { rename: () => undefined });
    store.set('x', 1);
    expect(createFileStore(file).get('x')).toBeUndefined();
  });

  it('returns copies, so a caller cannot change stored values by mutation', () => {
    const store = createFileStore(tempFile());
    store.set('list', [1]);
    store.get<number[]>('list')?.push(2);
    expect(store.get('list')).toEqual([1]);
  });

  it('namespaces keys', () => {
    const store = createFileStore(tempFile());
    const drafts = namespaced(store, 'draft:');
    drafts.set('blog:1', { title: 'x' });
    store.set('other', 1);
    expect(drafts.keys()).toEqual(['blog:1']);
    expect(store.get('draft:blog:1')).toEqual({ title: 'x' });
  });
});
