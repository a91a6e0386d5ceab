// Starts the real server for the Playwright run on a brand-new data directory, so every run
// begins from a freshly seeded database like a new install.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCredentialsRepository } from '../../../server/auth/credentials-repository.ts';
import { hashPassword } from '../../../server/auth/password-hash.ts';
import { DATABASE_FILE, openDatabase } from '../../../server/db/connection.ts';
import { migrate } from '../../../server/migrations/migrate.ts';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'jacobs-e2e-'));
process.env.SESSION_SECRET ??= 'e2e-session-secret-that-is-long-enough';

// The specs sign in well over a thousand times; at the production's scrypt cost each sign-in is
// ~115 ms of this machine's CPU. So ADMIN_PASSWORD is stored beforehand under a cost of 2^10 (~4 ms):
// the server finds it already applied and keeps it, and verifies every sign-in at the cost the hash
// names. A password the owner changes in the specs is hashed at the production's cost, as ever.
const db = openDatabase(join(process.env.DATA_DIR, DATABASE_FILE));
migrate(db);
const adminPassword = process.env.ADMIN_PASSWORD;
if (adminPassword) {
  const hash = await hashPassword(adminPassword, { N: 2 ** 10, r: 8, p: 1 });
  createCredentialsRepository(db).save(hash, hash);
}
db.close();

await import('../../../server/index.ts');
