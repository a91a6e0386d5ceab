// Revisions (decision 140): every save of every record type keeps the state it replaced, with when,
// from where and the version; a restore saves a revision's fields through the version check; a
// record keeps its newest 50 revisions and all of the last 30 days; the calls answer 400, 401 and
// 404 like the rest of the admin API.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints.ts';
import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { EDIT_SOURCE_HEADER, REVISIONS_KEPT, REVISIONS_KEPT_DAYS, REVISIONS_MAX_BYTES } from '../../shared/contract/revisions.ts';
import type { HttpClient } from './support/http-client.ts';
import { RESOURCES } from './support/fixtures.ts';
import { validBlogPost, validSettings } from '../support/record-data.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
let clock = new Date('2026-03-01T12:00:00.000Z');
useTestServer((started) => ({ server, admin } = started), { now: () => clock });

const FROM_STUDIO = { headers: { [EDIT_SOURCE_HEADER]: 'studio' } };
const CONFLICT = 'This record was changed by someone else';
const DAY_MS = 24 * 60 * 60 * 1000;
const REVISIONS_MAX_MB = REVISIONS_MAX_BYTES / 1024 / 1024;

/** A record of each kind, and how to change one of its fields. */
interface Subject {
  kind: string;
  /** The record's admin path (made fresh for numbered records). */
  record(): Promise<{ path: string; body: Record<string, unknown> }>;
  field: string;
  value(n: number): unknown;
}

const numbered = RESOURCES.map(
  ({ name, path, valid, nameField, textField }): Subject => ({
    kind: name,
    async record() {
      const created = await admin.post(path, { ...valid(), [nameField]: `History ${name} ${Math.random()}` });
      expect(created.status).toBe(201);
      return { path: `${path}/${created.body.id}`, body: created.body };
    },
    field: textField,
    value: (n) => `Text number ${n}`,
  }),
);

const subjects: Subject[] = [
  ...numbered,
  {
    kind: 'pages',
    async record() {
      const path = '/api/admin/pages/about';
      return { path, body: (await admin.get(path)).body };
    },
    field: 'seoTitle',
    value: (n) => `About, edit ${n}`,
  },
  {
    kind: 'settings',
    async record() {
      const path = '/api/admin/settings';
      return { path, body: (await admin.get(path)).body };
    },
    field: 'tagline',
    value: (n) => `Tagline number ${n}`,
  },
  {
    kind: 'booking availability',
    async record() {
      const path = '/api/admin/booking-availability';
      return { path, body: (await admin.get(path)).body };
    },
    field: 'saturday',
    value: (n) => `10:00-${String(11 + (n % 12)).padStart(2, '0')}:00`,
  },
];

/** The record's fields as a write's body (no id, version or timestamps). */
const fieldsOf = (body: Record<string, unknown>) => {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = body;
  return fields;
};

async function save(path: string, body: Record<string, unknown>, changes: Record<string, unknown>, options?: { headers: Record<string, string> }) {
  const response = await admin.put(path, { ...fieldsOf(body), ...changes, version: body.version }, options);
  expect(response.status, response.text).toBe(200);
  return response.body as Record<string, unknown>;
}

