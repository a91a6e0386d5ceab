// The CSS a page carries, as the server sends it: every <style> element of its HTML and every
// stylesheet it links, in bytes before and after gzip (at the level the server's compression
// uses), with the custom properties it declares (each one is parsed, and kept on the style of
// every element it applies to).
import { gzipSync } from 'node:zlib';

export interface RouteCss {
  route: string;
  path: string;
  bytes: number;
  gzipBytes: number;
  /** Custom property declarations (`--name:`), and how many names they declare. */
  customProperties: number;
  customPropertyNames: number;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g;
const DECLARATION = /[{;]\s*(--[\w\\.-]+)\s*:/g;

export async function measureRouteCss(baseUrl: string, routes: readonly { route: string; path: string }[]): Promise<RouteCss[]> {
  const results: RouteCss[] = [];
  for (const { route, path } of routes) {
    const html = await (await fetch(`${baseUrl}${path}`, { headers: { Connection: 'close' } })).text();
    const inline = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1]);
    const linked = await Promise.all([...html.matchAll(STYLESHEET_LINK)].map(async (match) => (await fetch(new URL(match[1], baseUrl), { headers: { Connection: 'close' } })).text()));
    const css = [...inline, ...linked].join('');
    const names = [...css.matchAll(DECLARATION)].map((match) => match[1]);
    results.push({ route, path, bytes: Buffer.byteLength(css), gzipBytes: gzipSync(css, { level: 6 }).length, customProperties: names.length, customPropertyNames: new Set(names).size });
  }
  return results;
}
