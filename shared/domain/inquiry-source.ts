// Where a contact message came from: the campaign tags of the link that opened the
// contact page (utm_source, utm_medium: the service and service-area pages tag theirs) and the page
// of this site the visitor was on before. The contact form cleans what it sends with these rules,
// and the contract refuses anything else. Only a path is kept, never a whole address with its query
// or another site's address, so nothing another site put in a URL is stored.

export const CAMPAIGN_TAG_MAX = 100;
export const FROM_PAGE_MAX = 200;

/** No control, format or unassigned characters (line breaks, NUL, bidi overrides, ...). */
const PRINTABLE = /^[^\p{C}]+$/u;
/** A path of this site: one leading slash (not `//host`), URL path characters only, no query or fragment. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

export const isCampaignTag = (value: string): boolean => value.length <= CAMPAIGN_TAG_MAX && PRINTABLE.test(value);
export const isSitePath = (value: string): boolean => value.length <= FROM_PAGE_MAX && SITE_PATH.test(value);

/** A campaign tag read from an address, trimmed; null when absent or not one the contract takes. */
export function campaignTag(value: string | null | undefined): string | null {
  const tag = value?.trim();
  return tag && isCampaignTag(tag) ? tag : null;
}

/** A page path the contract takes, or null (absent, too long, or not a path of this site). */
export const fromPagePath = (path: string | null | undefined): string | null => (path && isSitePath(path) ? path : null);
