// A number as the owner types it into a form: digits, at most one decimal point, a leading minus,
// and commas only between groups of three digits ("12,500.50"). Anything else is not silently
// read as some other number (a browser's number input read "12,5OO" as 125): the form names what
// it cannot read and keeps the text as typed.

export type TypedNumber = { ok: true; value: number } | { ok: false; problem: string };

const PLAIN = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const ALLOWED = /[\d.,-]/;

/** How a character is named in a message: "the letter O", "a space", "“%”". */
function characterName(character: string): string {
  if (/\s/.test(character)) return 'a space';
  if (/\p{L}/u.test(character)) return `the letter ${character}`;
  return `“${character}”`;
}

/** Reads typed text as a number; undefined when it is blank. */
export function readTypedNumber(typed: string): TypedNumber | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  if (PLAIN.test(text)) return { ok: true, value: Number(text) };
  if (GROUPED.test(text)) return { ok: true, value: Number(text.replaceAll(',', '')) };
  const stray = [...text].find((character) => !ALLOWED.test(character));
  if (stray) return { ok: false, problem: `Cannot read ${characterName(stray)} in a number: use digits, one decimal point and commas between thousands (12,500.50)` };
  if ((text.match(/\./g) ?? []).length > 1) return { ok: false, problem: 'Use one decimal point at most' };
  if (text.lastIndexOf('-') > 0) return { ok: false, problem: 'A minus sign goes first' };
  return { ok: false, problem: 'Commas go between groups of three digits (12,500)' };
}
