// One test per rule of docs/product/api.md#payload-rules: the answer is 400 naming the field, and nothing is stored
// or changed (checked on create and on update of an existing record).
import { describe, expect, it } from 'vitest';
import { ROI_DISCLAIMER_REQUIRED } from '../../shared/contract/products.ts';
import type { HttpClient } from './support/http-client.ts';
import { validBlogPost, validCoreService, validProduct, validServiceArea, validSettings } from '../support/record-data.ts';
import { useTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const snapshot = (table: string) => JSON.stringify(server.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all());

interface Rule {
  rule: string;
  change: Record<string, unknown>;
  field: string;
  message?: string;
}

function describeRules(resource: string, path: string, table: string, valid: () => Record<string, unknown>, rules: Rule[]) {
  describe(`${resource} validation`, () => {
    it.each(rules)('$rule -> 400 naming $field', async ({ change, field, message }) => {
      const before = snapshot(table);
      const body = { ...valid(), ...change };
      for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];

      const created = await admin.post(path, body);
      expect(created.status).toBe(400);
      expect(created.body.error).toBe('Invalid request');
      expect(created.body.fields).toHaveProperty([field]);
      if (message) expect(created.body.fields[field]).toBe(message);

      const id = server.db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).pluck().get();
      const updated = await admin.put(`${path}/${id}`, body);
      expect(updated.status).toBe(400);
      expect(updated.body.fields).toHaveProperty([field]);
      expect(snapshot(table)).toBe(before);
    });
  });
}

describeRules('product', '/api/admin/products', 'products', validProduct, [
  { rule: 'name is required', change: { name: undefined }, field: 'name', message: 'Name is required' },
  { rule: 'name cannot be blank', change: { name: '   ' }, field: 'name', message: 'Name is required' },
  { rule: 'price is required', change: { price: undefined }, field: 'price', message: 'Price is required' },
  { rule: 'price must be a number', change: { price: '12abc' }, field: 'price', message: 'Must be a number' },
  { rule: 'price is at least 0', change: { price: -1 }, field: 'price' },
  { rule: 'price has at most two decimals', change: { price: 10.005 }, field: 'price' },
  { rule: 'collection is required', change: { collection: undefined }, field: 'collection', message: 'Collection is required' },
  { rule: 'collection is a known one', change: { collection: 'plastic' }, field: 'collection' },
  { rule: 'ROI multiplier is at most 2', change: { roiMultiplier: 2.01 }, field: 'roiMultiplier' },
  { rule: 'ROI multiplier is at least 0', change: { roiMultiplier: -0.5 }, field: 'roiMultiplier' },
  { rule: 'ROI multiplier steps by 0.01', change: { roiMultiplier: 1.234 }, field: 'roiMultiplier' },
  { rule: 'a disclaimer is required with a multiplier', change: { roiDisclaimer: '' }, field: 'roiDisclaimer', message: ROI_DISCLAIMER_REQUIRED },
  { rule: 'image URL must be a URL', change: { imageUrl: 'not a url' }, field: 'imageUrl', message: 'Must be a URL' },
  { rule: 'image URL cannot be a script', change: { imageUrl: 'javascript:alert(1)' }, field: 'imageUrl' },
  { rule: 'displayOrder is a whole number', change: { displayOrder: 1.5 }, field: 'displayOrder', message: 'Must be a whole number' },
  { rule: 'slug is well formed', change: { slug: 'Not A Slug' }, field: 'slug' },
  { rule: 'slug from a punctuation-only name', change: { name: '!!! ???' }, field: 'slug' },
  { rule: 'featured is a boolean', change: { featured: 'yes' }, field: 'featured' },
]);

describeRules('blog post', '/api/admin/blog', 'blog_posts', validBlogPost, [
  { rule: 'title is required', change: { title: '' }, field: 'title', message: 'Title is required' },
  { rule: 'author is required', change: { author: undefined }, field: 'author', message: 'Author is required' },
  { rule: 'content is required', change: { content: ' ' }, field: 'content', message: 'Content is required' },
  { rule: 'publishedAt is a date-time', change: { publishedAt: 'next tuesday' }, field: 'publishedAt' },
  { rule: 'image URL must be a URL', change: { imageUrl: 'ftp//x' }, field: 'imageUrl' },
  { rule: 'slug from a punctuation-only title', change: { title: '---' }, field: 'slug' },
  { rule: 'published is a boolean', change: { published: 'true' }, field: 'published' },
]);

