// XSS, server side: the corpus of tests/e2e/security/xss-corpus.ts saved through the admin API
// must come out inert. The Markdown body (/content/blog/{slug}.md, injected as HTML by the site)
// may hold only allowlisted tags and attributes and no script URL; the pages the server sends
// must carry no live script, handler or script URL built from stored text; the API serves the
// text only as JSON that browsers will not sniff as HTML.
import { describe, expect, it } from 'vitest';
import { XSS_BOOKING_URL, XSS_IMAGE_URL, XSS_PAYLOADS, xssMarkdown, xssPageContent } from '../../e2e/security/xss-corpus.ts';
import type { HttpClient } from '../support/http-client.ts';
import { validBlogPost, validCoreService, validProduct, validServiceArea, validSettings } from '../../support/record-data.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

const SHELL = '<!doctype html><html><head><title>Jacobs</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started), { siteDir: () => fakeSiteDir({ 'index.html': SHELL, 'assets/app.js': 'export {}' }) });

const ARTICLE_TAGS = new Set([
  'address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'main', 'nav', 'section',
  'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'ul',
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
  'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img', 'del', 'ins',
]);
const ARTICLE_ATTRIBUTES = new Set(['href', 'title', 'src', 'alt', 'width', 'height', 'align', 'start', 'class']);
const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/)|[^:]*$)/i;

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(quot|apos|lt|gt|amp|colon|tab|newline);/gi, (_, name: string) => ({ quot: '"', apos: "'", lt: '<', gt: '>', amp: '&', colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!);

/** Tags with their attributes; quoted values may hold ">" (escaped text never holds a raw "<"). */
const TAG = /<\s*(\/?)\s*([a-zA-Z][\w:-]*)((?:\s*[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

function tagsOf(html: string) {
  return [...html.matchAll(TAG)].map(([whole, closing, name, attributes]) => ({
    whole,
    closing: closing === '/',
    name: name.toLowerCase(),
    attributes: [...attributes.matchAll(ATTRIBUTE)].map(([, attribute, double, single, bare]) => ({
      name: attribute.toLowerCase(),
      value: decodeEntities(double ?? single ?? bare ?? ''),
    })),
  }));
}

const SCRIPT_URL = /^(javascript|vbscript|data):/i;
// oxlint-disable-next-line no-control-regex -- a browser ignores control characters and spaces in a URL, so they are removed first
const urlOf = (value: string) => value.replace(/[\u0000-\u0020]/g, '');

/** Every tag and attribute of the article HTML is allowlisted, and no URL in it can run script. */
function expectInertArticle(html: string, label: string): void {
  for (const tag of tagsOf(html)) {
    expect(ARTICLE_TAGS.has(tag.name), `${label}: tag ${tag.whole}`).toBe(true);
    for (const attribute of tag.attributes) {
      expect(ARTICLE_ATTRIBUTES.has(attribute.name), `${label}: attribute ${attribute.name} in ${tag.whole}`).toBe(true);
      if (['href', 'src'].includes(attribute.name)) expect(urlOf(attribute.value), `${label}: ${tag.whole}`).toMatch(SAFE_URL);
    }
  }
  // Outside tags, a "<" can only be text, escaped.
  expect(html.replace(TAG, ''), label).not.toContain('<');
}

/**
 * A page the server sends (the shell with its server-rendered head and body) holds no script,
 * handler or script URL made from stored text: stored text may appear only as escaped text, in
 * attribute values of harmless attributes, or inside a JSON data block whose "<" is escaped.
 */
function expectInertPage(html: string, label: string): void {
  for (const [whole, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!body.includes('__xss')) continue;
    expect(attributes, `${label}: ${whole.slice(0, 120)}`).toMatch(/type=["']?application\/(ld\+)?json/i);
    expect(body, label).not.toMatch(/<\/script|<!--/i);
  }
  for (const tag of tagsOf(html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, ''))) {
    expect(['iframe', 'object', 'embed', 'frame', 'base'].includes(tag.name), `${label}: ${tag.whole}`).toBe(false);
    for (const attribute of tag.attributes) {
      if (attribute.name.startsWith('on')) expect(attribute.value, `${label}: handler in ${tag.whole.slice(0, 160)}`).not.toContain('__xss');
      if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'].includes(attribute.name)) {
        expect(urlOf(attribute.value), `${label}: ${tag.whole.slice(0, 160)}`).not.toMatch(SCRIPT_URL);
      }
      if (attribute.name === 'http-equiv') expect(attribute.value.toLowerCase(), `${label}: ${tag.whole}`).not.toBe('refresh');
    }
  }
}

async function createPost(title: string, content: string, slug: string) {
  const response = await admin.post('/api/admin/blog', { ...validBlogPost(), title, slug, content, excerpt: title, seoTitle: title.slice(0, 200), seoDescription: title });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; slug: string };
}

describe('the checks themselves', () => {
  it('catch a live handler, script, script URL or frame, and pass escaped text', () => {
    for (const html of [
      '<html><head><title>a</title></head><body><img src=x onerror="window.__xss=1"></body></html>',
      '<html><head><meta name="d" content="a"><script>window.__xss=1</script></head></html>',
      '<html><body><a href=" jav&#x61;script:window.__xss=1">x</a></body></html>',
      '<html><body><iframe src="/x"></iframe></body></html>',
      '<html><head><script type="application/ld+json">{"a":"</script><script>window.__xss=1</script>"}</script></head></html>',
    ]) {
      expect(() => expectInertPage(html, 'bad'), html).toThrow();
    }
    expectInertPage('<html><head><title>&lt;script&gt;window.__xss=1&lt;/script&gt;</title><meta content="&lt;img onerror=&quot;window.__xss&quot;&gt;"></head></html>', 'good');
    expect(() => expectInertArticle('<p><a href="javascript:alert(1)">x</a></p>', 'bad')).toThrow();
    expect(() => expectInertArticle('<p onclick="x">x</p>', 'bad')).toThrow();
    expectInertArticle('<p>&lt;script&gt; <a href="https://ok.example">ok</a></p>', 'good');
  });
});

describe('the Markdown body of a post (/content/blog/{slug}.md)', () => {
  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))('payload %i stays inert: %s', async (index, payload) => {
    const post = await createPost(`Payload ${index}`, `Intro\n\n${payload}\n\nInline ${payload} text.\n\n> ${payload}\n\n- ${payload}`, `md-payload-${index}`);
    const response = await server.client().get(`/content/blog/${post.slug}.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectInertArticle(response.text, payload);
    expect(response.text).not.toMatch(/<script/i);
  });

  it('renders the whole corpus as one document inert, keeping the safe parts', async () => {
    const post = await createPost('Whole corpus', xssMarkdown(), 'md-whole-corpus');
    const response = await server.client().get(`/content/blog/${post.slug}.md`);
    expectInertArticle(response.text, 'whole corpus');
    expect(response.text).toContain('<a href="https://ok.example">ok</a>');
    expect(response.text).toContain('<h1>');
    expect(response.text).toContain('&lt;script&gt;window.__xss="in-code"');
  });
});

describe('stored payloads in every text field', () => {
  it('are served by the API as JSON only, never sniffable as HTML', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const product = await admin.post('/api/admin/products', {
        ...validProduct(),
        name: payload,
        slug: `xss-product-${index}`,
        description: XSS_PAYLOADS.join('\n'),
        petSafeNotes: payload,
        fiber: payload,
        origin: payload,
        size: payload,
        imageAlt: payload,
        imageUrl: XSS_IMAGE_URL,
        roiDisclaimer: payload,
      });
      expect(product.status, product.text).toBe(201);
    }
    expect((await admin.post('/api/admin/service-areas', { ...validServiceArea(), name: XSS_PAYLOADS[1], slug: 'xss-area', description: XSS_PAYLOADS.join(' '), highlights: XSS_PAYLOADS.slice(0, 10), seoTitle: XSS_PAYLOADS[2], seoDescription: XSS_PAYLOADS[4] })).status).toBe(201);
    expect((await admin.post('/api/admin/core-services', { ...validCoreService(), title: XSS_PAYLOADS[0], slug: 'xss-service', description: XSS_PAYLOADS.join(' '), features: [...XSS_PAYLOADS] })).status).toBe(201);
    const settings = await admin.put('/api/admin/settings', { ...validSettings(), companyName: XSS_PAYLOADS[5], tagline: XSS_PAYLOADS[1], openingHours: XSS_PAYLOADS[3], city: XSS_PAYLOADS[6], bookingUrl: XSS_BOOKING_URL });
    expect(settings.status, settings.text).toBe(200);
    const content = xssPageContent('home', (index) => XSS_PAYLOADS[index % XSS_PAYLOADS.length]);
    const page = await admin.put('/api/admin/pages/home', { seoTitle: XSS_PAYLOADS[6], seoDescription: XSS_PAYLOADS[3], seoKeywords: XSS_PAYLOADS[0], content });
    expect(page.status, page.text).toBe(200);
    await createPost(XSS_PAYLOADS[0], xssMarkdown(), 'xss-post');

    for (const path of ['/api/products', '/api/blog', '/api/blog/xss-post', '/api/service-areas', '/api/core-services', '/api/settings', '/api/pages/home']) {
      const response = await server.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.text, path).toContain('__xss');
    }
  });

  it('leave every page the server sends inert', async () => {
    const [product] = (await server.client().get('/api/products')).body.filter((item: { slug: string }) => item.slug.startsWith('xss-'));
    const paths = ['/jacobs', '/jacobs/shop', '/jacobs/blog', '/jacobs/blog/xss-post', `/jacobs/product/${product.id}`, `/jacobs/shop/${product.id}`, '/jacobs/service-areas', '/jacobs/service-areas/xss-area', '/jacobs/services', '/jacobs/contact', '/jacobs/about', '/admin/products', '/admin/settings'];
    for (const path of paths) {
      const response = await server.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expectInertPage(response.text, path);
    }
  });
});
