// Reads what a crawler reads from a page's <head>: title, meta tags, canonical and JSON-LD.

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export interface HeadTags {
  titles: string[];
  /** meta name= or property= -> content (all values, in order). */
  meta: (key: string) => string[];
  canonical: string[];
  jsonLd: Record<string, any>[];
  head: string;
}

export function readHead(html: string): HeadTags {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => decode(match[1]));
  return {
    head,
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    meta: (key) => all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g')),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1])),
  };
}

export const jsonLdOfType = (head: HeadTags, type: string) => head.jsonLd.filter((data) => data['@type'] === type);
