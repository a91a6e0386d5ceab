// A KeyValueStore kept in one JSON file. Every write replaces the file atomically: the new
// content goes to a temp file in the same directory, is fsynced, then renamed over the old one,
// so a crash at any point leaves either the old or the new file, never a torn one.
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { KeyValueStore } from './key-value-store.ts';

export interface FileOps {
  rename(from: string, to: string): void;
}

const realOps: FileOps = { rename: renameSync };

export function createFileStore(filePath: string, ops: FileOps = realOps): KeyValueStore {
  mkdirSync(dirname(filePath), { recursive: true });
  let data: Record<string, unknown> = readJson(filePath);

  function persist(next: Record<string, unknown>) {
    const temp = join(dirname(filePath), `.${basename(filePath)}.${process.pid}.${Date.now()}.tmp`);
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(next));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      ops.rename(temp, filePath);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    data = next;
  }

  return {
    get: <T>(key: string) => (key in data ? (structuredClone(data[key]) as T) : undefined),
    set: (key, value) => persist({ ...data, [key]: structuredClone(value) }),
    delete: (key) => {
      if (!(key in data)) return;
      const next = { ...data };
      delete next[key];
      persist(next);
    },
    keys: () => Object.keys(data),
  };
}

function readJson(filePath: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
