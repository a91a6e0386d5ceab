// Testimonials (decision 134): what is particular to them. What every numbered record
// shares (CRUD shapes, 404s, version checks and 409s, idempotent creates, history and restore) is
// run for them too by admin-records.test.ts and revisions.test.ts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints.ts';
import type { HttpClient } from './support/http-client.ts';
import { validTestimonial } from '../support/record-data.ts';
import { uploadImage } from './support/media-upload.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const ADMIN = endpoints.admin.testimonials.list.path;
const PUBLIC = endpoints.public.testimonials.path;
const rows = () => server.db.prepare('SELECT COUNT(*) FROM testimonials').pluck().get() as number;

describe('the admin', () => {
  it('refuses bad input with 400 naming each field, and stores nothing', async () => {
    const before = rows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quote: '' }, 'quote', 'Quote is required'],
      [{ quote: '   ' }, 'quote', 'Quote is required'],
      [{ name: undefined }, 'name', 'Name is required'],
      [{ place: null }, 'place', 'Neighborhood or town is required'],
      [{ quote: 'x'.repeat(1501) }, 'quote', 'Must be at most 1500 characters'],
      [{ role: 42 }, 'role', 'Must be text'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Must be a URL'],
      [{ active: 'yes' }, 'active', 'Must be true or false'],
      [{ displayOrder: 1.5 }, 'displayOrder', 'Must be a whole number'],
    ];
    for (const [change, field, message] of cases) {
      const response = await admin.post(ADMIN, { ...validTestimonial(), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
    }
    const { body: saved } = await admin.post(ADMIN, validTestimonial());
    const refused = await admin.put(`${ADMIN}/${saved.id}`, { ...validTestimonial(), quote: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ quote: 'Quote is required' });
    expect((await admin.get(`${ADMIN}/${saved.id}`)).body).toEqual(saved);
    expect(rows()).toBe(before + 1);
  });

  it('trims text and keeps an empty role and photo as none', async () => {
    const created = await admin.post(ADMIN, { ...validTestimonial(), name: '  Sam K.  ', role: '  ', imageUrl: '', imageAlt: '' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sam K.', role: null, imageUrl: null, imageAlt: null, active: true });
  });

  it('needs a session for every call', async () => {
    const anonymous = server.client();
    const { body: saved } = await admin.post(ADMIN, validTestimonial());
    for (const [method, path] of [
      ['GET', ADMIN],
      ['POST', ADMIN],
      ['GET', `${ADMIN}/${saved.id}`],
      ['PUT', `${ADMIN}/${saved.id}`],
      ['DELETE', `${ADMIN}/${saved.id}`],
      ['GET', `${ADMIN}/${saved.id}/revisions`],
    ]) {
      expect((await anonymous.request(method, path, method === 'POST' || method === 'PUT' ? validTestimonial() : undefined)).status, `${method} ${path}`).toBe(401);
    }
    expect((await admin.get(`${ADMIN}/${saved.id}`)).body).toEqual(saved);
  });
});

describe('GET /api/testimonials', () => {
  it('lists the active ones in display order, then by name, without admin fields, and follows each edit', async () => {
    server.db.prepare('DELETE FROM testimonials').run();
    const ids: number[] = [];
    for (const [name, displayOrder, active] of [
      ['Zoe P.', 2, true],
      ['Ann B.', 2, true],
      ['Hidden H.', 0, false],
      ['First F.', 1, true],
    ] as const) {
      const created = await admin.post(ADMIN, { ...validTestimonial(), name, displayOrder, active });
      ids.push(created.body.id);
    }
    const listed = await server.client().get(PUBLIC);
    expect(listed.status).toBe(200);
    const testimonials = endpoints.public.testimonials.output.parse(listed.body);
    expect(testimonials.map((testimonial) => testimonial.name)).toEqual(['First F.', 'Ann B.', 'Zoe P.']);
    expect(Object.keys(listed.body[0]).sort()).toEqual(['id', 'imageAlt', 'imageHeight', 'imageSrcSet', 'imageUrl', 'imageWidth', 'name', 'place', 'quote', 'role'].sort());

    // The public read is cached until an admin write: a deactivation shows at once.
    await admin.put(`${ADMIN}/${ids[0]}`, { ...validTestimonial(), name: 'Zoe P.', displayOrder: 2, active: false });
    expect((await server.client().get(PUBLIC)).body.map((testimonial: { name: string }) => testimonial.name)).toEqual(['First F.', 'Ann B.']);
  });

  it("gives an uploaded photo's size and srcset, and the image counts as used: it cannot be deleted while shown", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadImage(server.baseUrl, jpeg, 'dana.jpg', { client: admin });
    expect(uploaded.status).toBe(201);
    const created = await admin.post(ADMIN, { ...validTestimonial(), name: 'Photo P.', displayOrder: 0, imageUrl: uploaded.body.url, imageAlt: 'Dana in her living room' });
    const shown = (await server.client().get(PUBLIC)).body.find((testimonial: { id: number }) => testimonial.id === created.body.id);
    expect(shown).toMatchObject({ imageUrl: uploaded.body.url, imageAlt: 'Dana in her living room', imageWidth: 1200, imageHeight: 1200, imageSrcSet: uploaded.body.srcSet });

    const refused = await admin.delete(`${endpoints.admin.media.list.path}/${uploaded.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.current.usedBy).toEqual([{ resource: 'testimonials', id: created.body.id, name: 'Photo P.' }]);

    await admin.delete(`${ADMIN}/${created.body.id}`);
    expect((await admin.delete(`${endpoints.admin.media.list.path}/${uploaded.body.id}`)).status).toBe(200);
  });
});