describe.each(subjects)('$kind', ({ record, field, value }) => {
  it('keeps the state each save replaced, with when, from where, the version and the fields it changed', async () => {
    const { path, body: original } = await record();
    clock = new Date('2026-03-02T09:00:00.000Z');
    const first = await save(path, original, { [field]: value(1) });
    clock = new Date('2026-03-02T10:00:00.000Z');
    const second = await save(path, first, { [field]: value(2) }, FROM_STUDIO);

    const list = await admin.get(`${path}/revisions`);
    expect(list.status).toBe(200);
    const revisions = endpoints.admin.products.revisions.output.parse(list.body);
    const ours = revisions.filter((revision) => revision.version >= (original.version as number));
    expect(ours.map(({ version, source, createdAt, changedFields }) => ({ version, source, createdAt, changedFields }))).toEqual([
      { version: first.version, source: 'studio', createdAt: '2026-03-02T10:00:00.000Z', changedFields: [field] },
      { version: original.version, source: 'web', createdAt: '2026-03-02T09:00:00.000Z', changedFields: [field] },
    ]);

    const one = await admin.get(`${path}/revisions/${ours[1].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: ours[1].id, version: original.version });
    expect(one.body.fields[field]).toEqual(original[field]);
    expect(second[field]).toBe(value(2));
  });

  it('restores a revision as a new version through the version check: 409 with the current record on a stale version', async () => {
    const { path, body: original } = await record();
    const edited = await save(path, original, { [field]: value(3) });
    const history = (await admin.get(`${path}/revisions`)).body;
    const [previous] = history;

    const stale = await admin.post(`${path}/revisions/${previous.id}/restore`, undefined, { headers: { 'If-Match': String(original.version) } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: CONFLICT, current: edited });
    expect((await admin.get(`${path}/revisions`)).body).toEqual(history);

    const restored = await admin.post(`${path}/revisions/${previous.id}/restore`, { version: edited.version });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.version).toBe((edited.version as number) + 1);
    expect(restored.body[field]).toEqual(original[field]);
    expect((await admin.get(path)).body).toEqual(restored.body);
    // The restore is a save like any other: the state it replaced is kept too.
    const [newest] = (await admin.get(`${path}/revisions`)).body;
    expect(newest).toMatchObject({ version: edited.version, source: 'web', changedFields: [field] });
  });
});

describe('which saves make a revision', () => {
  it('a create makes none, and deleting a record deletes its history', async () => {
    const created = await admin.post('/api/admin/products', { name: 'Short-lived Rug', price: 10, collection: 'heritage' });
    const path = `/api/admin/products/${created.body.id}`;
    expect((await admin.get(`${path}/revisions`)).body).toEqual([]);
    await save(path, created.body, { price: 20 });
    expect((await admin.get(`${path}/revisions`)).body).toHaveLength(1);

    expect((await admin.delete(path)).status).toBe(200);
    expect((await admin.get(`${path}/revisions`)).status).toBe(404);
    const left = server.db.prepare("SELECT COUNT(*) FROM revisions WHERE resource = 'products' AND record_id = ?").pluck().get(String(created.body.id));
    expect(left).toBe(0);
  });

  it("a page's first save (from its built-in copy, version 0) makes none; its next does", async () => {
    server.db.prepare("DELETE FROM page_content WHERE page_slug = 'contact'").run();
    const path = '/api/admin/pages/contact';
    const first = await save(path, (await admin.get(path)).body, { seoTitle: 'Contact us' });
    expect((await admin.get(`${path}/revisions`)).body).toEqual([]);
    await save(path, first, { seoTitle: 'Contact us today' });
    expect((await admin.get(`${path}/revisions`)).body).toMatchObject([{ version: 1, changedFields: ['seoTitle'] }]);
  });

  it('a refused save (stale version, bad body, bad source) makes none and changes nothing', async () => {
    const { body } = await admin.get('/api/admin/settings');
    const before = (await admin.get('/api/admin/settings/revisions')).body;
    const stale = await admin.put('/api/admin/settings', { ...validSettings(), version: (body.version as number) + 5 });
    expect(stale.status).toBe(409);
    const badSource = await admin.put('/api/admin/settings', { ...validSettings(), version: body.version }, { headers: { [EDIT_SOURCE_HEADER]: 'phone' } });
    expect(badSource.status).toBe(400);
    expect(badSource.body.fields).toEqual({ [EDIT_SOURCE_HEADER]: 'Must be web or studio' });
    expect((await admin.get('/api/admin/settings/revisions')).body).toEqual(before);
    expect((await admin.get('/api/admin/settings')).body).toEqual(body);
  });
});

describe('how much history a record keeps', () => {
  it(`keeps every revision of the last ${REVISIONS_KEPT_DAYS} days, and beyond that the newest ${REVISIONS_KEPT}`, async () => {
    const created = await admin.post('/api/admin/core-services', { title: 'Often Edited', description: 'First', features: [] });
    const path = `/api/admin/core-services/${created.body.id}`;
    const start = new Date('2026-04-01T08:00:00.000Z').getTime();
    let current = created.body;
    const saves = REVISIONS_KEPT + 10;
    for (let n = 0; n < saves; n += 1) {
      clock = new Date(start + n * 60_000);
      current = await save(path, current, { description: `Edit ${n}` });
    }
    expect((await admin.get(`${path}/revisions`)).body).toHaveLength(saves);

    // A month later, one more save: the old ones beyond the newest 50 go.
    clock = new Date(start + (REVISIONS_KEPT_DAYS + 1) * DAY_MS);
    current = await save(path, current, { description: 'A month later' });
    const kept = (await admin.get(`${path}/revisions`)).body as { version: number }[];
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0].version).toBe((current.version as number) - 1);
    expect(kept.at(-1)!.version).toBe((current.version as number) - REVISIONS_KEPT);
  });

  it(`keeps a record's history compressed and within ${REVISIONS_MAX_MB} MB, the oldest going first`, async () => {
    // 300 saves of a 200 KB post kept 61.5 MB. A body that barely compresses (random letters) fills
    // the bound fastest; a few dozen saves of it overflow it.
    const bodies = Array.from({ length: 41 }, (_, n) => `Edit ${n}.\n\n${randomBytes(140_000).toString('base64')}`);
    const body = (n: number) => bodies[n];
    const created = await admin.post('/api/admin/blog', { ...validBlogPost(), title: 'Large Post', content: body(0) });
    expect(created.status).toBe(201);
    const path = `/api/admin/blog/${created.body.id}`;
    let current = created.body;
    const saves = 40;
    for (let n = 1; n <= saves; n += 1) current = await save(path, current, { content: body(n) });

    const stored = server.db.prepare("SELECT SUM(length(fields)) FROM revisions WHERE resource = 'blog' AND record_id = ?").pluck().get(String(created.body.id)) as number;
    expect(stored).toBeLessThanOrEqual(REVISIONS_MAX_BYTES);
    const kept = (await admin.get(`${path}/revisions`)).body as { id: number; version: number }[];
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.length).toBeLessThan(saves);
    // The newest are the ones kept, and each still opens whole.
    expect(kept.map((revision) => revision.version)).toEqual(Array.from({ length: kept.length }, (_, n) => (current.version as number) - 1 - n));
    const newest = (await admin.get(`${path}/revisions/${kept[0].id}`)).body;
    expect(newest.fields.content).toBe(body(saves - 1));

    // Ordinary text is kept compressed: the seeded post's revisions take well under its JSON size.
    const seeded = (await admin.get('/api/admin/blog')).body.find((post: { slug: string }) => post.slug === 'do-rugs-increase-home-value');
    const edited = await save(`/api/admin/blog/${seeded.id}`, (await admin.get(`/api/admin/blog/${seeded.id}`)).body, { excerpt: 'Edited once' });
    const size = server.db.prepare("SELECT length(fields) FROM revisions WHERE resource = 'blog' AND record_id = ?").pluck().get(String(seeded.id)) as number;
    expect(size).toBeLessThan(Buffer.byteLength(JSON.stringify(edited)) / 2);
  });
});

