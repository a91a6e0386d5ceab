// Which characters typed text may hold (decision 115): the one owner of the rule the contract applies
// to every text field (shared/contract/fields.ts), and of the cleaning of text stored before it
// (the lead email). Long text keeps tabs and line breaks; single-line text keeps neither, nor the
// direction overrides that make "Ann ‮exe.gnp" read as "Ann png.exe".

// oxlint-disable-next-line no-control-regex -- control characters are what the rule finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/;
/** Half of a UTF-16 pair without its other half: no UTF-8 or XML can hold it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Tab, line feed, carriage return and Unicode's line and paragraph separators. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
/** Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069); the marks (U+200E, U+200F) stay. */
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

export const TEXT_MESSAGES = {
  control: 'Must not contain control characters',
  lineBreak: 'Must be one line',
  direction: 'Must not contain text direction overrides',
} as const;

type TextProblem = keyof typeof TEXT_MESSAGES;

const hasControl = (text: string): boolean => CONTROL.test(text) || UNPAIRED_SURROGATE.test(text);

/** What is wrong with a text of several lines (a message, a description, Markdown), if anything. */
export const longTextProblem = (text: string): TextProblem | undefined => (hasControl(text) ? 'control' : undefined);

/** What is wrong with a one-line text (a name, a title, a list item), if anything. */
export function singleLineProblem(text: string): TextProblem | undefined {
  if (LINE_BREAK_OR_TAB.test(text)) return 'lineBreak';
  if (hasControl(text)) return 'control';
  return DIRECTION_OVERRIDE.test(text) ? 'direction' : undefined;
}

const NOT_SHOWN = new RegExp(`${CONTROL.source}|${UNPAIRED_SURROGATE.source}|${DIRECTION_OVERRIDE.source}`, 'g');

/**
 * Text stored before the rule, made what a single-line field holds today: every run of white space
 * (line breaks too) one space, control characters and direction overrides gone.
 */
export const asOneLine = (text: string): string => text.replace(NOT_SHOWN, '').replace(/\s+/g, ' ').trim();

/**
 * Text stored before the rule, made what a long text holds today: control characters gone, line
 * breaks and tabs kept.
 */
export const asLongText = (text: string): string => text.replace(new RegExp(`${CONTROL.source}|${UNPAIRED_SURROGATE.source}`, 'g'), '');
