// Every public page, as the server sends it (the real build: index.html, the
// browser bundle's shell and the server renderer), is valid HTML for the W3C Nu validator, and is
// styled at its first paint from <head>: emotion's rules are not written into the body (a <style>
// inside <ul>, <p>, <label>... is invalid) and no style prop leaks into the CSS as an unknown token.
import { describe, expect, it } from 'vitest';
import { PLAIN_FORM_FIELD } from '../../../shared/form-outcome.ts';
import { publicRoutes, routeSamples, type PublicRoute } from '../../public-routes.ts';
import { nuErrors } from '../support/nu-validator.ts';
import { useSiteBuild } from '../support/site-build.ts';
import { fakeSiteDir, useTestServer, type TestServer } from '../support/test-server.ts';

// An empty folder of the test's own, which the real build fills.
const siteDir = fakeSiteDir({});
useSiteBuild(() => siteDir, { browserBundle: true });

let server: TestServer;
useTestServer((started) => ({ server } = started), { siteDir: () => siteDir });

interface ServedPage extends PublicRoute {
  html: string;
}

let pages: ServedPage[] | undefined;

/** Every public route's HTML, fetched once for the file's tests. */
async function servedPages(): Promise<ServedPage[]> {
  if (pages) return pages;
  const client = server.client();
  const samples = await routeSamples(async (path) => (await client.get(path)).body);
  pages = [];
  for (const route of publicRoutes(samples)) {
    const response = await client.get(route.path);
    expect(response.status, route.path).toBe(route.status);
    pages.push({ ...route, html: response.text });
  }
  return pages;
}

const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
const bodyOf = (html: string) => /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

describe('public pages as the server sends them', () => {
  it('are valid HTML: the Nu validator reports no error on any of them', async () => {
    const served = await servedPages();
    const errors = nuErrors(Object.fromEntries(served.map((page) => [page.path, page.html])));
    expect(errors).toEqual(Object.fromEntries(served.map((page) => [page.path, []])));
  }, 240_000);

  it('a form refused after a post without script (its errors beside the fields) is valid HTML too', async () => {
    const post = (fields: Record<string, string>) =>
      server.client().request('POST', '/jacobs/contact', undefined, {
        rawBody: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.baseUrl },
      });
    const message = await post({ [PLAIN_FORM_FIELD]: 'message', name: 'Ann', email: 'ann@example', phone: 'call me', message: 'Hello' });
    const newsletter = await post({ [PLAIN_FORM_FIELD]: 'newsletter', email: 'reader@example' });
    expect([message.status, newsletter.status]).toEqual([400, 400]);
    expect(message.text).toContain('class="field-error"');
    expect(nuErrors({ message: message.text, newsletter: newsletter.text })).toEqual({ message: [], newsletter: [] });
  }, 120_000);

  it('carry their styles in <head>, a rule for every emotion class the body uses, and none in the body', async () => {
    for (const page of await servedPages()) {
      const head = headOf(page.html);
      const body = bodyOf(page.html);
      expect(body, page.path).not.toContain('<style');
      expect(head, page.path).toMatch(/<style data-emotion="css-global [^"]+">/);
      const css = [...head.matchAll(/<style data-emotion="css [^"]+">([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
      const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(' ')).filter((name) => /^css-[a-z0-9]+$/.test(name)));
      expect(classes.size, page.path).toBeGreaterThan(10);
      const unstyled = [...classes].filter((name) => !css.includes(`.${name}`));
      expect(unstyled, `${page.path}: classes without a rule in <head>`).toEqual([]);
    }
  });

  it('write the theme tokens they use as values: at most 150 custom properties, each a rule reads declared', async () => {
    for (const page of await servedPages()) {
      const css = [...headOf(page.html).matchAll(/<style data-emotion="[^"]+">([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
      const declared = [...css.matchAll(/[{;](--[\w\\.-]+):/g)].map((match) => match[1]);
      expect(declared.length, page.path).toBeLessThanOrEqual(150);
      expect(css, page.path).not.toContain('.dark');
      // A token read but not declared would leave its property unset: the style silently lost.
      const undeclared = [...new Set([...css.matchAll(/var\((--chakra-[\w\\.-]+)/g)].map((match) => match[1]))].filter((name) => !declared.includes(name));
      expect(undeclared, page.path).toEqual([]);
    }
  });
});
