// What the contact form sends besides the visitor's own words (decision 126): the product its
// address names (only once the page shows it as "About: {name}"), the contact link's campaign
// tags and the page of this site the visitor was on before. None of it changes the page's markup
// but the product, which is why only the product is part of the page's cache key.
import type { Product } from '../../shared/contract/products.ts';
import { CONTACT_PRODUCT_PARAM, contactProduct } from '../../shared/domain/contact-prefill.ts';
import { campaignTag, fromPagePath } from '../../shared/domain/inquiry-source.ts';
import { useProduct } from './queries.ts';
import { useSearchParams } from '../../shared/router/router.tsx';
import type { EntryState } from '../../shared/router/router-location.ts';

export interface InquirySourceFields {
  productId: number | null;
  utmSource: string | null;
  utmMedium: string | null;
  fromPage: string | null;
}

/**
 * The path of the page of this site the visitor was on before: the page that opened this one in
 * the app, else (a page loaded from a link) the referrer's path when it is this site. Never
 * another site's address, never a query.
 */
function previousPagePath(): string | null {
  const from = (window.history.state as EntryState | null)?.from;
  if (from) return from;
  const { referrer } = document;
  return referrer.startsWith(`${window.location.origin}/`) ? new URL(referrer).pathname : null;
}

export function useInquirySource() {
  const [params, setParams] = useSearchParams();
  const productId = contactProduct(params);
  const { data } = useProduct(productId === undefined ? undefined : String(productId));
  const product: Product | undefined = productId !== undefined ? data : undefined;

  /** What to send with the message, read when it is sent. */
  const fields = (): InquirySourceFields => ({
    productId: product ? product.id : null,
    utmSource: campaignTag(params.get('utm_source')),
    utmMedium: campaignTag(params.get('utm_medium')),
    fromPage: fromPagePath(previousPagePath()),
  });

  /** Takes the product out of the address (and so off the message), keeping the rest of it. */
  const forgetProduct = () => {
    if (productId === undefined) return;
    const next = new URLSearchParams(params);
    next.delete(CONTACT_PRODUCT_PARAM);
    setParams(next, { replace: true });
  };

  return { product, fields, forgetProduct };
}
