// Vitest's global setup (vitest.config.ts): the migrated, seeded database with the test admin
// password (at the tests' cheap cost, tests/support/test-password.ts), built once for the run in
// the main process and removed after it. Each test server starts from a copy (test-server.ts), so
// no test sees another's writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connection.ts';
import { migrate } from '../../../server/migrations/migrate.ts';
import { builtInArt } from '../../../server/products/built-in-art.ts';
import { createPaletteLookup } from '../../../server/products/palettes.ts';
import { seedDatabase } from '../../../server/seed/seed-database.ts';
import { storeAdminPassword } from '../../support/test-password.ts';
import { ADMIN_PASSWORD } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base database's file (read it with `inject('baseDatabase')`). */
    baseDatabase: string;
  }
}

export default async function setup({ provide }: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'jacobs-base-'));
  const file = join(dir, 'base.sqlite');
  const db = openDatabase(file);
  migrate(db);
  const art = builtInArt();
  await art.load();
  seedDatabase(db, { paletteOf: createPaletteLookup(db, art) });
  await storeAdminPassword(db, ADMIN_PASSWORD);
  db.close();
  provide('baseDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