describeRules('service area', '/api/admin/service-areas', 'service_areas', validServiceArea, [
  { rule: 'name is required', change: { name: undefined }, field: 'name', message: 'Name is required' },
  { rule: 'type is neighborhood or suburb', change: { type: 'city' }, field: 'type', message: 'Must be neighborhood or suburb' },
  { rule: 'displayOrder is a number', change: { displayOrder: 'first' }, field: 'displayOrder' },
  { rule: 'displayOrder is whole', change: { displayOrder: 2.5 }, field: 'displayOrder' },
  { rule: 'highlights are text', change: { highlights: [1, 2] }, field: 'highlights.0' },
  { rule: 'slug from a punctuation-only name', change: { name: '&&&' }, field: 'slug' },
]);

describeRules('core service', '/api/admin/core-services', 'core_services', validCoreService, [
  { rule: 'title is required', change: { title: undefined }, field: 'title', message: 'Title is required' },
  { rule: 'description is required', change: { description: '' }, field: 'description', message: 'Description is required' },
  { rule: 'features are unique', change: { features: ['Same', 'same'] }, field: 'features', message: 'Features must be unique' },
  { rule: 'features are not blank', change: { features: ['  '] }, field: 'features.0' },
  { rule: 'isFree is a boolean', change: { isFree: 1 }, field: 'isFree' },
  { rule: 'slug from a punctuation-only title', change: { title: '***' }, field: 'slug' },
]);

describe('settings validation', () => {
  it.each([
    { rule: 'email is an email', change: { email: 'nope' }, field: 'email' },
    { rule: 'booking link is a URL', change: { bookingUrl: 'calendly' }, field: 'bookingUrl' },
    { rule: 'company name is required', change: { companyName: '' }, field: 'companyName' },
    { rule: 'phone can be dialled', change: { phone: 'call the shop' }, field: 'phone' },
    { rule: 'ZIP code is a ZIP code', change: { postalCode: '606' }, field: 'postalCode' },
  ])('$rule -> 400 naming $field', async ({ change, field }) => {
    const before = snapshot('site_settings');
    const response = await admin.put('/api/admin/settings', { ...validSettings(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty([field]);
    expect(snapshot('site_settings')).toBe(before);
  });
});

describe('page content validation', () => {
  it('content must be a JSON object', async () => {
    const before = snapshot('page_content');
    const response = await admin.put('/api/admin/pages/about', { content: '{"not": "an object"}' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(['content']);
    expect(snapshot('page_content')).toBe(before);
  });

  it('the body pageSlug must match the address', async () => {
    const before = snapshot('page_content');
    const response = await admin.put('/api/admin/pages/about', { pageSlug: 'home', content: {} });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(['pageSlug']);
    expect(snapshot('page_content')).toBe(before);
  });
});

describe('public form validation', () => {
  const contact = { name: 'Ann Lee', email: 'ann@example.com', phone: '312-555-0100', service: 'staging', message: 'Please call me.' };
  it.each([
    { rule: 'name is required', change: { name: '' }, field: 'name', message: 'Name is required' },
    { rule: 'email is required', change: { email: undefined }, field: 'email', message: 'Email is required' },
    { rule: 'email is an email', change: { email: 'ann@' }, field: 'email', message: 'Must be an email address' },
    { rule: 'message is required', change: { message: '' }, field: 'message', message: 'Message is required' },
    { rule: 'phone looks like a phone', change: { phone: 'call me' }, field: 'phone', message: 'Must be a phone number, such as (312) 555-0147' },
    { rule: 'phone has 7 to 15 digits', change: { phone: '+++ ---' }, field: 'phone', message: 'Must be a phone number, such as (312) 555-0147' },
    { rule: 'service is a known option', change: { service: 'plumbing' }, field: 'service' },
  ])('contact: $rule -> 400 naming $field', async ({ change, field, message }) => {
    const body: Record<string, unknown> = { ...contact, ...change };
    const response = await server.client().post('/api/contact', body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(message ?? response.body.fields[field]);
    expect(response.body.fields).toHaveProperty([field]);
    expect(server.db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get()).toBe(0);
  });

  it.each([
    { rule: 'email is required', body: {} },
    { rule: 'email is an email', body: { email: 'not-an-email' } },
  ])('newsletter: $rule -> 400 naming email', async ({ body }) => {
    const response = await server.client().post('/api/newsletter', body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(['email']);
    expect(server.db.prepare('SELECT COUNT(*) FROM newsletter_subscribers').pluck().get()).toBe(0);
  });
});
