// The one rule for every address the site stores (a record's image, a section's picture and links,
// a product's gallery, a team member's or testimonial's photo, the booking link): an https://
// address or a path on this site, clean. What a browser would quietly fold into another address
// (a backslash read as a slash, a tab or a line break dropped) or show differently from what it
// opens (direction overrides, invisible characters) is refused, as is every control character, so
// none can reach a page's HTML. Links may also be an email (mailto:), a phone (tel:) or a place on
// the page (#id), under the same character rule. A value stored before the rule is not checked
// again when it is read; the next save of its record asks for a clean one.
import { z } from 'zod';
import { singleLineProblem, TEXT_MESSAGES } from '../domain/plain-text.ts';

export const MAX_ADDRESS_LENGTH = 2000;

export const ADDRESS_MESSAGES = {
  /** The spec's "Image URL must be a URL", for anything that is no address at all. */
  notAddress: 'Must be a URL',
  plainHttp: 'Must start with https:// (or be a path on this site, /…)',
  backslash: 'Must not contain a backslash (\\)',
  space: 'Must not contain spaces (write %20)',
  invisible: 'Must not contain invisible characters',
  link: 'Must be a page of this site (/jacobs/…), a web address (https://…), mailto: or tel:',
  ...TEXT_MESSAGES,
} as const;

type AddressMessage = (typeof ADDRESS_MESSAGES)[keyof typeof ADDRESS_MESSAGES];

/** Format characters (zero-width spaces and joiners, direction marks, a byte-order mark, a soft hyphen): invisible in an address. */
const INVISIBLE = /\p{Cf}/u;
/** A path of this site: one leading slash (never `//host`), no characters an HTML attribute would need escaped. */
const SITE_PATH = /^\/(?!\/)[^<>"']*$/;

/** What is wrong with the characters of an address or link, whatever its form. */
function characterProblem(value: string): AddressMessage | undefined {
  const text = singleLineProblem(value);
  if (text) return TEXT_MESSAGES[text];
  if (INVISIBLE.test(value)) return ADDRESS_MESSAGES.invisible;
  if (value.includes('\\')) return ADDRESS_MESSAGES.backslash;
  return undefined;
}

/** What is wrong with an address the site stores (an https:// address or a path of this site), or undefined. */
export function addressProblem(value: string): AddressMessage | undefined {
  const characters = characterProblem(value);
  if (characters) return characters;
  const space = /\s/.test(value) ? ADDRESS_MESSAGES.space : undefined;
  if (value.startsWith('/')) return space ?? (SITE_PATH.test(value) && !value.includes('..') ? undefined : ADDRESS_MESSAGES.notAddress);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ADDRESS_MESSAGES.notAddress;
  }
  if (url.protocol === 'http:') return ADDRESS_MESSAGES.plainHttp;
  // Written out in full: `https:host` parses too, but is not what the owner meant to store.
  if (url.protocol !== 'https:' || !/^https:\/\//i.test(value) || !url.hostname || url.username || url.password) return ADDRESS_MESSAGES.notAddress;
  return space;
}

export const isWebAddress = (value: string): boolean => addressProblem(value) === undefined;

const OTHER_LINK = /^(?:mailto:[^\s<>"']+@[^\s<>"']+|tel:\+?[\d ().-]+|#[\w-]+)$/;

/** What is wrong with a link a page shows: an address as above, or mailto:, tel: or #id. */
export function linkProblem(value: string): AddressMessage | undefined {
  const characters = characterProblem(value);
  if (characters) return characters;
  if (OTHER_LINK.test(value)) return undefined;
  const problem = addressProblem(value);
  return problem === ADDRESS_MESSAGES.notAddress ? ADDRESS_MESSAGES.link : problem;
}

type IssueSink = { addIssue(issue: { code: 'custom'; message: string; input: unknown }): void };
const checkedBy =
  (problemOf: (value: string) => AddressMessage | undefined) =>
  (value: string, context: IssueSink): void => {
    const problem = value === '' ? undefined : problemOf(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  };

/** A rule that must be given (`requiredMessage` when missing or blank), by `problemOf`. */
const requiredBy = (problemOf: (value: string) => AddressMessage | undefined) => (requiredMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text') })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_ADDRESS_LENGTH, `Must be at most ${MAX_ADDRESS_LENGTH} characters`)
    .superRefine(checkedBy(problemOf));

/** A rule that may be left out, by `problemOf`: blank, missing or null all become null. */
const optionalBy = (problemOf: (value: string) => AddressMessage | undefined) => () =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(MAX_ADDRESS_LENGTH, `Must be at most ${MAX_ADDRESS_LENGTH} characters`)
    .superRefine(checkedBy(problemOf))
    .nullish()
    .transform((value) => (value ? value : null));

/** An address that must be given. */
export const requiredAddress = requiredBy(addressProblem);
/** An address that may be left out. */
export const optionalAddress = optionalBy(addressProblem);
/** A link that must be given. */
export const requiredLinkAddress = requiredBy(linkProblem);
/** A link that may be left out. */
export const optionalLinkAddress = optionalBy(linkProblem);
