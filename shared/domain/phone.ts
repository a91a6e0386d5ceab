// A phone number as the site writes it and as a phone dials it: every phone number on
// the site is a tel: link made here, and the settings and the contact form accept only a number
// that can be dialled.

/** What a written phone number may hold: digits, spaces, + - ( ) . and an extension ("ext. 2", "x2"). */
const WRITTEN_PHONE = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;
const EXTENSION = /\s*(?:ext\.?|x)\s*(\d{1,6})$/i;
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether `text` is a phone number a tel: link can dial (7 to 15 digits, E.164's most, besides an extension). */
export function isPhoneNumber(text: string): boolean {
  if (!WRITTEN_PHONE.test(text.trim())) return false;
  const digits = digitsOf(text.trim().replace(EXTENSION, '')).length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

export const PHONE_NUMBER_MESSAGE = 'Must be a phone number, such as (312) 555-0147';

/**
 * The tel: address of a written number (RFC 3966): "(312) 555-0147" -> "tel:+13125550147". A US
 * number of 10 digits (or 11 starting with 1) gets its +1, the business being in Chicago; a number
 * written with + keeps its own country code; an extension becomes ";ext=". Null when `text` is no
 * phone number, so it is shown as plain text.
 */
export function telHref(text: string): string | null {
  if (!isPhoneNumber(text)) return null;
  const trimmed = text.trim();
  const extension = EXTENSION.exec(trimmed)?.[1];
  const number = trimmed.replace(EXTENSION, '');
  const digits = digitsOf(number);
  const global = number.startsWith('+') ? `+${digits}` : digits.length === 10 ? `+1${digits}` : digits.length === 11 && digits.startsWith('1') ? `+${digits}` : digits;
  return `tel:${global}${extension ? `;ext=${extension}` : ''}`;
}
