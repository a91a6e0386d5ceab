// Starts the real server for the Playwright run on a brand-new data directory, so every run
// begins from a freshly seeded database like a new install.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'jacobs-e2e-'));
process.env.SESSION_SECRET ??= 'e2e-session-secret-that-is-long-enough';
await import('../../../server/index.ts');
