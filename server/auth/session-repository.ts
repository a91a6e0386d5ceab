import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Server-side session rows. The signed cookie only carries the row's random id, so logging out or
 * changing the password can end a session for good: a replayed cookie finds no row.
 */
export function createSessionRepository(db: Db) {
  const insert = db.prepare('INSERT INTO sessions (id, created_at, expires_at) VALUES (?, ?, ?)');
  const active = db.prepare('SELECT 1 FROM sessions WHERE id = ? AND expires_at > ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const removeOthers = db.prepare('DELETE FROM sessions WHERE id <> ?');
  const removeAll = db.prepare('DELETE FROM sessions');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    create(): string {
      const now = Date.now();
      removeExpired.run(new Date(now).toISOString());
      const id = randomBytes(32).toString('base64url');
      insert.run(id, new Date(now).toISOString(), new Date(now + SESSION_LIFETIME_MS).toISOString());
      return id;
    },
    isActive: (id: string) => active.get(id, new Date().toISOString()) !== undefined,
    remove: (id: string) => void remove.run(id),
    removeAllExcept: (id: string) => void removeOthers.run(id),
    removeAll: () => void removeAll.run(),
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
