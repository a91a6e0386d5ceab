// What crawlers, feed readers and browsers fetch besides the pages: /sitemap.xml and /robots.txt
// from the database (docs/product/rules.md#what-a-site-owner-expects-beyond-the-spec), the blog's RSS 2.0 feed, and the web app manifest (named from
// the settings).
import { Router } from 'express';
import { ADMIN_API_PREFIX } from '../../shared/contract/admin-endpoints.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { href, paths, RSS_PATH } from '../../shared/paths.ts';
import { routeHead, routePageSlug, STATIC_PUBLIC_PATHS } from '../../shared/public-routes.ts';
import { SITE_ICONS, webManifest } from '../../shared/seo/site-icons.ts';
import type { OriginOf } from '../http/public-origin.ts';
import type { PageLookups } from './page-head.ts';
import { publicPageOf, recordPagePath, RECORD_PAGE_RESOURCES } from './record-pages.ts';
import { xmlText } from './xml-text.ts';

const newest = (dates: readonly (string | null | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Each record type's public records (its service's listPublic), by record type. */
function publicRecords(data: PageLookups) {
  return RECORD_PAGE_RESOURCES.map((resource) => {
    const service = (data as unknown as Record<string, { listPublic(): { updatedAt?: string }[] }>)[resource];
    return { resource, listedOn: publicPageOf(resource).listedOn, records: service.listPublic() as (Record<string, unknown> & { updatedAt?: string })[] };
  });
}

export function sitemapEntries(data: PageLookups): SitemapEntry[] {
  const recordPages = publicRecords(data);
  const lastmodOf = (path: string): string | undefined => {
    const match = matchPublicRoute(path);
    const pageSlug = routePageSlug(match.name, match.params);
    if (pageSlug) return data.pages.get(pageSlug).updatedAt ?? undefined;
    const listed = recordPages.filter(({ listedOn }) => listedOn === path).flatMap(({ records }) => records.map((record) => record.updatedAt));
    return listed.length > 0 ? newest(listed) : undefined;
  };
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: lastmodOf(path) })),
    ...recordPages.flatMap(({ resource, records }) => records.map((record) => ({ path: recordPagePath(resource, record), lastmod: record.updatedAt }))),
  ];
}

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : '';
    return `<url><loc>${xmlText(`${origin}${path}`)}</loc>${date}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', `Disallow: ${paths.admin.login}`, `Disallow: ${ADMIN_API_PREFIX}`, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

/** RSS 2.0 dates (RFC 822). */
const rssDate = (isoDate: string) => new Date(isoDate).toUTCString();

export function rssXml(data: PageLookups, origin: string): string {
  const settings = data.settings.get();
  const posts = data.blog.listPublic();
  const items = posts.map((post) => {
    const link = `${origin}${href.blogPost(post.slug)}`;
    return [
      '<item>',
      `<title>${xmlText(post.title)}</title>`,
      `<link>${xmlText(link)}</link>`,
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      `<pubDate>${rssDate(post.publishedDate)}</pubDate>`,
      `<dc:creator>${xmlText(post.author)}</dc:creator>`,
      post.category ? `<category>${xmlText(post.category)}</category>` : '',
      `<description>${xmlText(post.excerpt)}</description>`,
      '</item>',
    ].join('');
  });
  const lastBuild = newest(posts.map((post) => post.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(`${settings.companyName} Blog`)}</title>`,
    `<link>${xmlText(`${origin}${paths.blog}`)}</link>`,
    `<description>${xmlText(routeHead('blog')!.description)}</description>`,
    '<language>en-us</language>',
    lastBuild ? `<lastBuildDate>${rssDate(lastBuild)}</lastBuildDate>` : '',
    `<atom:link href="${xmlText(`${origin}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** GET /sitemap.xml, /robots.txt, the blog feed and the web app manifest; mounted behind the public cache. */
export function feedRoutes(data: PageLookups, originOf: OriginOf): Router {
  const router = Router();
  router.get('/sitemap.xml', (req, res) => {
    res.type('application/xml; charset=utf-8').send(sitemapXml(sitemapEntries(data), originOf(req)));
  });
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain; charset=utf-8').send(robotsTxt(originOf(req)));
  });
  router.get(RSS_PATH, (req, res) => {
    res.type('application/rss+xml; charset=utf-8').send(rssXml(data, originOf(req)));
  });
  router.get(SITE_ICONS.manifest, (_req, res) => {
    res.type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(data.settings.get())));
  });
  return router;
}
