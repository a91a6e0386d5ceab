// What the contact page reads from its address. A visitor arriving from a service page's "Download
// Brief" or AI matching link finds the form started for them; one arriving from a product's
// "Contact for Inquiry" finds the message set "About: {product}". The server renders and caches
// the page by the shortest address that asks for the same start (contactPageQuery). The form also
// sends the address's utm_source and utm_medium, which change nothing on the page,
// so every campaign shares that entry.
import { parseRecordId } from './record-id.ts';

export type ContactPrefill = 'brief' | 'ai-matching';

export function contactPrefill(params: URLSearchParams): ContactPrefill | undefined {
  if (params.get('type') === 'brief') return 'brief';
  if (params.get('utm_medium') === 'rug-intelligence') return 'ai-matching';
  return undefined;
}

/** The query string that asks for a prefill, and nothing else. */
const CONTACT_PREFILL_QUERY: Record<ContactPrefill, string> = { brief: 'type=brief', 'ai-matching': 'utm_medium=rug-intelligence' };

/** The parameter naming the product a message is about: /jacobs/contact?product=12. */
export const CONTACT_PRODUCT_PARAM = 'product';

/** The id of the product the message is about, if the address names one. */
export const contactProduct = (params: URLSearchParams): number | undefined => parseRecordId(params.get(CONTACT_PRODUCT_PARAM));

/** The canonical query (no `?`) of everything the page reads: its prefill and its product, in that order. */
export function contactPageQuery(params: URLSearchParams): string {
  const prefill = contactPrefill(params);
  const product = contactProduct(params);
  return [prefill && CONTACT_PREFILL_QUERY[prefill], product && `${CONTACT_PRODUCT_PARAM}=${product}`].filter(Boolean).join('&');
}
