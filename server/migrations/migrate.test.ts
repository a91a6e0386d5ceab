import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { migrate } from './migrate.ts';
import { isNewDatabase, seedDatabase } from '../seed/seed-database.ts';
import { pageContentInput } from '../../shared/contract/pages.ts';
import { ABOUT_COPY } from '../../shared/domain/page-copy-defaults/about.ts';
import { HEALTH_PETS_COPY } from '../../shared/domain/page-copy-defaults/health-pets.ts';
import { HOME_COPY } from '../../shared/domain/page-copy-defaults/home.ts';
import { PROOF_ROI_COPY } from '../../shared/domain/page-copy-defaults/proof-roi.ts';
import { SERVICES_COPY } from '../../shared/domain/page-copy-defaults/services.ts';
import { builtInPage } from '../pages/built-in.ts';

/** The flat copy the seed stored before pages were sections. */
const FLAT_DEFAULTS: Record<string, object> = { 'services': SERVICES_COPY, 'about': ABOUT_COPY, 'proof-roi': PROOF_ROI_COPY, 'health-pets': HEALTH_PETS_COPY };
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
      expect(migrate(db, 8)).toContain(8);
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

  it('turns the flat page copy into sections (050), keeping what the owner wrote, as a new version', () => {
    const db = openDatabase(join(dir, 'sections.sqlite'));
    migrate(db, 49);
    const insert = db.prepare('INSERT INTO page_content (page_slug, content, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    // A database seeded before sections holds the six pages' built-in copy; two pages were edited.
    for (const slug of ['services', 'about', 'proof-roi', 'health-pets']) insert.run(slug, JSON.stringify(FLAT_DEFAULTS[slug]), 1, 'x', 'x');
    insert.run('home', JSON.stringify({ ...HOME_COPY, heroTitle: 'Rugs for *Real* Homes', heroSubtitle: 'Serving the North Shore.', ctaText: '', extra: 'never shown' }), 4, 'x', 'x');
    insert.run('contact', JSON.stringify({ ctaTitle: 'Call Us', ctaText: 'Any weekday works.' }), 2, 'x', 'x');
    // One revision kept as text before 020, one deflated since.
    db.prepare("INSERT INTO revisions (resource, record_id, version, source, encoding, fields, changed_fields, created_at) VALUES ('pages', 'home', 2, 'web', 'json', ?, '[\"content\"]', 'x')").run(
      Buffer.from(JSON.stringify({ pageSlug: 'home', seoTitle: 'Home', seoDescription: null, seoKeywords: null, content: { heroTitle: 'A first title' } })),
    );
    createRevisionStore(db, () => new Date()).add('pages', 'home', {
      version: 3, source: 'web', changedFields: ['content'],
      fields: { pageSlug: 'home', seoTitle: 'Home', seoDescription: null, seoKeywords: null, content: { heroTitle: 'An earlier title' } },
    });

    expect(migrate(db)).toContain(50);
    const page = (slug: string) => {
      const row = db.prepare('SELECT content, version FROM page_content WHERE page_slug = ?').get(slug) as { content: string; version: number };
      return { content: JSON.parse(row.content), version: row.version };
    };
    for (const slug of ['services', 'about', 'proof-roi', 'health-pets'] as const) expect(page(slug), slug).toEqual({ content: builtInPage(slug).content, version: 2 });

    const home = page('home');
    expect(home.version).toBe(5);
    const [hero] = home.content.sections;
    expect(hero).toMatchObject({ kind: 'hero', title: 'Rugs for *Real* Homes', subtitle: 'Serving the North Shore. [See the neighborhoods we serve.](/jacobs/service-areas)' });
    expect(home.content.sections.slice(1)).toEqual(builtInPage('home').content.sections.slice(1));
    const contact = page('contact').content.sections.find((section: { kind: string }) => section.kind === 'contact');
    expect(contact).toMatchObject({ bookingTitle: 'Call Us', bookingText: 'Book a free 30-minute AI Rug Fit Consultation. Any weekday works. We are available {hours}.' });

    const store = createRevisionStore(db, () => new Date());
    const titles = store.list('pages', 'home').map((summary) => {
      const { fields } = store.find('pages', 'home', summary.id)!;
      expect(pageContentInput.safeParse(fields).success).toBe(true);
      const [first] = (fields.content as { sections: { kind: string; title: string; subtitle: string }[] }).sections;
      expect(first).toMatchObject({ kind: 'hero', subtitle: builtInPage('home').content.sections[0].subtitle });
      return first.title;
    });
    expect(titles).toEqual(['An earlier title', 'A first title']);
    db.close();
  });

  it('points the seeded Book buttons of saved pages at the booking page (075), leaving what the owner changed, as a new version', () => {
    const db = openDatabase(join(dir, 'book-buttons.sqlite'));
    migrate(db, 74);
    const insert = db.prepare('INSERT INTO page_content (page_slug, content, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    const cta = { id: 'cta', kind: 'callToAction', title: 'Ready?', buttons: [{ label: 'Book a Free Consultation', link: '/jacobs/contact?utm_source=services&utm_medium=antique-sourcing' }, { label: 'Download Brief', link: '/jacobs/contact?type=brief' }] };
    insert.run('antique-sourcing', JSON.stringify({ sections: [cta] }), 3, 'x', 'x');
    // The owner relabelled the hero's button and pointed the closing one elsewhere: theirs stay.
    const home = { sections: [{ id: 'hero', kind: 'hero', title: 'Home', buttons: [{ label: 'Talk to Us', link: '/jacobs/contact' }] }, { id: 'cta', kind: 'callToAction', title: 'Go', buttons: [{ label: 'Book Your Consultation', link: '/jacobs/about' }] }] };
    insert.run('home', JSON.stringify(home), 2, 'x', 'x');
    insert.run('footer', JSON.stringify({ sections: [{ id: 'footer', kind: 'footer', shopTitle: 'Shop', servicesTitle: 'Services', companyTitle: 'Company' }] }), 1, 'x', 'x');
    insert.run('contact', JSON.stringify({ sections: [{ id: 'contact', kind: 'contact', bookingNote: 'Opens our booking calendar in a new tab.' }] }), 1, 'x', 'x');
    expect(migrate(db)).toContain(75);
    const page = (slug: string) => {
      const row = db.prepare('SELECT content, version FROM page_content WHERE page_slug = ?').get(slug) as { content: string; version: number };
      return { ...(JSON.parse(row.content) as { sections: Record<string, unknown>[] }), version: row.version };
    };
    expect(page('antique-sourcing')).toEqual({ sections: [{ ...cta, buttons: [{ label: 'Book a Free Consultation', link: '/jacobs/book?utm_source=services&utm_medium=antique-sourcing' }, cta.buttons[1]] }], version: 4 });
    expect(page('home')).toEqual({ ...home, version: 2 });
    expect(page('footer').sections[0]).toMatchObject({ bookButton: 'Book a Consultation' });
    expect(page('contact').sections[0]).toMatchObject({ bookingNote: 'Free and without obligation. Move or cancel it any time from the link in your email.' });
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
    expect(created).toMatchObject({ serviceAreas: 17, blogPosts: 2, pageContent: 20, siteSettings: 1 });
    expect(isNewDatabase(db)).toBe(false);
    expect(Object.values(seedDatabase(db)).every((count) => count === 0)).toBe(true);
    db.close();
  });
});
