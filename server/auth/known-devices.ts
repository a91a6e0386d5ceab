// Known devices (decision 171, OWASP's "device cookie"): on a successful login the server gives the
// browser or studio a token `{id}.{signature}`: a random id, signed with a key derived from the
// session secret, so a made-up or altered token is refused before anything is read, and stored only
// as the SHA-256 of its id, so a copy of the database holds no token and a password change (which
// removes every row: forgetKnownDevices, through server/auth/admin-access.ts) ends them all. Each login renews its device's
// token; a device unseen for KNOWN_DEVICE_LIFETIME_MS is forgotten.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection.ts';

export const KNOWN_DEVICE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** More devices than an owner has: the ones signed in longest ago go first. */
const MAX_KNOWN_DEVICES = 20;
const TOKEN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

export function createKnownDevices(db: Db, sessionSecret: string, now: () => Date) {
  const key = createHmac('sha256', sessionSecret).update('jacobs known devices').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const insert = db.prepare('INSERT INTO known_devices (id_hash, created_at, expires_at) VALUES (?, ?, ?)');
  const live = db.prepare('SELECT 1 FROM known_devices WHERE id_hash = ? AND expires_at > ?');
  const remove = db.prepare('DELETE FROM known_devices WHERE id_hash = ?');
  const removeExpired = db.prepare('DELETE FROM known_devices WHERE expires_at <= ?');
  const keepNewest = db.prepare(`DELETE FROM known_devices WHERE id_hash NOT IN (SELECT id_hash FROM known_devices ORDER BY created_at DESC LIMIT ${MAX_KNOWN_DEVICES})`);

  return {
    /**
     * The device a token names, as the key its own throttle counts it by (the stored hash), when the
     * server signed the token and the device is still known; undefined for anything else.
     */
    recognise(token: string | undefined): string | undefined {
      const match = token === undefined ? null : TOKEN.exec(token);
      if (!match) return undefined;
      const [, id, signature] = match;
      const expected = Buffer.from(signatureOf(id));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const idHash = hashOf(id);
      return live.get(idHash, now().toISOString()) ? idHash : undefined;
    },
    /** A new token for the device that just signed in; `previous` (its old device key) is retired. */
    issue(previous?: string): string {
      const at = now();
      const id = randomBytes(32).toString('base64url');
      db.transaction(() => {
        if (previous) remove.run(previous);
        removeExpired.run(at.toISOString());
        insert.run(hashOf(id), at.toISOString(), new Date(at.getTime() + KNOWN_DEVICE_LIFETIME_MS).toISOString());
        keepNewest.run();
      })();
      return `${id}.${signatureOf(id)}`;
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;

/** Every device token ends: the password they were earned with is no longer the password. */
export const forgetKnownDevices = (db: Db): void => void db.prepare('DELETE FROM known_devices').run();
