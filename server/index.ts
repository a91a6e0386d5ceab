// Starts the server: read env, open and migrate the database, seed a new one, apply the admin
// password rule, listen.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { applyStartupPassword } from './auth/startup-password.ts';
import { resolveSessionSecret } from './auth/session-secret.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { DATABASE_FILE, openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { isNewDatabase, seedDatabase } from './db/seed.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (config.publicUrl === undefined) console.log('PUBLIC_URL is not set: page addresses follow each request\'s Host (development only; set PUBLIC_URL in production).');
mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

const db = openDatabase(join(config.dataDir, DATABASE_FILE));
migrate(db);
if (isNewDatabase(db)) {
  const created = seedDatabase(db);
  console.log(`Seeded a new database: ${JSON.stringify(created)}`);
}
const passwordOutcome = await applyStartupPassword(db, config.adminPassword, (line) => console.log(line));
if (passwordOutcome === 'applied-env') console.log('Admin password set from ADMIN_PASSWORD.');

const app = createApp({
  db,
  sessionSecret: resolveSessionSecret(config.sessionSecret, config.dataDir),
  siteDir: config.siteDir,
  dataDir: config.dataDir,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  formLimits: config.formLimits,
});
const server = app.listen(config.port, () => {
  console.log(`Jacobs Rug Consultancy server: http://localhost:${config.port}/jacobs (admin: /admin)`);
});

function shutdown(): void {
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
