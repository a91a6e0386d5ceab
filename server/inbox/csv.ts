// CSV for the inbox exports (RFC 4180: CRLF rows, every field quoted, quotes doubled), safe to open
// in a spreadsheet of any locale (decision 115).

/** Where a spreadsheet may start a cell: after any separator a locale or an import uses, or a line break. */
const CELL_BOUNDARY = new Set([',', ';', '|', '\t', '\r', '\n']);
/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
/** Look-alikes of `-` and `+` that Unicode's compatibility folding (NFKC) leaves as they are: dashes, minus signs. */
const SIGNS: Record<string, string> = { '\u2212': '-', '\u2796': '-', '\u2795': '+', '\uFE58': '-', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-' };

const folded = new Map<string, string>();
/**
 * The ASCII character a spreadsheet or an import may read `char` as: full-width `＝`, small `﹫`,
 * superscript `⁺` and the like by NFKC (what a Japanese spreadsheet's input folds them into), the
 * minus sign and dashes by hand. Itself when it has no such reading.
 */
function readAs(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  let ascii = folded.get(char);
  if (ascii === undefined) {
    ascii = SIGNS[char] ?? char.normalize('NFKC').charAt(0);
    folded.set(char, ascii);
  }
  return ascii;
}

/**
 * A single quote before every formula character (or look-alike of one) that could start a cell: at
 * the start of the text, and after every comma, semicolon, pipe, tab or line break in it (or their
 * full-width forms; leading white space and quotes skipped), since a spreadsheet whose separator is
 * `;` splits a comma-separated file's quoted fields at their semicolons. `Ann;=HYPERLINK(…)`
 * becomes `Ann;'=HYPERLINK(…)`.
 */
function neutraliseFormulas(text: string): string {
  let result = '';
  let cellMayStart = true;
  for (const char of text) {
    const ascii = readAs(char);
    if (cellMayStart && FORMULA_START.has(ascii)) result += "'";
    result += char;
    if (CELL_BOUNDARY.has(ascii)) cellMayStart = true;
    // Spaces (a no-break or ideographic one folds into one) and quotes do not start the cell's text.
    else if (ascii !== ' ' && ascii !== '"') cellMayStart = false;
  }
  return result;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'string' ? neutraliseFormulas(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv<Row>(columns: readonly { header: string; value: (row: Row) => unknown }[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cell(column.header)), ...rows.map((row) => columns.map((column) => cell(column.value(row))))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}
