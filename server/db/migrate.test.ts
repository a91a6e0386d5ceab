import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { isNewDatabase, seedDatabase } from './seed.ts';
import { createRevisionStore } from '../revisions/revision-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'jacobs-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database setup', () => {
  it('opens with WAL, full sync, foreign keys and a busy timeout', () => {
    const db = openDatabase(join(dir, 'pragmas.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('applies each migration once and records it', () => {
    const db = openDatabase(join(dir, 'migrate.sqlite'));
    const first = migrate(db);
    expect(first[0]).toBe(1);
    expect(migrate(db)).toEqual([]);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(first.map((version) => expect.objectContaining({ version })));
    db.close();
  });

  it('ends the sessions stored before ids were hashed (006): their plain ids cannot be hashed in SQL', () => {
    const db = openDatabase(join(dir, 'sessions.sqlite'));
    migrate(db, 5);
    db.prepare("INSERT INTO sessions (id, created_at, expires_at) VALUES ('plain-id', '2026-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z')").run();
    expect(migrate(db)).toContain(6);
    expect(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    expect(db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk = 1').pluck().get('sessions')).toBe('id_hash');
    db.close();
  });

  it("replaces the contact page's old seeded booking sentence (008), never an owner's own", () => {
    const OLD = 'Pick a time that suits you for a free 30-minute call. We are available Monday to Friday, 9:00 a.m. to 6:00 p.m.';
    const read = (db: ReturnType<typeof openDatabase>) =>
      db.prepare("SELECT json_extract(content, '$.ctaText') AS ctaText, version FROM page_content WHERE page_slug = 'contact'").get() as { ctaText: string; version: number };
    for (const [ctaText, expected, version] of [
      [OLD, 'Pick a time that suits you on our booking calendar.', 3],
      ['Call us any time.', 'Call us any time.', 2],
    ] as const) {
      const db = openDatabase(join(dir, `contact-copy-${version}.sqlite`));
      migrate(db, 7);
      db.prepare("INSERT INTO page_content (page_slug, content, version, created_at, updated_at) VALUES ('contact', ?, 2, 'x', 'x')").run(JSON.stringify({ heroTitle: 'Contact', ctaText }));
      expect(migrate(db)).toContain(8);
      expect(read(db)).toEqual({ ctaText: expected, version });
      db.close();
    }
  });

  it('keeps the messages stored before the inquiry context (007), with none of it', () => {
    const db = openDatabase(join(dir, 'inquiry.sqlite'));
    migrate(db, 6);
    db.prepare("INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Ann', 'ann@example.com', 'Hello', '2026-01-01T00:00:00.000Z')").run();
    expect(migrate(db)).toContain(7);
    expect(db.prepare('SELECT name, product_id, product_name, utm_source, utm_medium, from_page FROM contact_messages').all()).toEqual([
      { name: 'Ann', product_id: null, product_name: null, utm_source: null, utm_medium: null, from_page: null },
    ]);
    db.close();
  });

  it('keeps the revisions stored before they were compressed (020), readable and counted by their size', () => {
    const db = openDatabase(join(dir, 'revisions.sqlite'));
    migrate(db, 13);
    const fields = { title: 'Kept as text', content: 'Old revision' };
    db.prepare("INSERT INTO revisions (resource, record_id, version, source, fields, changed_fields, created_at) VALUES ('blog', '4', 1, 'web', ?, '[\"title\"]', '2026-01-01T00:00:00.000Z')").run(JSON.stringify(fields));
    expect(migrate(db)).toContain(20);
    const store = createRevisionStore(db, () => new Date('2026-01-02T00:00:00.000Z'));
    const [old] = store.list('blog', '4');
    expect(store.find('blog', '4', old.id)).toMatchObject({ version: 1, changedFields: ['title'], fields });
    store.add('blog', '4', { version: 2, source: 'studio', fields: { ...fields, title: 'New' }, changedFields: ['title'] });
    expect(store.list('blog', '4').map((revision) => revision.version)).toEqual([2, 1]);
    expect(db.prepare('SELECT encoding FROM revisions ORDER BY id').pluck().all()).toEqual(['json', 'deflate']);
    db.close();
  });

  it('seeds a new database once', () => {
    const db = openDatabase(join(dir, 'seed.sqlite'));
    migrate(db);
    expect(isNewDatabase(db)).toBe(true);
    const created = seedDatabase(db);
    expect(created).toMatchObject({ serviceAreas: 17, blogPosts: 2, pageContent: 6, siteSettings: 1 });
    expect(isNewDatabase(db)).toBe(false);
    expect(Object.values(seedDatabase(db)).every((count) => count === 0)).toBe(true);
    db.close();
  });
});
