// The public forms that post as plain HTML (docs/product/rules.md#forms-without-script): with
// script off, or before its island has run, a form posts its fields (named as its JSON call's
// body) to its page's address. The server runs the JSON call's own steps on them and answers 303 to
// the page's "sent" address, which shows the form's confirmation (fixed words, so the page stays
// cacheable), or the page again with the refusal, each error beside its field and what was typed
// (the outcome: shared/form-outcome.ts). This module says which page each form posts to and is
// confirmed on, for the pages' render and the server's front door (server/http/plain-form-door.ts).
import { PLAIN_FORM_NAMES, type FormOutcome, type PlainFormName } from './form-outcome.ts';
import { paths } from './paths.ts';

/** The page each form posts to and is confirmed on. */
export const PLAIN_FORM_PAGES: Readonly<Record<PlainFormName, string>> = { message: paths.contact, newsletter: paths.contact };

/** The query parameter of a page's "sent" address: `/jacobs/contact?sent=message`. */
export const SENT_PARAM = 'sent';

/** The form a posted `form` field (or a `sent` parameter) names, if it is one. */
export const plainFormNamed = (name: unknown): PlainFormName | undefined => PLAIN_FORM_NAMES.find((form) => form === name);

/** The page address that confirms a form: fixed words, the same for every visitor. */
export const sentAddress = (form: PlainFormName): string => `${PLAIN_FORM_PAGES[form]}?${SENT_PARAM}=${form}`;

/** A form's action: its page, with the query the page reads for it (`product=12`), and where its answer opens (the form's heading). */
export const formAction = (form: PlainFormName, query: string | undefined, fragment: string): string => `${PLAIN_FORM_PAGES[form]}${query ? `?${query}` : ''}#${fragment}`;

/** The form a page's address confirms (`?sent=`), when it is one of that page's forms. */
export function sentForm(page: string, params: URLSearchParams): PlainFormName | undefined {
  const form = plainFormNamed(params.get(SENT_PARAM));
  return form && PLAIN_FORM_PAGES[form] === page ? form : undefined;
}

/** The confirmation a page's address shows (`?sent=`), if it names one of the page's forms. */
export function sentOutcome(page: string, params: URLSearchParams): FormOutcome | undefined {
  const form = sentForm(page, params);
  return form ? { form, sent: true } : undefined;
}

/**
 * A page route's query rule with its forms' `sent` parameter kept (so the public cache keys the
 * confirmation apart): `page`'s own rule, then `sent=` when it names one of the page's forms.
 */
export const withSentParam =
  (page: string, own: (params: URLSearchParams) => string = () => '') =>
  (params: URLSearchParams): string => {
    const form = sentForm(page, params);
    return [own(params), form && `${SENT_PARAM}=${form}`].filter(Boolean).join('&');
  };

/** The pages forms post to, each once. */
export const plainFormPages = (): string[] => [...new Set(Object.values(PLAIN_FORM_PAGES))];
