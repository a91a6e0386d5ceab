// Starts the server: read env, make DATA_DIR owner-only, open and migrate the database, seed a new
// one, apply the admin password rule, listen, take the daily backups and send the new-lead emails.
import { join } from 'node:path';
import { createApp } from './app.ts';
import { applyStartupPassword } from './auth/startup-password.ts';
import { createBackupSchedule } from './backup/schedule.ts';
import { resolveSessionSecret } from './auth/session-secret.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { DATABASE_FILE, openDatabase } from './db/connection.ts';
import { migrate } from './migrations/migrate.ts';
import { isNewDatabase, seedDatabase } from './seed/seed-database.ts';
import { createHttpServer, SERVER_LIMITS } from './http/http-server.ts';
import { createLogger } from './http/logger.ts';
import { createNotifications } from './notifications/notifications.ts';
import { builtInArt } from './products/built-in-art.ts';
import { createPaletteLookup } from './products/palettes.ts';
import { makePrivateDir, makeTreePrivate } from './private-files.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger({ level: config.logLevel });
if (config.publicUrl === undefined) logger.warn("PUBLIC_URL is not set: page addresses follow each request's Host (development only; set PUBLIC_URL in production).");
makePrivateDir(config.dataDir);
try {
  makeTreePrivate(config.dataDir);
} catch (error) {
  logger.warn({ err: error }, `Could not make everything in ${config.dataDir} readable by this user only`);
}

const db = openDatabase(join(config.dataDir, DATABASE_FILE));
migrate(db);
if (isNewDatabase(db)) {
  // The seeded rugs come with their pictures' palettes (decision 210).
  const art = builtInArt();
  await art.load();
  const created = seedDatabase(db, { paletteOf: createPaletteLookup(db, art) });
  logger.info({ created }, 'Seeded a new database');
}
const passwordOutcome = await applyStartupPassword(db, config.adminPassword, (line) => console.log(line));
if (passwordOutcome === 'applied-env') logger.info('Admin password set from ADMIN_PASSWORD.');

const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
const notifications = createNotifications({ db, smtp: config.smtp, logger, publicUrl: config.publicUrl, sessionSecret });
const siteSource = config.siteDev ? await (await import('./public-pages/dev-site.ts')).devSite(config.siteDir) : undefined;
const app = createApp({
  db,
  sessionSecret,
  siteDir: config.siteDir,
  siteSource,
  dataDir: config.dataDir,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  formLimits: config.formLimits,
  bookingLimits: config.bookingLimits,
  roomPhotosMaxBytes: config.roomPhotosMaxBytes,
  logger,
  notifications,
});
const server = createHttpServer(app, { ...SERVER_LIMITS, maxConnectionsPerClient: config.connectionsPerClient, requestsPerClientPerSecond: config.requestsPerClient }).listen(config.port, () => {
  logger.info({ port: config.port }, `Jacobs Rug Consultancy server: http://localhost:${config.port}/jacobs (admin: /admin)`);
});

const backups = createBackupSchedule({ db, dataDir: config.dataDir, logger });
backups.start();
notifications.start();

function shutdown(): void {
  server.close(async () => {
    await Promise.all([backups.stop(), notifications.stop()]);
    app.close();
    db.close();
    process.exit(0);
  });
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
