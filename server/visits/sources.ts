// Where a visit came from: the host of the page that sent the visitor (its Referer), classed as a
// search engine, a social site, another site or none, and the campaign tags (utm_source,
// utm_medium, utm_campaign) of the address it arrived at. Only a host is kept of a referrer, never
// its path or query (a search's words, a private page's address).
import type { SourceKind } from '../../shared/contract/visit-terms.ts';
import { campaignTag } from '../../shared/domain/inquiry-source.ts';

/** Hosts ("google" matches google.com, google.co.uk, ...; a host matches its subdomains too). */
const SEARCH = ['bing.com', 'duckduckgo.com', 'search.yahoo.com', 'yahoo.com', 'yandex.ru', 'yandex.com', 'baidu.com', 'ecosia.org', 'search.brave.com', 'startpage.com', 'qwant.com', 'kagi.com', 'aol.com'];
const SEARCH_BY_NAME = /(?:^|\.)google\.[a-z]{2,3}(?:\.[a-z]{2})?$/;
const SOCIAL = [
  'facebook.com',
  'fb.me',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'pinterest.com',
  'pin.it',
  'reddit.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'nextdoor.com',
  'threads.net',
  'bsky.app',
  'tumblr.com',
  'houzz.com',
];

const matches = (host: string, domains: readonly string[]) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

export function sourceKindOf(host: string | null): SourceKind {
  if (host === null) return 'none';
  if (SEARCH_BY_NAME.test(host) || matches(host, SEARCH)) return 'search';
  if (matches(host, SOCIAL)) return 'social';
  return 'site';
}

const HOST = /^[a-z0-9.-]{1,253}$/;

/**
 * The host of an absolute http(s) address, lower-cased, without `www.` or a port; undefined for
 * anything else (a relative or malformed value, another scheme). Read without a URL parser: the
 * front of every page request calls it.
 */
export function hostOf(address: string): string | undefined {
  const start = address.startsWith('https://') ? 8 : address.startsWith('http://') ? 7 : -1;
  if (start === -1) return undefined;
  let end = start;
  while (end < address.length && !'/?#'.includes(address[end])) end += 1;
  const authority = address.slice(start, end).toLowerCase();
  if (authority.includes('@')) return undefined;
  const host = authority.replace(/:\d*$/, '').replace(/^www\./, '');
  return HOST.test(host) ? host : undefined;
}

/** The host and port of an absolute address as a Host header writes them, lower-cased. */
export function authorityOf(address: string): string | undefined {
  const start = address.indexOf('//');
  if (start === -1) return undefined;
  const rest = address.slice(start + 2);
  const end = rest.search(/[/?#]/);
  return (end === -1 ? rest : rest.slice(0, end)).toLowerCase();
}

export interface CampaignTags {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export const NO_CAMPAIGN: CampaignTags = { utmSource: null, utmMedium: null, utmCampaign: null };

/** The campaign tags of an address's query, each trimmed and held to the inbox's rule for them (printable, at most 100 characters). */
export function campaignOf(address: string): CampaignTags {
  const query = address.indexOf('?');
  if (query === -1) return NO_CAMPAIGN;
  const hash = address.indexOf('#', query);
  const params = new URLSearchParams(address.slice(query + 1, hash === -1 ? undefined : hash));
  return { utmSource: campaignTag(params.get('utm_source')), utmMedium: campaignTag(params.get('utm_medium')), utmCampaign: campaignTag(params.get('utm_campaign')) };
}
