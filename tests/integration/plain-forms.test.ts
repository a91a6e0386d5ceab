// The contact form and the newsletter posted as plain HTML forms (docs/product/rules.md#forms-without-script),
// on the real app with the real renderer: an application/x-www-form-urlencoded post to the contact
// page goes through the JSON call's own steps (the same limiter, honeypot, hourly hold and
// Idempotency-Key check) and is answered 303 to the page that confirms it, or with the page again,
// each error beside its field and everything typed kept. Cross-site posts are refused, and nothing
// is stored on any refusal.
import { describe, expect, it } from 'vitest';
import { CONTACT_SENT, NEWSLETTER_SENT } from '../../shared/contract/contact-outcomes.ts';
import { HONEYPOT_FIELD } from '../../shared/contract/honeypot.ts';
import { PHONE_NUMBER_MESSAGE } from '../../shared/domain/phone.ts';
import { PLAIN_FORM_FIELD } from '../../shared/form-outcome.ts';
import { sentAddress } from '../../shared/plain-forms.ts';
import { validProduct } from '../support/record-data.ts';
import type { TestResponse } from './support/http-client.ts';
import { useSiteBuild } from './support/site-build.ts';
import { control, formOf, postForm, textOf } from './support/plain-form-page.ts';
import { fakeSiteDir, startTestServer, type TestServer, type TestServerOptions } from './support/test-server.ts';

const siteDir = fakeSiteDir({ 'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>' });
useSiteBuild(() => siteDir, { browserBundle: false });

const CONTACT_PAGE = '/jacobs/contact';
const RATE_LIMITED = /Too many requests\. Try again in \d+ (second|seconds|minute|minutes)\./;

const start = (options: TestServerOptions = {}) => startTestServer({ siteDir, ...options });

const message = (fields: Record<string, string> = {}) => ({ [PLAIN_FORM_FIELD]: 'message', name: 'Ann Lee', email: 'ann@example.com', phone: '', service: '', message: 'We have two dogs and a new rug.', [HONEYPOT_FIELD]: '', productId: '', utmSource: '', utmMedium: '', fromPage: '', ...fields });
const signUp = (email: string, fields: Record<string, string> = {}) => ({ [PLAIN_FORM_FIELD]: 'newsletter', email, [HONEYPOT_FIELD]: '', ...fields });

