// Nothing the admin API answers may be kept by a browser or proxy cache (it is
// personal data: messages, subscribers, the database itself), whatever the route, method or
// outcome: every answer under /api/admin carries Cache-Control: no-store, errors included.
import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../../shared/contract/endpoints.ts';
import { fillPath } from '../../../shared/contract/public-endpoints.ts';
import type { HttpClient } from '../support/http-client.ts';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import { rawRequest } from './support/raw-request.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const flatten = (group: object): Endpoint[] => Object.values(group).flatMap((value) => (isEndpoint(value) ? [value] : flatten(value as object)));
const PARAMS = { id: 1, pageSlug: 'home', revisionId: 1 };
// Logout last: it ends the session the others use.
const adminEndpoints = flatten(endpoints.admin).sort((a, b) => Number(a === endpoints.admin.logout) - Number(b === endpoints.admin.logout));

function expectNoStore(response: { status: number; headers: Headers | Record<string, unknown> }, label: string) {
  const value = response.headers instanceof Headers ? response.headers.get('cache-control') : response.headers['cache-control'];
  expect(value, `${label} -> ${response.status}`).toBe('no-store');
}

describe('admin answers are never cached', () => {
  it('with a session: every admin endpoint, whatever it answers', async () => {
    for (const endpoint of adminEndpoints) {
      const path = fillPath(endpoint.path, PARAMS);
      const response = await admin.request(endpoint.method, path, endpoint.method === 'GET' ? undefined : {});
      expectNoStore(response, `${endpoint.method} ${path}`);
    }
  });

  it('without a session, from another site, and for bad bodies, unknown paths and other spellings', async () => {
    await server.admin();
    const visitor = server.client();
    for (const endpoint of adminEndpoints) {
      const path = fillPath(endpoint.path, PARAMS);
      expectNoStore(await visitor.request(endpoint.method, path, endpoint.method === 'GET' ? undefined : {}), `anonymous ${endpoint.method} ${path}`);
    }
    const session = await server.admin();
    const cases: [string, Promise<{ status: number; headers: Headers | Record<string, unknown> }>][] = [
      ['cross-site write', session.post('/api/admin/products', {}, { headers: { Origin: 'https://evil.example' } })],
      ['bad JSON', session.request('POST', '/api/admin/products', undefined, { headers: { 'Content-Type': 'application/json' }, rawBody: '{"name":' })],
      ['not JSON', session.request('PUT', '/api/admin/settings', undefined, { headers: { 'Content-Type': 'text/plain' }, rawBody: 'x' })],
      ['too large', session.request('POST', '/api/admin/products', undefined, { headers: { 'Content-Type': 'application/json' }, rawBody: `{"name":"${'x'.repeat(1_100_000)}"}` })],
      ['unknown path', session.get('/api/admin/no-such-thing')],
      ['upper case', session.get('/API/ADMIN/MESSAGES')],
      ['wrong password', server.client().post('/api/admin/login', { password: 'wrong' })],
      ['HEAD', rawRequest(server.baseUrl, 'HEAD', '/api/admin/messages', { Cookie: session.cookieHeader })],
      ['absolute-form target', rawRequest(server.baseUrl, 'GET', `${server.baseUrl}/api/admin/messages`, { Cookie: session.cookieHeader })],
    ];
    for (const [label, answer] of cases) expectNoStore(await answer, label);
  });

  it('the CSV exports and the backup download too, and public reads stay cacheable', async () => {
    const session = await server.admin();
    for (const path of ['/api/admin/messages.csv', '/api/admin/subscribers.csv', '/api/admin/backup']) {
      const response = await session.get(path);
      expect(response.status, path).toBe(200);
      expectNoStore(response, path);
    }
    expect((await server.client().get('/api/products')).headers.get('cache-control')).not.toBe('no-store');
  });
});