describe('bad requests', () => {
  let path: string;
  let revisionId: number;
  let version: number;
  const setUp = async () => {
    const created = await admin.post('/api/admin/blog', { ...RESOURCES[1].valid(), title: `Bad requests ${Math.random()}` });
    path = `/api/admin/blog/${created.body.id}`;
    const saved = await save(path, created.body, { excerpt: 'Changed' });
    version = saved.version as number;
    revisionId = (await admin.get(`${path}/revisions`)).body[0].id;
  };

  it('401 without a session, for each history call', async () => {
    await setUp();
    const anonymous = server.client();
    expect((await anonymous.get(`${path}/revisions`)).status).toBe(401);
    expect((await anonymous.get(`${path}/revisions/${revisionId}`)).status).toBe(401);
    expect((await anonymous.post(`${path}/revisions/${revisionId}/restore`, { version })).status).toBe(401);
    expect((await admin.get(path)).body.version).toBe(version);
  });

  it('404 for an unknown record, page or revision, and for a revision of another record', async () => {
    await setUp();
    const other = await admin.post('/api/admin/blog', { ...RESOURCES[1].valid(), title: `Other ${Math.random()}` });
    const paths = [
      '/api/admin/blog/999999/revisions',
      '/api/admin/blog/abc/revisions',
      '/api/admin/pages/nowhere/revisions',
      `${path}/revisions/999999`,
      `${path}/revisions/first`,
      `/api/admin/blog/${other.body.id}/revisions/${revisionId}`,
      '/api/admin/settings/revisions/999999',
    ];
    for (const address of paths) expect((await admin.get(address)).status, address).toBe(404);
    const restore = await admin.post(`/api/admin/blog/${other.body.id}/revisions/${revisionId}/restore`, { version: 1 });
    expect(restore.status).toBe(404);
  });

  it('400 naming the field for a bad version, body or source, and nothing changes', async () => {
    await setUp();
    const restore = `${path}/revisions/${revisionId}/restore`;
    const cases: { body: unknown; headers?: Record<string, string>; field: string }[] = [
      { body: { version: 'two' }, field: 'version' },
      { body: { version, extra: true }, field: 'body' },
      { body: undefined, headers: { 'If-Match': 'yesterday' }, field: 'If-Match' },
      { body: { version }, headers: { [EDIT_SOURCE_HEADER]: 'fax' }, field: EDIT_SOURCE_HEADER },
    ];
    for (const { body, headers, field } of cases) {
      const response = await admin.post(restore, body, { headers });
      expect(response.status, response.text).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    }
    expect((await admin.get(path)).body.version).toBe(version);
    expect((await admin.get(`${path}/revisions`)).body).toHaveLength(1);
  });

  it("a revision whose values today's rules refuse is a 400 naming the field", async () => {
    await setUp();
    // Stored compressed (decision 140): rewritten as a save long ago might have stored it.
    const stored = server.db.prepare('SELECT fields FROM revisions WHERE id = ?').pluck().get(revisionId) as Buffer;
    const fields = { ...JSON.parse(inflateRawSync(stored).toString('utf8')), title: '' };
    server.db.prepare('UPDATE revisions SET fields = ? WHERE id = ?').run(deflateRawSync(JSON.stringify(fields)), revisionId);
    const response = await admin.post(`${path}/revisions/${revisionId}/restore`, { version });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['title']);
  });
});
