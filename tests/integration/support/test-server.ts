// Runs the real app on a real SQLite file: the migrated, seeded base database (base-database.ts,
// built once per run) is copied for each server, so tests never share or clean up state.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { createApp, type AppDeps } from '../../../server/app.ts';
import { openDatabase, type Db } from '../../../server/db/connection.ts';
import { builtInArt } from '../../../server/products/built-in-art.ts';
import { createHttpServer, SERVER_LIMITS, type ServerLimits } from '../../../server/http/http-server.ts';
import { createLogger } from '../../../server/http/logger.ts';
import { createNotifications, type Notifications, type NotificationsOptions } from '../../../server/notifications/notifications.ts';
import { afterThisFile } from '../../support/file-end.ts';
import { storeAdminPassword } from '../../support/test-password.ts';
import { HttpClient } from './http-client.ts';

export const ADMIN_PASSWORD = 'integration-admin-password';
export const SESSION_SECRET = 'integration-session-secret-0123456789abcdef';

/** A folder of the test file's own, removed when the file ends. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterThisFile(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One line of the app's log, parsed (pino's numeric level: 30 info, 40 warn, 50 error). */
export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const ERROR_LEVEL = 50;

export interface TestServer {
  baseUrl: string;
  db: Db;
  dataDir: string;
  /** A client with its own cookie jar. */
  client(): HttpClient;
  /** A client already logged in as admin. */
  admin(): Promise<HttpClient>;
  /** Every line the app logged, in order. */
  logs: LogEntry[];
  /** The lines logged at error level or above (unexpected errors); tests assert this stays empty. */
  loggedErrors: LogEntry[];
  /** New-lead email, started with the server (sending only with `mail.smtp`). */
  notifications: Notifications;
}

export interface TestServerOptions {
  siteDir?: string;
  /** Where the renderer comes from, when not the build in siteDir (a renderer imported by the test itself). */
  siteSource?: AppDeps['siteSource'];
  /** Whose X-Forwarded-* count (TRUST_PROXY); default none, as in production. 'loopback' stands in for a local nginx. */
  trustProxy?: AppDeps['trustProxy'];
  /** PUBLIC_URL; default none (each request's own origin, as in development). */
  publicUrl?: string;
  /** The public forms' rate limits; default high enough for tests that post many forms. */
  formLimits?: AppDeps['formLimits'];
  /** Booking's limits per email and client and its hourly allowance; default high enough for tests that book many times. */
  bookingLimits?: AppDeps['bookingLimits'];
  limits?: ServerLimits;
  /** SMTP_URL/MAIL_FROM as parsed, and the queue's clock and timing; default: no mail sent. */
  mail?: Pick<NotificationsOptions, 'smtp' | 'now' | 'timing'>;
  /** The app's clock (revisions, the dashboard's weeks); default the system's. */
  now?: AppDeps['now'];
  /** How the disk's free space is read; default statfs of the test's DATA_DIR. */
  diskSpace?: AppDeps['diskSpace'];
  /** The room photos' cap (ROOM_PHOTOS_MAX_MB); default the production one. */
  roomPhotosMaxBytes?: number;
  /** The admin password's scrypt cost: the tests' cheap one (tests/support/test-password.ts), or the production's for a test about the hash's cost. */
  passwordCost?: 'test' | 'production';
}

/** Tests that post many forms from one client are not about the limits (tests/integration/hardening/public-forms.test.ts is). */
const GENEROUS_FORM_LIMITS = { perClient: 100_000, global: 100_000 };
/** Tests that book many times from one client are not about booking's limits (tests/integration/booking/booking-limits.test.ts is). */
const GENEROUS_BOOKING_LIMITS = { perEmail: 100_000, perClient: 100_000, perHour: 100_000 };
/**
 * The caps per client lifted: tests that send many requests at once from 127.0.0.1 are not about
 * them (slow-clients.test.ts and pipelining.test.ts are).
 */
