import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { endAdminAccess } from './admin-access.ts';
import { createCredentialsRepository } from './credentials-repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export type StartupPasswordOutcome = 'kept' | 'applied-env' | 'generated';

/**
 * Decides the admin password at start (docs/product/rules.md#the-admin-password-and-sessions):
 * - ADMIN_PASSWORD set and different from the one last applied: it becomes the password (and
 *   every session, known device and preview link ends), so an operator can always regain access by changing the variable.
 * - ADMIN_PASSWORD unchanged or unset: a password changed in /admin/settings stays.
 * - Nothing stored and no ADMIN_PASSWORD: a strong password is generated and printed once.
 */
export async function applyStartupPassword(db: Db, envPassword: string | undefined, print: (line: string) => void): Promise<StartupPasswordOutcome> {
  const credentials = createCredentialsRepository(db);
  const stored = credentials.find();

  if (envPassword) {
    const unchanged = stored?.envPasswordHash ? await verifyPassword(envPassword, stored.envPasswordHash) : false;
    if (unchanged) return 'kept';
    const hash = await hashPassword(envPassword);
    db.transaction(() => {
      credentials.save(hash, hash);
      endAdminAccess(db);
    })();
    return 'applied-env';
  }
  if (stored) return 'kept';

  const generated = randomBytes(18).toString('base64url');
  credentials.save(await hashPassword(generated), null);
  print('');
  print('='.repeat(64));
  print('  No ADMIN_PASSWORD was set, so an admin password was generated.');
  print(`  Admin password: ${generated}`);
  print('  It is shown only this once; change it in /admin/settings.');
  print('='.repeat(64));
  print('');
  return 'generated';
}
