// What the admin password vouches for, ended together whenever the password changes (in Settings,
// by `npm run admin -- reset-password`, or by a new ADMIN_PASSWORD at start): every session, every
// known device (decision 171) and every preview link (decision 145). Run inside the transaction
// that stores the new hash, so no moment has the new password with the old access.
import type { Db } from '../db/connection.ts';
import { createSnapshotRepository } from '../preview/snapshots.ts';
import { forgetKnownDevices } from './known-devices.ts';
import { createSessionRepository } from './session-repository.ts';

export function endAdminAccess(db: Db): void {
  createSessionRepository(db).removeAll();
  forgetKnownDevices(db);
  createSnapshotRepository(db).removeAll();
}
