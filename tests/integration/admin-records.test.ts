// The behaviour every numbered admin record type shares: CRUD answers in the contract's shapes,
// 404s, optimistic concurrency and idempotent creates; for those with a slug, its generation and
// uniqueness.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints.ts';
import type { HttpClient } from './support/http-client.ts';
import { RESOURCES } from './support/fixtures.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const contractOf = {
  products: endpoints.admin.products,
  blog: endpoints.admin.blog,
  'service areas': endpoints.admin.serviceAreas,
  'core services': endpoints.admin.coreServices,
  testimonials: endpoints.admin.testimonials,
  'consultation types': endpoints.admin.consultationTypes,
  'availability exceptions': endpoints.admin.bookingExceptions,
} as const;

describe.each(RESOURCES)('$name', ({ name, path, table, valid, nameField, slugged }) => {
  const contract = contractOf[name];
  const count = () => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  const rowOf = (id: number) => server.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id);
  let counter = 0;
  const fresh = (extra: Record<string, unknown> = {}) => {
    counter += 1;
    return { ...valid(), [nameField]: `Fresh ${name} ${counter}`, ...extra };
  };

  it('lists, creates (201), reads, updates and deletes in the contract shapes', async () => {
    const list = await admin.get(path);
    expect(list.status).toBe(200);
    contract.list.output.parse(list.body);

    const created = await admin.post(path, fresh());
    expect(created.status).toBe(201);
    const record = contract.create.output.parse(created.body);
    expect(record.version).toBe(1);
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
    expect(record.updatedAt).toBe(record.createdAt);
    if (slugged) expect(record).toHaveProperty('slug', `fresh-${name.replace(' ', '-')}-${counter}`);

    const read = await admin.get(`${path}/${record.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const updated = await admin.put(`${path}/${record.id}`, { ...valid(), [nameField]: 'Renamed', ...(slugged ? { slug: 'renamed-record' } : {}) });
    expect(updated.status).toBe(200);
    const after = contract.update.output.parse(updated.body);
    expect(after.version).toBe(2);
    expect(after).toHaveProperty(nameField, 'Renamed');
    if (slugged) expect(after).toHaveProperty('slug', 'renamed-record');
    expect(after.createdAt).toBe(record.createdAt);
    expect((await admin.get(path)).body.map((item: { id: number }) => item.id)).toContain(record.id);

    const removed = await admin.delete(`${path}/${record.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await admin.get(`${path}/${record.id}`)).status).toBe(404);
  });

  it('answers 404 JSON for unknown and non-numeric ids on get, put and delete', async () => {
    const total = count();
    for (const id of ['999999', 'abc', '1.5', '-1', '0']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await admin.request(method, `${path}/${id}`, method === 'PUT' ? fresh() : undefined);
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.body).toEqual({ error: 'Not found' });
      }
    }
    expect(count()).toBe(total);
  });

  it.runIf(slugged)('generates a slug from the name with accents folded', async () => {
    const created = await admin.post(path, fresh({ [nameField]: 'Café Noir — Édition Spéciale!' }));
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('cafe-noir-edition-speciale');
  });

  it.runIf(slugged)('writes a Cyrillic name in Latin letters for its slug', async () => {
    const created = await admin.post(path, fresh({ [nameField]: 'Ковёр Бухара' }));
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('kover-bukhara');
  });

  it.runIf(slugged)('answers a duplicate slug with 409 naming slug, on create and update, storing nothing', async () => {
    const first = await admin.post(path, fresh({ slug: 'taken-slug' }));
    expect(first.status).toBe(201);
    const total = count();
    const duplicate = await admin.post(path, fresh({ slug: 'taken-slug' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ error: 'That slug is already used', fields: { slug: 'That slug is already used' } });
    expect(count()).toBe(total);

    // A generated slug collides the same way.
    const byName = await admin.post(path, fresh({ [nameField]: 'Taken Slug' }));
    expect(byName.status).toBe(409);

    const other = await admin.post(path, fresh());
    const before = rowOf(other.body.id);
    const clash = await admin.put(`${path}/${other.body.id}`, fresh({ slug: 'taken-slug' }));
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ slug: 'That slug is already used' });
    expect(rowOf(other.body.id)).toEqual(before);

    // Keeping its own slug is not a clash.
    const same = await admin.put(`${path}/${first.body.id}`, fresh({ slug: 'taken-slug' }));
    expect(same.status).toBe(200);
  });

  describe('optimistic concurrency', () => {
    it('PUT with a stale If-Match gets 409 with the current record, changing nothing', async () => {
      const { body: record } = await admin.post(path, fresh());
      const { body: v2 } = await admin.put(`${path}/${record.id}`, fresh(), { headers: { 'If-Match': '1' } });
      expect(v2.version).toBe(2);
      const before = rowOf(record.id);
      const stale = await admin.put(`${path}/${record.id}`, fresh(), { headers: { 'If-Match': '1' } });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ error: 'This record was changed by someone else', current: v2 });
      expect(rowOf(record.id)).toEqual(before);
    });

    it('PUT with a stale version in the body gets 409, a current one applies', async () => {
      const { body: record } = await admin.post(path, fresh());
      await admin.put(`${path}/${record.id}`, fresh());
      const before = rowOf(record.id);
      const stale = await admin.put(`${path}/${record.id}`, fresh({ version: 1 }));
      expect(stale.status).toBe(409);
      expect(stale.body.current.version).toBe(2);
      expect(rowOf(record.id)).toEqual(before);
      const current = await admin.put(`${path}/${record.id}`, fresh({ version: 2 }));
      expect(current.status).toBe(200);
      expect(current.body.version).toBe(3);
    });

    it('DELETE with a stale If-Match or body version gets 409 and deletes nothing', async () => {
      const { body: record } = await admin.post(path, fresh());
      await admin.put(`${path}/${record.id}`, fresh());
      for (const attempt of [admin.delete(`${path}/${record.id}`, undefined, { headers: { 'If-Match': '"1"' } }), admin.delete(`${path}/${record.id}`, { version: 1 })]) {
        const response = await attempt;
        expect(response.status).toBe(409);
        expect(response.body.current).toMatchObject({ id: record.id, version: 2 });
      }
      expect(rowOf(record.id)).toBeDefined();
      expect((await admin.delete(`${path}/${record.id}`, undefined, { headers: { 'If-Match': 'W/"2"' } })).status).toBe(200);
      expect(rowOf(record.id)).toBeUndefined();
    });

    it('rejects a malformed If-Match naming it', async () => {
      const { body: record } = await admin.post(path, fresh());
      const response = await admin.put(`${path}/${record.id}`, fresh(), { headers: { 'If-Match': 'yesterday' } });
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty(['If-Match']);
    });
  });

  it('replays a create retried with the same Idempotency-Key and creates one row', async () => {
    const total = count();
    const body = fresh();
    const headers = { 'Idempotency-Key': `create-${table}-1` };
    const first = await admin.post(path, body, { headers });
    const retry = await admin.post(path, body, { headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(count()).toBe(total + 1);

    const otherKey = await admin.post(path, fresh(), { headers: { 'Idempotency-Key': `create-${table}-2` } });
    expect(otherKey.body.id).not.toBe(first.body.id);
    expect(count()).toBe(total + 2);
  });
});

describe('idempotency keys', () => {
  it('are not replayed to a caller without a session', async () => {
    const headers = { 'Idempotency-Key': 'private-key' };
    const admin2 = await server.admin();
    expect((await admin2.post('/api/admin/seed-database', undefined, { headers })).status).toBe(200);
    const anonymous = await server.client().post('/api/admin/seed-database', undefined, { headers });
    expect(anonymous.status).toBe(401);
  });

  it('do not store failed answers, so a corrected retry is applied', async () => {
    const headers = { 'Idempotency-Key': 'fix-and-retry' };
    const bad = await admin.post('/api/admin/core-services', { title: '' }, { headers });
    expect(bad.status).toBe(400);
    const good = await admin.post('/api/admin/core-services', { title: 'Fixed', description: 'Now valid.' }, { headers });
    expect(good.status).toBe(201);
  });

  it('rejects an unusable key naming the header', async () => {
    const response = await admin.post('/api/admin/core-services', { title: 'T', description: 'D' }, { headers: { 'Idempotency-Key': 'x'.repeat(201) } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(['Idempotency-Key']);
  });
});
