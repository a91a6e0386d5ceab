// A KeyValueStore kept as one JSON file per key in a folder that several studio processes may
// share (two studio:web, or the Electron window beside studio:web). Decision 100.
// - A write replaces its file atomically (temp file, fsync, rename, fsync of the folder), so a
//   crash leaves the old value or the new one, never a torn one; and it touches that key only,
//   so a write costs what changed, not the whole store. A write that need not survive a power cut
//   (a draft's keystroke, the cache) skips the fsyncs and never renames over the old file: ext4
//   pushes a file renamed over another to the disk at once (auto_da_alloc), 4 ms at the 95th
//   percentile on this machine against 0.08 ms for a rename to a free name. The old file steps
//   aside first and is deleted after; a crash between the renames is mended at the next start.
// - Every write runs under `.lock` (created exclusively; a lock whose process is gone is taken
//   over), after re-reading what another process changed, so no process overwrites another's
//   writes with a stale copy: changes merge key by key.
// - A transaction writing several keys first writes them all to `.journal` (durably), then to
//   their files, then removes the journal; a crash in between is finished by the next process to
//   take the lock, so the keys land together or not at all.
// - `.generation` holds a counter bumped by every commit (written in place, at a fixed width, for
//   the same reason); a read compares it with the one this process last saw and reloads the
//   changed files when it moved.
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, watch, writeSync, linkSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { deepFreeze, type KeyValueStore, type WriteOptions } from './key-value-store.ts';
import { isAlive } from './process-alive.ts';

export interface DirectoryStoreOptions {
  /** False for a store whose loss on a power cut is harmless (the cache): no fsyncs at all. */
  durable?: boolean;
  /** How long a write waits for another process's lock before giving up. */
  lockTimeoutMs?: number;
  /** For crash tests: called before each file of a commit is put in place. */
  beforeApply?(key: string): void;
}

const LOCK = '.lock';
const JOURNAL = '.journal';
const GENERATION = '.generation';
const TEMP_PREFIX = '.tmp-';
/** An old value stepped aside while its new one takes its name: `.aside-<pid>-<file>`. */
const ASIDE_PREFIX = '.aside-';
/** The generation's digits: written over in place, never truncated. */
const GENERATION_WIDTH = 16;
/** A lock older than this whose owner cannot be found is left over from a crash. */
const STALE_LOCK_MS = 10_000;

/**
 * Key -> file name, safe on every file system: lowercase letters, digits, "-" and "_" as they
 * are, every other character (capitals too: some file systems ignore case) as %XX per UTF-8 byte.
 */
