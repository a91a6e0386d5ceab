// The public forms that post as plain HTML (docs/product/rules.md#forms-without-script): with
// script off, or before its island has run, a form posts its fields (named as its JSON call's
// body) to its page's address. The server runs the JSON call's own steps on them and answers 303 to
// the "sent" address of the page that confirms it (the contact page's holds fixed words, so it stays
// cacheable; a booking's is its own manage page), or the page again with the refusal, each error
// beside its field and what was typed (the outcome: shared/form-outcome.ts). This module says which
// page each form posts to and is confirmed on, for the pages' render and the server's front door
// (server/http/plain-form-door.ts). A page is its route's pattern: a manage link's page is one for
// every token.
import { PLAIN_FORM_NAMES, type FormOutcome, type PlainFormName } from './form-outcome.ts';
import { paths } from './paths.ts';

/** The page (its address pattern) each form posts to. */
export const PLAIN_FORM_PAGES: Readonly<Record<PlainFormName, string>> = {
  message: paths.contact,
  newsletter: paths.contact,
  booking: paths.book,
  cancelBooking: paths.manageBooking,
  moveBooking: paths.manageBooking,
};

/** The page that confirms a form, where it is not the page it posts to: a booking, on its own manage page. */
const CONFIRMED_ON: Partial<Record<PlainFormName, string>> = { booking: paths.manageBooking };

const confirmedOn = (form: PlainFormName): string => CONFIRMED_ON[form] ?? PLAIN_FORM_PAGES[form];

/** The query parameter of a page's "sent" address: `/jacobs/contact?sent=message`. */
export const SENT_PARAM = 'sent';

/** The form a posted `form` field (or a `sent` parameter) names, if it is one. */
export const plainFormNamed = (name: unknown): PlainFormName | undefined => PLAIN_FORM_NAMES.find((form) => form === name);

/** Whether `path` is the page of `pattern` (its fixed segments in any letter case, a `:name` segment any one segment; no trailing slash). */
export function onPage(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const given = path.replace(/(.)\/+$/, '$1').split('/');
  return expected.length === given.length && expected.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index].toLowerCase()));
}

/** The address that confirms a form: its confirming page (`page`, the path itself where the pattern has a parameter), `?sent=`. */
export const sentAddress = (form: PlainFormName, page: string = confirmedOn(form)): string => `${page}?${SENT_PARAM}=${form}`;

/**
 * A form's action: its page (`page`, the path itself where the pattern has a parameter), with the
 * query the page reads for it (`product=12`), and where its answer opens (the form's heading).
 */
export const formAction = (form: PlainFormName, query: string | undefined, fragment: string, page: string = PLAIN_FORM_PAGES[form]): string => `${page}${query ? `?${query}` : ''}#${fragment}`;

/** The form a page's address confirms (`?sent=`), when it is one that page confirms. */
export function sentForm(page: string, params: URLSearchParams): PlainFormName | undefined {
  const form = plainFormNamed(params.get(SENT_PARAM));
  return form && onPage(confirmedOn(form), page) ? form : undefined;
}

/** The form posted to `path`, if `form` names one that posts there. */
export function formPostedTo(path: string, form: unknown): PlainFormName | undefined {
  const named = plainFormNamed(form);
  return named && onPage(PLAIN_FORM_PAGES[named], path) ? named : undefined;
}

/** The forms that post to `path`. */
export const formsOf = (path: string): PlainFormName[] => PLAIN_FORM_NAMES.filter((form) => onPage(PLAIN_FORM_PAGES[form], path));

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

/** The pages forms post to (their patterns), each once. */
export const plainFormPages = (): string[] => [...new Set(Object.values(PLAIN_FORM_PAGES))];
