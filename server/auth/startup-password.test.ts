import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrate } from '../migrations/migrate.ts';
import { createCredentialsRepository } from './credentials-repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSessionRepository } from './session-repository.ts';
import { applyStartupPassword } from './startup-password.ts';

let dir: string;
let db: Db;
let printed: string[];
const print = (line: string) => printed.push(line);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jacobs-password-'));
  db = openDatabase(join(dir, 'test.sqlite'));
  migrate(db);
  printed = [];
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const passwordIs = async (password: string) => verifyPassword(password, createCredentialsRepository(db).find()!.passwordHash);

describe('applyStartupPassword', () => {
  it('generates a strong password when none is set, prints it once, stores only its hash', async () => {
    expect(await applyStartupPassword(db, undefined, print)).toBe('generated');
    const line = printed.find((text) => text.includes('Admin password:'))!;
    const generated = line.split('Admin password: ')[1].trim();
    expect(generated.length).toBeGreaterThanOrEqual(20);
    expect(await passwordIs(generated)).toBe(true);
    expect(JSON.stringify(db.prepare('SELECT * FROM admin_credentials').all())).not.toContain(generated);

    printed = [];
    expect(await applyStartupPassword(db, undefined, print)).toBe('kept');
    expect(printed).toEqual([]);
    expect(await passwordIs(generated)).toBe(true);
  });

  it('applies ADMIN_PASSWORD on first start', async () => {
    expect(await applyStartupPassword(db, 'env-password-one', print)).toBe('applied-env');
    expect(await passwordIs('env-password-one')).toBe(true);
    expect(printed).toEqual([]);
  });

  it('keeps a password changed in the admin while ADMIN_PASSWORD is unchanged', async () => {
    await applyStartupPassword(db, 'env-password-one', print);
    createCredentialsRepository(db).setPassword(await hashPassword('changed-in-admin'));
    expect(await applyStartupPassword(db, 'env-password-one', print)).toBe('kept');
    expect(await passwordIs('changed-in-admin')).toBe(true);
  });

  it('lets a new ADMIN_PASSWORD replace the password and end every session', async () => {
    await applyStartupPassword(db, 'env-password-one', print);
    const sessions = createSessionRepository(db);
    const sid = sessions.create();
    expect(await applyStartupPassword(db, 'env-password-two', print)).toBe('applied-env');
    expect(await passwordIs('env-password-two')).toBe(true);
    expect(await passwordIs('env-password-one')).toBe(false);
    expect(sessions.isActive(sid)).toBe(false);
  });

  it('takes ADMIN_PASSWORD over a generated password', async () => {
    await applyStartupPassword(db, undefined, print);
    expect(await applyStartupPassword(db, 'env-password-one', print)).toBe('applied-env');
    expect(await passwordIs('env-password-one')).toBe(true);
  });
});
