import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/connection.ts';

/**
 * Writes a consistent copy of the live database with SQLite's online backup (writers keep going
 * meanwhile), hands its path to `use`, then deletes it.
 */
export async function withSnapshot<T>(db: Db, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'jacobs-backup-'));
  try {
    const file = join(dir, 'snapshot.sqlite');
    await db.backup(file);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
