// A post saved without a reading time gets one computed from its Markdown by the
// server, so every client (web admin, studio, API) gets it.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

let admin: HttpClient;
useTestServer((started) => ({ admin } = started));

const body = (words: number) => `## A heading\n\n${Array.from({ length: words }, (_, index) => `word${index}`).join(' ')}`;
const post = (extra: Record<string, unknown>) => ({ title: `Timed ${Math.random().toString(36).slice(2)}`, author: 'Ada', content: body(10), ...extra });

describe('reading time', () => {
  it('is computed from the Markdown on create when left empty, at 200 words a minute, rounded up', async () => {
    const created = await admin.post('/api/admin/blog', post({ content: body(430), readingTime: '' }));
    expect(created.status).toBe(201);
    expect(created.body.readingTime).toBe('3 min read');
    expect((await admin.get(`/api/admin/blog/${created.body.id}`)).body.readingTime).toBe('3 min read');

    const omitted = await admin.post('/api/admin/blog', post({ content: body(150) }));
    expect(omitted.body.readingTime).toBe('1 min read');
  });

  it("keeps the owner's own reading time", async () => {
    const created = await admin.post('/api/admin/blog', post({ content: body(430), readingTime: '12 min' }));
    expect(created.body.readingTime).toBe('12 min');
  });

  it('is computed again on an update that leaves it empty, from the new Markdown', async () => {
    const created = await admin.post('/api/admin/blog', post({ readingTime: '4 min read' }));
    const updated = await admin.put(`/api/admin/blog/${created.body.id}`, post({ title: created.body.title, content: body(1001), readingTime: null }));
    expect(updated.status).toBe(200);
    expect(updated.body.readingTime).toBe('6 min read');
  });

  it('reaches the public list once the post is published', async () => {
    const created = await admin.post('/api/admin/blog', post({ content: body(601), published: true }));
    const list = await admin.get('/api/blog');
    expect(list.body.find((item: { id: number }) => item.id === created.body.id)).toMatchObject({ readingTime: '4 min read' });
  });
});
