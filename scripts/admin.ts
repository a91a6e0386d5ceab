// `npm run admin -- reset-password`: the locked-out owner's way back, run on the server. Sets a new,
// generated admin password (printed once), ends every session, known device and preview link
// (server/auth/admin-access.ts), and is safe while the server runs:
// the database takes the write like any other, the running server checks logins against the new
// hash from its next attempt on, and forgives the failed logins counted against the old one
// (decision 171). DATA_DIR is read as the server reads it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { endAdminAccess } from '../server/auth/admin-access.ts';
import { createCredentialsRepository } from '../server/auth/credentials-repository.ts';
import { hashPassword } from '../server/auth/password-hash.ts';
import { readConfig } from '../server/config.ts';
import { DATABASE_FILE, openDatabase } from '../server/db/connection.ts';

const USAGE = 'Usage: npm run admin -- reset-password   (DATA_DIR as for the server)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command] = process.argv.slice(2);
if (command !== 'reset-password') fail(USAGE);

const database = join(readConfig().dataDir, DATABASE_FILE);
if (!existsSync(database)) fail(`No database at ${database} (set DATA_DIR to the server's data directory).`);

const db = openDatabase(database);
try {
  const credentials = createCredentialsRepository(db);
  if (!credentials.find()) fail(`The database at ${database} has no admin password yet; start the server once.`);
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  db.transaction(() => {
    credentials.setPassword(hash);
    endAdminAccess(db);
  })();
  console.log(`New admin password: ${password}`);
  console.log('It is shown only this once. Every admin session, known device and preview link has ended; log in with it, then change it in /admin/settings if you like.');
} finally {
  db.close();
}