const count = (server: TestServer, table: string) => server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('the contact form without script', () => {
  it('is stored as the JSON call stores it, with its hidden context, and answered 303 to the page that confirms it in fixed words', async () => {
    const server = await start();
    const admin = await server.admin();
    const product = (await admin.post('/api/admin/products', { ...validProduct(), name: 'Heritage Kilim 4x6', slug: '' })).body as { id: number };
    const sent = await postForm(server, message({ phone: '(312) 555-0100', service: 'pet-safety', productId: String(product.id) }), {
      action: `${CONTACT_PAGE}?product=${product.id}`,
      from: `${CONTACT_PAGE}?utm_source=services&utm_medium=rug-intelligence&product=${product.id}`,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(sentAddress('message'));
    expect(sentAddress('message')).toBe('/jacobs/contact?sent=message');
    const stored = server.db.prepare('SELECT * FROM contact_messages').all() as Record<string, unknown>[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(312) 555-0100',
      service: 'pet-safety',
      message: 'We have two dogs and a new rug.',
      product_id: product.id,
      product_name: 'Heritage Kilim 4x6',
      utm_source: 'services',
      utm_medium: 'rug-intelligence',
      held: 0,
    });

    // The confirmation: the spec's words in the page, nothing typed, the same page for every visitor (cacheable).
    const confirmed = await server.client().get(sent.headers.get('location')!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-cache');
    const text = textOf(confirmed.text);
    expect(text).toContain(`${CONTACT_SENT.title} ${CONTACT_SENT.description}`);
    expect(confirmed.text).toMatch(/<div class="form-outcome" data-kind="sent" role="status">/);
    expect(confirmed.text).not.toContain('Ann Lee');
    expect(control(formOf(confirmed.text, 'contact-form'), 'name').value).toBe('');
    const again = await server.client().get('/jacobs/contact?sent=message&utm_source=x');
    expect(again.headers.get('etag')).toBe(confirmed.headers.get('etag'));
    // A confirmation of another page's form, or of none, is the plain contact page.
    expect(textOf((await server.client().get('/jacobs/contact?sent=nonsense')).text)).not.toContain(CONTACT_SENT.title);
  });

  it('refused: the page again (400) with each error beside its field, everything typed kept, never cached, nothing stored', async () => {
    const server = await start();
    const typed = message({ name: 'Ann <b>Lee</b>', email: 'ann@example', phone: 'call me', service: 'staging', message: 'Line one\nLine "two" & more' });
    const refused = await postForm(server, typed, { from: `${CONTACT_PAGE}?utm_source=mail&utm_medium=spring` });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(count(server, 'contact_messages')).toBe(0);

    const form = formOf(refused.text, 'contact-form');
    expect(control(form, 'email')).toEqual({ value: 'ann@example', error: 'Must be an email address', invalid: true });
    expect(control(form, 'phone')).toEqual({ value: 'call me', error: PHONE_NUMBER_MESSAGE, invalid: true });
    expect(control(form, 'name')).toEqual({ value: 'Ann <b>Lee</b>', error: undefined, invalid: false });
    expect(control(form, 'service').value).toBe('staging');
    expect(control(form, 'message').value).toBe('Line one\nLine "two" & more');
    // What the first post took from its page's address goes back in the hidden fields; the honeypot does not.
    expect(control(form, 'utmSource').value).toBe('mail');
    expect(control(form, 'utmMedium').value).toBe('spring');
    expect(control(form, HONEYPOT_FIELD).value).toBe('');
    expect(refused.text).not.toContain('<b>Lee</b>');
    expect(textOf(refused.text)).toContain('Error Please check what is marked below.');
    expect(refused.text).toMatch(/<div class="form-outcome" data-kind="refused" role="alert">/);
    // The newsletter on the same page is untouched.
    expect(formOf(refused.text, 'newsletter-form')).not.toContain('field-error');

    // Sent again, corrected, from the refusal page: the campaign tags carried in the hidden fields are stored.
    const corrected = await postForm(server, message({ email: 'ann@example.com', utmSource: 'mail', utmMedium: 'spring' }));
    expect(corrected.status).toBe(303);
    expect(server.db.prepare('SELECT utm_source, utm_medium FROM contact_messages').get()).toEqual({ utm_source: 'mail', utm_medium: 'spring' });
  });

  it('a refused message about a product shows the product again; a bad hidden field is said in the notice', async () => {
    const server = await start();
    const [product] = (await server.client().get('/api/products')).body as { id: number; name: string }[];
    const refused = await postForm(server, message({ productId: 'twelve', email: 'nope' }), { action: `${CONTACT_PAGE}?product=${product.id}` });
    expect(refused.status).toBe(400);
    expect(textOf(refused.text)).toContain(`About: ${product.name}`);
    expect(textOf(refused.text)).toContain('productId: Must be a product id');
    expect(control(formOf(refused.text, 'contact-form'), 'email').error).toBe('Must be an email address');
    expect(count(server, 'contact_messages')).toBe(0);
  });

  it('a bot that fills the honeypot is told it was sent, and nothing is stored', async () => {
    const server = await start();
    const bot = await postForm(server, message({ [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(bot.status).toBe(303);
    expect(bot.headers.get('location')).toBe(sentAddress('message'));
    const botSignUp = await postForm(server, signUp('bot@example.com', { [HONEYPOT_FIELD]: 'x' }));
    expect(botSignUp.headers.get('location')).toBe(sentAddress('newsletter'));
    expect(count(server, 'contact_messages')).toBe(0);
    expect(count(server, 'newsletter_subscribers')).toBe(0);
  });

  it('sent twice (a double click, Back and Send again) is stored once; another message is another', async () => {
    const server = await start();
    const first = await postForm(server, message());
    const second = await postForm(server, message());
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(sentAddress('message'));
    expect(count(server, 'contact_messages')).toBe(1);
    expect((await postForm(server, message({ message: 'And one more thing.' }))).status).toBe(303);
    expect(count(server, 'contact_messages')).toBe(2);
  });
});

describe('the newsletter without script', () => {
  it('subscribes and confirms in the page; a refused email comes back beside its field', async () => {
    const server = await start();
    const sent = await postForm(server, signUp('reader@example.com'));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/jacobs/contact?sent=newsletter');
    expect(server.db.prepare('SELECT email, held FROM newsletter_subscribers').all()).toEqual([{ email: 'reader@example.com', held: 0 }]);
    const confirmed = await server.client().get(sent.headers.get('location')!);
    expect(textOf(confirmed.text)).toContain(`${NEWSLETTER_SENT.title} ${NEWSLETTER_SENT.description}`);
    // The message form's confirmation is not shown for a sign-up.
    expect(textOf(confirmed.text)).not.toContain(CONTACT_SENT.title);

    const refused = await postForm(server, signUp('reader@example'));
    expect(refused.status).toBe(400);
    expect(control(formOf(refused.text, 'newsletter-form'), 'email')).toEqual({ value: 'reader@example', error: 'Must be an email address', invalid: true });
    expect(control(formOf(refused.text, 'contact-form'), 'email')).toEqual({ value: '', error: undefined, invalid: false });
    expect(count(server, 'newsletter_subscribers')).toBe(1);
  });
});

describe('the limits of the JSON calls, through the same steps', () => {
  const behindProxy = { trustProxy: 'loopback' as const };

  it('one client has one count for both doors: past it, 429 in the page with Retry-After and what was typed; another client still gets through', async () => {
    const server = await start({ ...behindProxy, formLimits: {} });
    const ip = '198.51.100.7';
    for (let n = 0; n < 3; n += 1) {
      const json = await server.client().post('/api/contact', { name: 'Json', email: `j${n}@example.com`, message: `JSON ${n}` }, { headers: { 'X-Forwarded-For': ip } });
      expect(json.status).toBe(200);
    }
    const answers: TestResponse[] = [];
    for (let n = 0; n < 4; n += 1) answers.push(await postForm(server, message({ message: `Plain ${n}` }), { ip }));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 429, 429]);
    const limited = answers[2];
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(textOf(limited.text)).toMatch(RATE_LIMITED);
    expect(control(formOf(limited.text, 'contact-form'), 'message').value).toBe('Plain 2');
    expect(count(server, 'contact_messages')).toBe(5);
    // The newsletter counts apart, as its JSON call does; another client is not limited.
    expect((await postForm(server, signUp('own-count@example.com'), { ip })).status).toBe(303);
    expect((await postForm(server, message(), { ip: '198.51.100.8' })).status).toBe(303);
  });

  it('past the hourly allowance of everyone, accepted and held for review, as through the JSON call', async () => {
    const server = await start({ ...behindProxy, formLimits: { global: 1 } });
    expect((await server.client().post('/api/contact', { name: 'Json', email: 'j@example.com', message: 'First' }, { headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(200);
    const held = await postForm(server, message(), { ip: '198.51.100.2' });
    expect(held.status).toBe(303);
    expect(held.headers.get('location')).toBe(sentAddress('message'));
    expect(server.db.prepare('SELECT name, held FROM contact_messages ORDER BY id').all()).toEqual([
      { name: 'Json', held: 0 },
      { name: 'Ann Lee', held: 1 },
    ]);
    expect((await postForm(server, signUp('first@example.com'), { ip: '198.51.100.3' })).status).toBe(303);
    expect((await postForm(server, signUp('second@example.com'), { ip: '198.51.100.4' })).status).toBe(303);
    expect(server.db.prepare('SELECT email, held FROM newsletter_subscribers ORDER BY id').all()).toEqual([
      { email: 'first@example.com', held: 0 },
      { email: 'second@example.com', held: 1 },
    ]);
  });

  it('past the bound of held submissions: 429 in the page, nothing more stored', async () => {
    const server = await start({ ...behindProxy, formLimits: { global: 0, heldAtMost: 1 } });
    expect((await postForm(server, message(), { ip: '198.51.100.5' })).status).toBe(303);
    const refused = await postForm(server, message({ message: 'Another' }), { ip: '198.51.100.6' });
    expect(refused.status).toBe(429);
    expect(textOf(refused.text)).toMatch(RATE_LIMITED);
    expect(count(server, 'contact_messages')).toBe(1);
  });
});

describe('what the door refuses before the form is read', () => {
  it('a post from another site: 403, nothing stored (by its Origin, or by Sec-Fetch-Site without one)', async () => {
    const server = await start();
    const forged = await postForm(server, message(), { headers: { Origin: 'http://attacker.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: 'Cross-site request refused' });
    const noOrigin = await server.client().request('POST', CONTACT_PAGE, undefined, {
      rawBody: new URLSearchParams(signUp('forged@example.com')).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    expect(count(server, 'contact_messages')).toBe(0);
    expect(count(server, 'newsletter_subscribers')).toBe(0);
  });

  it('a post naming no form of the page, or not sent as a form: a 4xx naming what is wrong, nothing stored', async () => {
    const server = await start();
    const unnamed = await postForm(server, { name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fields).toEqual({ [PLAIN_FORM_FIELD]: 'Must name a form of this page: message, newsletter' });
    // Another page takes no form: a write that is not JSON, as anywhere else.
    expect((await postForm(server, message(), { action: '/jacobs/about' })).status).toBe(415);
    const json = await server.client().post(CONTACT_PAGE, message(), { headers: { Origin: server.baseUrl } });
    expect(json.status).toBe(415);
    expect(count(server, 'contact_messages')).toBe(0);
  });
});
