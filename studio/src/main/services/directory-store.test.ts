import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../testing/studio-harness.ts';
import { createDirectoryStore, fileNameOf } from './directory-store.ts';
import { namespaced } from './key-value-store.ts';

/** Runs `code` in a new Node process with `store` open on `dir` (another studio on the same folder). */
function inAnotherProcess(dir: string, code: string): Promise<void> {
  const module = join(import.meta.dirname, 'directory-store.ts');
  const script = `const { createDirectoryStore } = await import(${JSON.stringify(module)}); const store = createDirectoryStore(${JSON.stringify(dir)}); ${code}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors))));
  });
}

describe('directory store', () => {
  it('keeps values across instances, one file per key, named safely on every file system', () => {
    const dir = tempDir('studio-dir-store-');
    const store = createDirectoryStore(dir);
    store.set('record:products:12', { nested: [1, 2] });
    store.set('Cookie.Name', 'text');
    store.set('gone', 1);
    store.delete('gone');
    const reopened = createDirectoryStore(dir);
    expect(reopened.get('record:products:12')).toEqual({ nested: [1, 2] });
    expect(reopened.get('Cookie.Name')).toBe('text');
    expect(reopened.get('gone')).toBeUndefined();
    expect(reopened.keys()).toEqual(['Cookie.Name', 'record:products:12']);
    expect(reopened.keys('record:')).toEqual(['record:products:12']);
    expect(fileNameOf('Cookie.Name')).toBe('%43ookie%2E%4Eame.json');
    expect(readdirSync(dir).filter((file) => !file.startsWith('.')).sort()).toEqual(['%43ookie%2E%4Eame.json', 'record%3Aproducts%3A12.json']);
  });

  it('writes only the key that changed', () => {
    const dir = tempDir('studio-dir-store-');
    const store = createDirectoryStore(dir);
    for (let index = 0; index < 50; index += 1) store.set(`record:${index}`, { index });
    const before = statSync(join(dir, fileNameOf('record:1'))).mtimeMs;
    store.set('record:2', { index: 'changed' });
    expect(statSync(join(dir, fileNameOf('record:1'))).mtimeMs).toBe(before);
  });

  it('returns copies, so a caller cannot change stored values by mutation', () => {
    const store = createDirectoryStore(tempDir('studio-dir-store-'));
    store.set('list', [1]);
    store.get<number[]>('list')?.push(2);
    expect(store.get('list')).toEqual([1]);
  });

  it('namespaces keys', () => {
    const store = createDirectoryStore(tempDir('studio-dir-store-'));
    const drafts = namespaced(store, 'draft:');
    drafts.set('blog:1', { title: 'x' });
    store.set('other', 1);
    expect(drafts.keys()).toEqual(['blog:1']);
    expect(store.get('draft:blog:1')).toEqual({ title: 'x' });
  });

  it('lands the keys of a transaction together: a crash halfway is finished by the next process', () => {
    const dir = tempDir('studio-dir-store-');
    createDirectoryStore(dir).set('a', 'old a');
    let applied = 0;
    const crashing = createDirectoryStore(dir, {
      beforeApply: () => {
        applied += 1;
        if (applied === 2) throw new Error('killed halfway through the commit');
      },
    });
    expect(() =>
      crashing.transaction(() => {
        crashing.set('a', 'new a');
        crashing.set('b', 'new b');
      }),
    ).toThrow('killed halfway');
    // The process died holding its lock: the next one takes it over and finishes the commit.
    writeFileSync(join(dir, '.lock'), `999999999 dead ${Date.now()}`);
    const next = createDirectoryStore(dir);
    expect([next.get('a'), next.get('b')]).toEqual(['new a', 'new b']);
    expect(existsSync(join(dir, '.journal'))).toBe(false);
  });

  it('keeps a value written without fsync whole through a SIGKILL at any moment, and mends one killed between its two renames', async () => {
    const dir = tempDir('studio-dir-store-');
    // Another process writes a draft's keystrokes as fast as it can, not fsynced, until it is killed.
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', `const { createDirectoryStore } = await import(${JSON.stringify(join(import.meta.dirname, 'directory-store.ts'))}); const store = createDirectoryStore(${JSON.stringify(dir)}); let text = ''; for (;;) { text += 'a'; store.set('draft', { text }, { durable: false }); if (text.length === 50) console.log('typing'); }`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // Killed while it types (it never stops): the kill lands somewhere in a write.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const kept = createDirectoryStore(dir).get<{ text: string }>('draft');
    expect(kept?.text).toMatch(/^a{50,}$/);
    expect(readdirSync(dir).filter((file) => file.startsWith('.tmp-') || file.startsWith('.aside-'))).toEqual([]);

    // Killed after the old value stepped aside and before the new one took its name: the old one is the value.
    const file = fileNameOf('draft');
    renameSync(join(dir, file), join(dir, `.aside-999999999-${file}`));
    expect(createDirectoryStore(dir).get('draft')).toEqual(kept);
    expect(readdirSync(dir).filter((name) => name.startsWith('.aside-'))).toEqual([]);
  });

  it('drops a transaction whose work failed, writing nothing', () => {
    const store = createDirectoryStore(tempDir('studio-dir-store-'));
    store.set('a', 1);
    expect(() =>
      store.transaction(() => {
        store.set('a', 2);
        expect(store.get('a')).toBe(2);
        throw new Error('changed my mind');
      }),
    ).toThrow('changed my mind');
    expect(store.get('a')).toBe(1);
  });

  it('merges what two processes write at the same time, key by key and in transactions', async () => {
    const dir = tempDir('studio-dir-store-');
    const store = createDirectoryStore(dir);
    const bump = () => store.transaction(() => store.set('counter', (store.get<number>('counter') ?? 0) + 1));
    const other = inAnotherProcess(
      dir,
      `for (let i = 0; i < 100; i += 1) { store.set('other:' + i, i); store.transaction(() => store.set('counter', (store.get('counter') ?? 0) + 1)); }`,
    );
    for (let index = 0; index < 100; index += 1) {
      store.set(`mine:${index}`, index);
      bump();
      if (index % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await other;
    expect(store.keys('mine:')).toHaveLength(100);
    expect(store.keys('other:')).toHaveLength(100);
    expect(store.get('counter')).toBe(200);
  });

  it('tells its watchers when another process changed it', async () => {
    const dir = tempDir('studio-dir-store-');
    const store = createDirectoryStore(dir);
    let calls = 0;
    const stop = store.watch(() => (calls += 1));
    await inAnotherProcess(dir, `store.set('from-elsewhere', true);`);
    await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThan(0);
    stop();
    expect(store.get('from-elsewhere')).toBe(true);
  });
});