const IN_PROCESS_LIMITS: ServerLimits = { ...SERVER_LIMITS, maxConnectionsPerClient: SERVER_LIMITS.maxConnections, requestsPerClientPerSecond: 1_000_000, keepAliveTimeoutMs: 60_000 };

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = tempDir('jacobs-test-');
  const file = join(dataDir, 'jacobs.sqlite');
  copyFileSync(inject('baseDatabase'), file);
  // The shipped pictures' palettes ready (once per worker), as they are in a server that seeded its
  // database at start: a save naming one answers with its palette, not null until they are read.
  await builtInArt().load();
  const db = openDatabase(file);
  if (options.passwordCost === 'production') await storeAdminPassword(db, ADMIN_PASSWORD, 'production');
  const logs: LogEntry[] = [];
  const loggedErrors: LogEntry[] = [];
  // The production logger and its serializers, writing into memory instead of stdout.
  const logger = createLogger({
    destination: {
      write(line: string) {
        const entry = JSON.parse(line) as LogEntry;
        logs.push(entry);
        if (entry.level >= ERROR_LEVEL) loggedErrors.push(entry);
      },
    },
  });
  const notifications = createNotifications({ db, logger, publicUrl: options.publicUrl, sessionSecret: SESSION_SECRET, ...options.mail });
  const app = createApp({
    db,
    notifications,
    sessionSecret: SESSION_SECRET,
    siteDir: options.siteDir ?? join(dataDir, 'no-site'),
    siteSource: options.siteSource,
    dataDir,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
    formLimits: options.formLimits ?? GENEROUS_FORM_LIMITS,
    bookingLimits: options.bookingLimits ?? GENEROUS_BOOKING_LIMITS,
    logger,
    now: options.now,
    diskSpace: options.diskSpace,
    roomPhotosMaxBytes: options.roomPhotosMaxBytes,
  });
  // The production limits on slow clients and connections (server/index.ts uses the same), but the
  // cap per client and idle keep-alive sockets: this server shares its process with the test, which
  // may hold the event loop for seconds (rendering pages in-process); the server's 5 s timer could
  // then fire in the same turn as the test's next request on that socket (ECONNRESET). fetch closes
  // its idle sockets after 4 s itself, so the server waiting longer never closes one a request is
  // about to reuse.
  const server = createHttpServer(app, options.limits ?? IN_PROCESS_LIMITS).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  if (options.mail?.smtp) notifications.start();
  afterThisFile(async () => {
    server.close();
    await notifications.stop();
    app.close();
    db.close();
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    db,
    dataDir,
    logs,
    loggedErrors,
    notifications,
    client: () => new HttpClient(baseUrl),
    async admin() {
      const client = new HttpClient(baseUrl);
      const response = await client.post('/api/admin/login', { password: ADMIN_PASSWORD });
      if (response.status !== 200) throw new Error(`Admin login failed: ${response.status} ${response.text}`);
      return client;
    },
  };
}

/** A directory standing in for the Vite build. */
export function fakeSiteDir(files: Record<string, string>): string {
  const dir = tempDir('jacobs-site-');
  // A built site has both shells (decision 201): the admin's is the public one unless a test gives its own.
  const index = files['index.html'];
  for (const [path, content] of Object.entries({ ...(index === undefined ? {} : { 'admin.html': index }), ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export interface StartedServer {
  server: TestServer;
  /** Logged in as admin, unless `withAdmin: false`. */
  admin: HttpClient;
}

/**
 * Registers the hooks every integration test file needs: a fresh server (per file, or per test
 * with `perTest`) handed to `onStart`, and a check after each test that the app logged no
 * unexpected error.
 */
export function useTestServer(
  onStart: (started: StartedServer) => void,
  options: { perTest?: boolean; withAdmin?: boolean; siteDir?: () => string } & Omit<TestServerOptions, 'siteDir'> = {},
): void {
  let current: TestServer | undefined;
  (options.perTest ? beforeEach : beforeAll)(async () => {
    current = await startTestServer({ ...options, siteDir: options.siteDir?.() });
    onStart({ server: current, admin: options.withAdmin === false ? current.client() : await current.admin() });
  });
  afterEach(() => expect(current?.loggedErrors.splice(0)).toEqual([]));
}
