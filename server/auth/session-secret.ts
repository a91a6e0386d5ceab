import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../private-files.ts';

/**
 * The key that signs session cookies: SESSION_SECRET, or one generated on first start and kept in
 * DATA_DIR/session-secret (readable by the owner only) so sessions survive a restart.
 */
export function resolveSessionSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret) return envSecret;
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return secret;
}