export function fileNameOf(key: string): string {
  let name = '';
  for (const byte of new TextEncoder().encode(key)) {
    const char = String.fromCharCode(byte);
    name += /[a-z0-9_-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `${name}.json`;
}

function keyOf(file: string): string | null {
  if (file.startsWith('.') || !file.endsWith('.json')) return null;
  try {
    return decodeURIComponent(file.slice(0, -'.json'.length));
  } catch {
    return null;
  }
}

interface Entry {
  value: unknown;
  /** What the file looked like when read or written, to tell whether another process changed it. */
  stamp: string;
}

/** One write of a commit: the key's new JSON text, or null to delete it. */
interface Op {
  key: string;
  text: string | null;
  durable: boolean;
}

const stampOf = (path: string): string | null => {
  try {
    const stat = statSync(path, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  } catch {
    return null;
  }
};

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);


function fsyncFolder(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder for fsync; its renames are durable on their own.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function createDirectoryStore(dir: string, { durable: storeDurable = true, lockTimeoutMs = 10_000, beforeApply }: DirectoryStoreOptions = {}): KeyValueStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (file: string) => join(dir, file);
  const entries = new Map<string, Entry>();
  let knownGeneration: string | null = null;
  let revision = 0;
  let lockDepth = 0;
  let lockNonce = '';
  let pending: Map<string, Op> | null = null;
  let tempCounter = 0;
  let checkedThisTurn = false;
  const listeners = new Set<() => void>();

  const readGeneration = () => {
    try {
      return readFileSync(pathOf(GENERATION), 'utf8').trim();
    } catch {
      return '';
    }
  };

  /** `exists`: the file is there to be replaced (not fsynced: it steps aside rather than being renamed over). */
  function writeFile(file: string, text: string, sync: boolean, exists = false) {
    const temp = pathOf(`${TEMP_PREFIX}${process.pid}-${(tempCounter += 1)}`);
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, text);
      if (sync) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    const aside = !sync && exists ? stepAside(file) : null;
    try {
      renameSync(temp, pathOf(file));
    } catch (error) {
      rmSync(temp, { force: true });
      if (aside) renameSync(aside, pathOf(file));
      throw error;
    }
    if (aside) rmSync(aside, { force: true });
  }

  /** Moves the old file of a key to a free name (null when it is not there after all). */
  function stepAside(file: string): string | null {
    const aside = pathOf(`${ASIDE_PREFIX}${process.pid}-${file}`);
    try {
      renameSync(pathOf(file), aside);
      return aside;
    } catch {
      return null;
    }
  }

  // ------------------------------------------------------------------ the lock

  function tryCreateLock(): boolean {
    try {
      const fd = openSync(pathOf(LOCK), 'wx', 0o600);
      lockNonce = randomUUID();
      writeSync(fd, `${process.pid} ${lockNonce} ${Date.now()}`);
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /**
   * Takes over a lock left by a crash: its process is gone, or it is older than any commit takes.
   * It is first renamed aside (atomic) and checked to be the one seen: if another process took
   * the lock meanwhile, that lock is put back.
   */
  function takeOverIfStale() {
    let holder: string;
    try {
      holder = readFileSync(pathOf(LOCK), 'utf8');
    } catch {
      return;
    }
    const [pid, , since] = holder.split(' ');
    // Our own pid on a lock we do not hold: left by an earlier process that had the same pid.
    const gone = !isAlive(Number(pid)) || Number(pid) === process.pid;
    if (!gone && Date.now() - Number(since) < STALE_LOCK_MS) return;
    const aside = pathOf(`${LOCK}.${randomUUID()}`);
    try {
      renameSync(pathOf(LOCK), aside);
    } catch {
      return;
    }
    if (readFileSync(aside, 'utf8') !== holder) {
      try {
        linkSync(aside, pathOf(LOCK));
      } catch {
        // Taken again already: it can only be the process whose lock this was.
      }
    }
    rmSync(aside, { force: true });
  }

  function lock() {
    if (lockDepth > 0) {
      lockDepth += 1;
      return;
    }
    const deadline = Date.now() + lockTimeoutMs;
    let wait = 1;
    while (!tryCreateLock()) {
      if (Date.now() > deadline) throw new Error(`The studio's data folder ${dir} is locked by another process`);
      takeOverIfStale();
      sleep(wait);
      wait = Math.min(wait * 2, 20);
    }
    lockDepth = 1;
    reload();
    recoverJournal();
  }

  function unlock() {
    lockDepth -= 1;
    if (lockDepth > 0) return;
    const path = pathOf(LOCK);
    try {
      if (readFileSync(path, 'utf8').split(' ')[1] === lockNonce) unlinkSync(path);
    } catch {
      // Already gone.
    }
  }

  // ------------------------------------------------------------------ reading

  function reload() {
    const generation = readGeneration();
    if (generation === knownGeneration) return;
    const seen = new Set<string>();
    for (const file of readdirSync(dir)) {
      const key = keyOf(file);
      if (key === null) continue;
      seen.add(key);
      const stamp = stampOf(pathOf(file));
      if (stamp === null || entries.get(key)?.stamp === stamp) continue;
      try {
        entries.set(key, { value: deepFreeze(JSON.parse(readFileSync(pathOf(file), 'utf8'))), stamp });
      } catch {
        // Unreadable (a cache file cut short by a power cut): as if absent.
        entries.delete(key);
      }
    }
    for (const key of entries.keys()) if (!seen.has(key)) entries.delete(key);
    const first = knownGeneration === null;
    knownGeneration = generation;
    revision += 1;
    if (!first) queueMicrotask(() => listeners.forEach((listener) => listener()));
  }

  /**
   * Brings this process's view up to date if another process committed since. Checked once per
   * turn of the event loop: a screen reading 300 records looks at `.generation` once. (Every
   * transaction looks again under the lock, so nothing is ever written from a stale view.)
   */
  function refresh() {
    if (pending || checkedThisTurn) return;
    checkedThisTurn = true;
    queueMicrotask(() => (checkedThisTurn = false));
    if (readGeneration() === knownGeneration) return;
    lock();
    unlock();
  }

  // ------------------------------------------------------------------ writing

  function apply(op: Op, sync: boolean) {
    beforeApply?.(op.key);
    const file = fileNameOf(op.key);
    if (op.text === null) {
      rmSync(pathOf(file), { force: true });
      entries.delete(op.key);
      return;
    }
    writeFile(file, op.text, sync, entries.has(op.key));
    entries.set(op.key, { value: deepFreeze(JSON.parse(op.text)), stamp: stampOf(pathOf(file)) ?? '' });
  }

  function recoverJournal() {
    let ops: Op[];
    try {
      ops = JSON.parse(readFileSync(pathOf(JOURNAL), 'utf8')) as Op[];
    } catch {
      return;
    }
    for (const op of ops) apply(op, storeDurable);
    if (storeDurable) fsyncFolder(dir);
    rmSync(pathOf(JOURNAL), { force: true });
    bumpGeneration();
  }

  function bumpGeneration() {
    const next = String(Number(readGeneration() || '0') + 1).padStart(GENERATION_WIDTH, '0');
    let fd: number;
    try {
      fd = openSync(pathOf(GENERATION), 'r+', 0o600);
    } catch {
      fd = openSync(pathOf(GENERATION), 'w', 0o600);
    }
    try {
      writeSync(fd, next, 0);
    } finally {
      closeSync(fd);
    }
    knownGeneration = next;
    revision += 1;
  }

  function commit(ops: Op[]) {
    if (ops.length === 0) return;
    const sync = storeDurable && ops.some((op) => op.durable);
    const journaled = sync && ops.length > 1;
    if (journaled) {
      writeFile(JOURNAL, JSON.stringify(ops), true);
      fsyncFolder(dir);
    }
    for (const op of ops) apply(op, sync);
    if (sync) fsyncFolder(dir);
    if (journaled) rmSync(pathOf(JOURNAL), { force: true });
    bumpGeneration();
  }

  function transaction<T>(work: () => T): T {
    if (pending) return work();
    lock();
    try {
      pending = new Map();
      const result = work();
      const ops = [...pending.values()];
      pending = null;
      commit(ops);
      return result;
    } finally {
      pending = null;
      unlock();
    }
  }

  function write(op: Op) {
    transaction(() => pending!.set(op.key, op));
  }

  // ------------------------------------------------------------------ watching other processes

  let watcher: FSWatcher | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let checkTimer: ReturnType<typeof setTimeout> | null = null;
  const check = () => {
    checkTimer = null;
    if (readGeneration() === knownGeneration) return;
    lock();
    unlock();
  };
  const scheduleCheck = () => {
    checkTimer ??= setTimeout(check, 15);
  };

  function startWatching() {
    try {
      watcher = watch(dir, { persistent: false }, (_event, file) => {
        if (file === null || file === GENERATION) scheduleCheck();
      });
      watcher.on('error', () => undefined);
    } catch {
      poll = setInterval(check, 1000);
      poll.unref?.();
    }
  }

  function stopWatching() {
    watcher?.close();
    watcher = null;
    if (poll) clearInterval(poll);
    poll = null;
    if (checkTimer) clearTimeout(checkTimer);
    checkTimer = null;
  }

  // Left over by a crash: temp files, old values stepped aside (one whose new value never took its
  // name is the value still), and a commit to finish (done when the lock is taken). Under the lock,
  // so no live process writes a key while its old value is put back.
  const leftBy = (file: string, prefix: string) => !isAlive(Number(file.slice(prefix.length).split('-')[0]));
  lock();
  try {
    for (const file of readdirSync(dir)) {
      if (file.startsWith(TEMP_PREFIX) && leftBy(file, TEMP_PREFIX)) rmSync(pathOf(file), { force: true });
      if (!file.startsWith(ASIDE_PREFIX) || !leftBy(file, ASIDE_PREFIX)) continue;
      const own = file.slice(ASIDE_PREFIX.length).replace(/^\d+-/, '');
      if (stampOf(pathOf(own)) === null) renameSync(pathOf(file), pathOf(own));
      else rmSync(pathOf(file), { force: true });
    }
    knownGeneration = null;
    reload();
  } finally {
    unlock();
  }

  const durableOf = (options?: WriteOptions) => options?.durable ?? true;

  function listKeys(prefix = ''): string[] {
    refresh();
    const keys = new Set([...entries.keys()].filter((key) => key.startsWith(prefix)));
    for (const op of pending?.values() ?? []) {
      if (!op.key.startsWith(prefix)) continue;
      if (op.text === null) keys.delete(op.key);
      else keys.add(op.key);
    }
    return [...keys].sort();
  }

  return {
    get<T>(key: string): T | undefined {
      const staged = pending?.get(key);
      if (staged) return staged.text === null ? undefined : (JSON.parse(staged.text) as T);
      refresh();
      const entry = entries.get(key);
      return entry ? (structuredClone(entry.value) as T) : undefined;
    },
    set(key, value, options) {
      const text = JSON.stringify(value);
      if (text === undefined) throw new Error(`Cannot store ${String(value)} under ${key}`);
      write({ key, text, durable: durableOf(options) });
    },
    delete(key, options) {
      if (!pending) refresh();
      if (!entries.has(key) && !pending?.has(key)) return;
      write({ key, text: null, durable: durableOf(options) });
    },
    keys: listKeys,
    values<T>(prefix: string): readonly T[] {
      return listKeys(prefix).flatMap((key) => {
        const staged = pending?.get(key);
        if (staged) return staged.text === null ? [] : [deepFreeze(JSON.parse(staged.text)) as T];
        const entry = entries.get(key);
        return entry ? [entry.value as T] : [];
      });
    },
    transaction,
    revision() {
      refresh();
      return revision;
    },
    watch(listener) {
      if (listeners.size === 0) startWatching();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching();
      };
    },
  };
}
