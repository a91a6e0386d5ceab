// The index of the decision records (docs/decisions/README.md), made from the records themselves:
// each record's number and file name, the title of its first heading and the status of its first
// line, so the index cannot drift from them. `npm run docs:decisions` writes it; the docs lint
// (scripts/lint/check-docs.ts) fails when the file differs from what this makes.
// `node scripts/docs/decision-index.ts [root]` writes the file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DECISIONS_DIR = 'docs/decisions';
export const INDEX_FILE = `${DECISIONS_DIR}/README.md`;

/** A record's file: its three-digit number, a hyphen, a name. */
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
/** "accepted", "superseded by 200", "accepted; in part superseded by 170 and 171", then an optional "(note)". */
const STATUS_LINE = /^Status: (?<state>accepted|superseded by (?<by>\d{3}))(?:; in part superseded by (?<inPart>\d{3}(?:(?:, | and |, and )\d{3})*))?(?: \((?<note>.+)\))?$/;

export interface DecisionStatus {
  /** Replaced whole by this record, or undefined while it stands. */
  supersededBy?: string;
  /** Later records that replace a part of it. */
  inPartSupersededBy: string[];
  note?: string;
}

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  /** Undefined when the first line is not a well-formed `Status:` line. */
  status?: DecisionStatus;
  /** The first line as written. */
  statusLine: string;
}

/** Parses a record's `Status:` line; undefined when it does not follow the form above. */
export function parseStatus(line: string): DecisionStatus | undefined {
  const groups = STATUS_LINE.exec(line)?.groups;
  if (!groups) return undefined;
  return {
    supersededBy: groups.by,
    inPartSupersededBy: groups.inPart ? groups.inPart.split(/, and |, | and /) : [],
    note: groups.note,
  };
}

/** "010 Studio: offline edits" -> "Studio: offline edits"; "081: The web admin…" -> "The web admin…". */
function titleOf(text: string, number: string): string {
  const heading = text.split('\n').find((line) => line.startsWith('# '));
  if (!heading) return '';
  return heading
    .slice(2)
    .replace(new RegExp(`^${number}\\s*(?::|—|-)?\\s*`), '')
    .trim();
}

export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const statusLine = text.split('\n', 1)[0].trim();
  return { number, file, title: titleOf(text, number), status: parseStatus(statusLine), statusLine };
}

/** The record files of docs/decisions, in number order. */
export function recordFiles(root: string): string[] {
  return readdirSync(join(root, DECISIONS_DIR))
    .filter((file) => RECORD_FILE.test(file))
    .sort();
}

export function readRecords(root: string): DecisionRecord[] {
  return recordFiles(root).map((file) => parseRecord(file, readFileSync(join(root, DECISIONS_DIR, file), 'utf8')));
}

function statusCell(record: DecisionRecord, fileOf: ReadonlyMap<string, string>): string {
  if (!record.status) return '**no Status line**';
  const link = (number: string) => (fileOf.has(number) ? `[${number}](${fileOf.get(number)})` : number);
  const { supersededBy, inPartSupersededBy } = record.status;
  const main = supersededBy ? `superseded by ${link(supersededBy)}` : 'accepted';
  return inPartSupersededBy.length ? `${main}; in part superseded by ${inPartSupersededBy.map(link).join(', ')}` : main;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** The whole README of docs/decisions. */
export function renderIndex(records: readonly DecisionRecord[]): string {
  const fileOf = new Map(records.map((record) => [record.number, record.file]));
  const rows = records.map((record) => `| ${record.number} | [${escapeCell(record.title)}](${record.file}) | ${statusCell(record, fileOf)} |`);
  const superseded = records.filter((record) => record.status?.supersededBy).length;
  return `# Decision records

A record here holds a choice a newcomer would otherwise undo: its context, the decision and its
consequences, with the figures that justify it. How the parts fit together is
[docs/architecture.md](../architecture.md); what the product is (its routes, calls, strings and
rules) is [docs/product](../product/README.md). This index is made from the records by
\`npm run docs:decisions\` (\`scripts/docs/decision-index.ts\`); \`npm run lint\` fails when it is out
of date, so do not edit it by hand.

## Writing a record

- Write one only for a choice someone would otherwise undo, and keep it short: context, decision,
  consequences, and the before and after figures that justify it; no story of how it came about.
- Name it \`NNN-what-it-decides.md\`, with a number the lead gave you.
- Its first line is its status, then its title:
  - \`Status: accepted\`;
  - \`Status: superseded by NNN\` once a later record replaces it whole;
  - \`Status: accepted; in part superseded by NNN, NNN\` when later records replace a part of it;
  - any of these may end with a short note in parentheses. \`(holds 040, 070 and 092)\` names the
    earlier records, since deleted, whose choices this one took in: \`git log --all -- 'docs/decisions/040-*'\`
    finds one.
- A record that replaces an earlier one takes in what still holds of it, and the earlier one is
  deleted (git keeps it) rather than left superseded; then \`npm run docs:decisions\`.
- Every repository path a record cites must exist (\`npm run lint\` checks it). A path that is gone
  is cited with what became of it right after it: "(removed by NNN)" or "(now \`new/path.ts\`)".
  Files the tools write and git ignores (\`bench/results/latest.json\`) may be cited as they are.

## Index

${records.length} records, ${superseded} superseded whole.

| No. | Decision | Status |
|---|---|---|
${rows.join('\n')}
`;
}

if (import.meta.main) {
  const root = resolve(process.argv[2] ?? '.');
  writeFileSync(join(root, INDEX_FILE), renderIndex(readRecords(root)));
  console.log(`wrote ${INDEX_FILE}`);
}
