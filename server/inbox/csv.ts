// CSV for the inbox exports (RFC 4180: CRLF rows, every field quoted, quotes doubled), safe to open
// in a spreadsheet of any locale (decision 115).

/** Where a spreadsheet may start a cell: after any separator a locale uses, or a line break. */
const CELL_BOUNDARY = new Set([',', ';', '\t', '\r', '\n']);
/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's list). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A single quote before every formula character that could start a cell: at the start of the
 * text, and after every comma, semicolon, tab or line break in it (leading spaces and quotes
 * skipped), since a spreadsheet whose separator is `;` splits a comma-separated file's quoted
 * fields at their semicolons. `Ann;=HYPERLINK(…)` becomes `Ann;'=HYPERLINK(…)`.
 */
function neutraliseFormulas(text: string): string {
  let result = '';
  let cellMayStart = true;
  for (const char of text) {
    if (cellMayStart && FORMULA_START.has(char)) result += "'";
    result += char;
    if (CELL_BOUNDARY.has(char)) cellMayStart = true;
    else if (char !== ' ' && char !== '"') cellMayStart = false;
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
