// The admin password the test servers start with, stored at a cheap scrypt cost. At the
// production's cost (2^15) each sign-in is ~115 ms of CPU, and the tests sign in thousands of
// times (Vitest's servers alone ~1,000 a run, 115 s of its 516 s of CPU). A hash names its cost and
// is verified at it, so the server runs unchanged; a password the owner changes in a test is hashed
// at the production's cost, as ever. Tests about the hash's cost itself (a flood of guesses queueing
// for the hash) store it at the production's (`startTestServer`'s passwordCost).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCredentialsRepository } from '../../server/auth/credentials-repository.ts';
import { hashPassword, type ScryptCost } from '../../server/auth/password-hash.ts';
import { DATABASE_FILE, openDatabase, type Db } from '../../server/db/connection.ts';
import { migrate } from '../../server/migrations/migrate.ts';

/** ~4 ms a check on a 2-core machine. */
const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** Stores `password` as the admin password and as the ADMIN_PASSWORD last applied (so a server started with it keeps it). */
export async function storeAdminPassword(db: Db, password: string, cost: 'test' | 'production' = 'test'): Promise<void> {
  const hash = cost === 'test' ? await hashPassword(password, TEST_PASSWORD_COST) : await hashPassword(password);
  createCredentialsRepository(db).save(hash, hash);
}

/**
 * Readies a new data folder for a server process started with ADMIN_PASSWORD `password`: its
 * database migrated and the password stored at the tests' cost; the server then seeds it and keeps
 * the password. A folder that is missing or already has a database, or no password, is left as it is.
 */
export async function prepareDataDir(dataDir: string, password: string | undefined): Promise<void> {
  const file = join(dataDir, DATABASE_FILE);
  if (!password || !existsSync(dataDir) || existsSync(file)) return;
  const db = openDatabase(file);
  try {
    migrate(db);
    await storeAdminPassword(db, password);
  } finally {
    db.close();
  }
}
