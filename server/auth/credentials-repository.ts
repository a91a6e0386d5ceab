import type { Db } from '../db/connection.ts';

interface CredentialsRow {
  password_hash: string;
  env_password_hash: string | null;
}

/** The single admin's password hash, and the hash of the ADMIN_PASSWORD last applied at start. */
export function createCredentialsRepository(db: Db) {
  const find = db.prepare('SELECT password_hash, env_password_hash FROM admin_credentials WHERE id = 1');
  const save = db.prepare(`INSERT INTO admin_credentials (id, password_hash, env_password_hash, updated_at) VALUES (1, @passwordHash, @envPasswordHash, @now)
    ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash, env_password_hash = excluded.env_password_hash, updated_at = excluded.updated_at`);
  const setPassword = db.prepare('UPDATE admin_credentials SET password_hash = ?, updated_at = ? WHERE id = 1');

  return {
    find: () => {
      const row = find.get() as CredentialsRow | undefined;
      return row ? { passwordHash: row.password_hash, envPasswordHash: row.env_password_hash } : undefined;
    },
    save: (passwordHash: string, envPasswordHash: string | null) => {
      save.run({ passwordHash, envPasswordHash, now: new Date().toISOString() });
    },
    setPassword: (passwordHash: string) => {
      setPassword.run(passwordHash, new Date().toISOString());
    },
  };
}
