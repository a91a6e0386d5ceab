import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the table keeps of a session id: its SHA-256, as lucia does. The id is 256 random bits, so
 * a plain fast hash cannot be reversed, and a copied database or backup holds no cookie value.
 */
const stored = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Server-side session rows. The signed cookie only carries the row's random id, so logging out or
 * changing the password can end a session for good: a replayed cookie finds no row.
 */
export function createSessionRepository(db: Db) {
  const insert = db.prepare('INSERT INTO sessions (id_hash, created_at, expires_at) VALUES (?, ?, ?)');
  const active = db.prepare('SELECT 1 FROM sessions WHERE id_hash = ? AND expires_at > ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeAll = db.prepare('DELETE FROM sessions');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    create(): string {
      const now = Date.now();
      removeExpired.run(new Date(now).toISOString());
      const id = randomBytes(32).toString('base64url');
      insert.run(stored(id), new Date(now).toISOString(), new Date(now + SESSION_LIFETIME_MS).toISOString());
      return id;
    },
    isActive: (id: string) => active.get(stored(id), new Date().toISOString()) !== undefined,
    remove: (id: string) => void remove.run(stored(id)),
    removeAll: () => void removeAll.run(),
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
