// Starts the real server for the Playwright run on a brand-new data directory, so every run
// begins from a freshly seeded database like a new install.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDataDir } from '../../support/test-password.ts';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'jacobs-e2e-'));
process.env.SESSION_SECRET ??= 'e2e-session-secret-that-is-long-enough';

// The specs sign in well over a thousand times: ADMIN_PASSWORD is stored beforehand at the tests'
// cheap cost (tests/support/test-password.ts), and the server finds it already applied and keeps it.
await prepareDataDir(process.env.DATA_DIR, process.env.ADMIN_PASSWORD);

await import('../../../server/index.ts');
