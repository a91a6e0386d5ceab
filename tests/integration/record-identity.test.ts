// Every numbered record carries an identity beside its number (shared/contract/record-identity.ts):
// a random UUID given when it is made, never another record's, never changed by a save. A write
// stating the identity it was made for (the Record-Uid header, or `uid` in its body) lands on that
// record or on none: the server refuses it with 409 naming Record-Uid, changing nothing, when the
// record at that number is another one; a malformed one is a 400 naming where it came from. For
// every record type of the resource table, on the real app and a real SQLite file.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { noLongerOnServer, RECORD_UID_HEADER } from '../../shared/contract/record-identity.ts';
import { RESOURCES as RESOURCE_TABLE } from '../../shared/contract/resources.ts';
import type { HttpClient } from './support/http-client.ts';
import { RESOURCES } from './support/fixtures.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const labelOf = (path: string) => Object.values(RESOURCE_TABLE).find((resource) => resource.path === path)!.label;

describe.each(RESOURCES)('$name', ({ path, table, valid, nameField }) => {
  const rowOf = (id: number) => server.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id);
  const fresh = () => ({ ...valid(), [nameField]: `Identity ${randomUUID().slice(0, 8)}` });

  it('gives each record an identity of its own, answered with it and kept by every save', async () => {
    const first = (await admin.post(path, fresh())).body;
    const second = (await admin.post(path, fresh())).body;
    expect(first.uid).toMatch(UUID);
    expect(second.uid).toMatch(UUID);
    expect(second.uid).not.toBe(first.uid);
    const saved = (await admin.put(`${path}/${first.id}`, { ...fresh(), uid: first.uid, version: first.version })).body;
    expect(saved).toMatchObject({ id: first.id, uid: first.uid, version: first.version + 1 });
    expect((await admin.get(path)).body.find((record: { id: number }) => record.id === first.id).uid).toBe(first.uid);
    // Not a field a write can change: a uid in a body is only ever checked.
    expect((await admin.put(`${path}/${first.id}`, { ...fresh(), uid: second.uid })).status).toBe(409);
    expect((await admin.get(`${path}/${first.id}`)).body.uid).toBe(first.uid);
  });

  it('refuses a save or delete made for another record (409 naming Record-Uid) and changes nothing', async () => {
    const record = (await admin.post(path, fresh())).body;
    const before = rowOf(record.id);
    const other = randomUUID();
    const refused = { error: noLongerOnServer(labelOf(path)), fields: { [RECORD_UID_HEADER]: noLongerOnServer(labelOf(path)) } };
    for (const attempt of [
      admin.put(`${path}/${record.id}`, fresh(), { headers: { [RECORD_UID_HEADER]: other } }),
      admin.put(`${path}/${record.id}`, { ...fresh(), uid: other, version: record.version }),
      admin.delete(`${path}/${record.id}`, undefined, { headers: { [RECORD_UID_HEADER]: other } }),
      admin.delete(`${path}/${record.id}`, { uid: other }),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(409);
      expect(response.body).toEqual(refused);
    }
    expect(rowOf(record.id)).toEqual(before);

    // Its own identity: the write lands.
    expect((await admin.put(`${path}/${record.id}`, fresh(), { headers: { [RECORD_UID_HEADER]: record.uid } })).status).toBe(200);
    expect((await admin.delete(`${path}/${record.id}`, undefined, { headers: { [RECORD_UID_HEADER]: record.uid } })).status).toBe(200);
    expect(rowOf(record.id)).toBeUndefined();
  });

  it('answers a malformed identity with 400 naming where it came from', async () => {
    const record = (await admin.post(path, fresh())).body;
    const before = rowOf(record.id);
    const byHeader = await admin.put(`${path}/${record.id}`, fresh(), { headers: { [RECORD_UID_HEADER]: 'product-15' } });
    expect(byHeader.status).toBe(400);
    expect(byHeader.body.fields).toHaveProperty([RECORD_UID_HEADER]);
    const inBody = await admin.put(`${path}/${record.id}`, { ...fresh(), uid: 15 });
    expect(inBody.status).toBe(400);
    expect(inBody.body.fields).toHaveProperty(['uid']);
    expect(rowOf(record.id)).toEqual(before);
  });
});
