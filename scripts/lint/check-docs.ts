// Keeps the documents true to the repository (decision 240):
// - every decision record starts with a well-formed `Status:` line naming records that exist;
// - docs/decisions/README.md is what scripts/docs/decision-index.ts makes of the records;
// - every repository path a document in docs/ cites exists, or says what became of it;
// - every link to a document in docs/ (from the code or the documents) reaches a file and heading;
// - no code cites the spec's or DECISIONS.md's numbered sections, which are not in the repository;
// - docs/product names every public route, admin screen and API endpoint of the code's tables;
// - no document or code cites an issue number ("issue N": the issues are not in the repository),
//   and every "decision NNN" names a record that exists.
// `node scripts/lint/check-docs.ts [root]` prints the problems and exits 1 if there is any.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { INDEX_FILE, readRecords, renderIndex } from '../docs/decision-index.ts';
import { lineOf, type Violation } from './check-zones.ts';

const SKIPPED = ['**/node_modules/**', '**/dist/**', '**/out/**', 'package-lock.json'];
const DOC_FILES = 'docs/**/*.md';
/** Everything but docs/ that can carry a comment: code, SQL, HTML, scripts, configs and the READMEs. */
const CODE_FILES = ['{shared,server,site,studio,tests,bench,scripts,.ci}/**/*.{ts,tsx,js,mjs,cjs,sql,html,md,sh,yml,json}', '*.{ts,md,json}', '.ci/*'];
const PRODUCT_DOCS = 'docs/product/*.md';
/** The documents, held to the citation rules on every run: docs/ and the Markdown at the top (the README). */
const DOCUMENTS = [DOC_FILES, '*.md'];

/** A repository path: a top-level folder, then a path; the character after it must not continue a pattern. */
const REPOSITORY_PATH = /(?<![\w./-])(?:\.ci|bench|docs|scripts|server|shared|site|studio|tests)\/[\w.@/-]+/g;
/** How a document says a path it cites is gone: "`a/b.ts` (removed by 163)", "(now `c/d.ts`)", "is gone". */
const GONE_AFTER = /^`?\s*(?:\((?:removed|gone|now )|(?:is|are) gone|(?:was|were) removed)/;
/** Numbered sections of the spec or DECISIONS.md, which live outside the repository. */
const OUTSIDE_CITATIONS = [
  /\bspec(?:'s|’s)?[^.\n]{0,12}?\bsections? \d/i,
  /\bDECISIONS(?:\.md)?,? (?:sections? )?\d/,
  /\bproduct[-]spec\b/,
];
/** A link to a heading of a document in docs/, as code comments and documents write it. */
const DOC_ANCHOR_CITATION = /(?<![\w/.-])(docs\/[\w./-]+\.md)#([\w-]+)/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** "issue N", "Issue #N", "issues N and M" with digits: a number of the issue tracker, which is not in the repository (an address such as `…/issues/N` is not one). */
const ISSUE_CITATION = /(?<![\w/.#-])issues?\s+#?\d+/gi;
/** "decision 134", "decisions 140 and 145", "decisions 190-191", "decision record 105": the numbers in the list. */
const DECISION_CITATION = /(?<![\w/.-])decisions?\s+(?:records?\s+)?(\d{3}(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to)\s+|\s*[-–]\s*)\d{3})*)(?![\w-])/gi;

const list = (root: string, patterns: string | string[]) => globSync(patterns, { cwd: root, exclude: SKIPPED }).sort();
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

/** Each record's first line is a Status line, and the records it names exist and are not itself. */
export function recordStatusProblems(root: string): Violation[] {
  const records = readRecords(root);
  const numbers = new Set(records.map((record) => record.number));
  return records.flatMap(({ file, number, status, statusLine }) => {
    const where = `docs/decisions/${file}`;
    if (!status) return [{ file: where, line: 1, message: `the first line must be its status ("Status: accepted", "Status: superseded by NNN" or "Status: accepted; in part superseded by NNN"), not: ${statusLine}` }];
    const named = [...(status.supersededBy ? [status.supersededBy] : []), ...status.inPartSupersededBy];
    return named
      .filter((other) => !numbers.has(other) || other === number)
      .map((other) => ({ file: where, line: 1, message: `its status names record ${other}, which ${other === number ? 'is itself' : 'does not exist'}` }));
  });
}

export function indexProblems(root: string): Violation[] {
  const expected = renderIndex(readRecords(root));
  const actual = existsSync(join(root, INDEX_FILE)) ? read(root, INDEX_FILE) : '';
  return actual === expected ? [] : [{ file: INDEX_FILE, line: 1, message: 'is out of date with the records: run npm run docs:decisions' }];
}

/** Files git ignores (outputs the tools write, such as bench/results/) may be cited without existing. */
function gitIgnores(root: string, path: string): boolean {
  return spawnSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: root }).status === 0;
}

export function citedPathProblems(root: string): Violation[] {
  return list(root, DOC_FILES).flatMap((file) => {
    const text = read(root, file);
    return [...text.matchAll(REPOSITORY_PATH)].flatMap((match) => {
      const path = match[0].replace(/[.-]+$/, '').replace(/\/$/, '');
      const after = text.slice(match.index + path.length);
      if (/^[-./]*[<{*]/.test(after)) return []; // a pattern (`media/<id>/`, `window-state*.ts`), not a path
      if (existsSync(join(root, path)) || GONE_AFTER.test(after) || gitIgnores(root, path)) return [];
      return [{ file, line: lineOf(text, match.index), message: `cites ${path}, which does not exist (point it at where it lives now, or add "(removed by NNN)" after it)` }];
    });
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(text: string): Set<string> {
  return new Set(text.split('\n').flatMap((line) => (/^#{1,6} /.test(line) ? [anchorOf(line.replace(/^#+ /, ''))] : [])));
}

/** Citations of a heading of a page in docs/ (from code and documents) and relative Markdown links in docs/ reach a file and heading. */
export function linkProblems(root: string): Violation[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (doc: string) => {
    if (!anchors.has(doc)) anchors.set(doc, existsSync(join(root, doc)) ? anchorsIn(read(root, doc)) : new Set());
    return anchors.get(doc) as Set<string>;
  };
  const problem = (file: string, text: string, offset: number, doc: string, anchor: string | undefined): Violation[] => {
    if (!existsSync(join(root, doc))) return [{ file, line: lineOf(text, offset), message: `links to ${doc}, which does not exist` }];
    if (anchor && !anchorsOf(doc).has(anchor)) return [{ file, line: lineOf(text, offset), message: `links to ${doc}#${anchor}, a heading ${doc} does not have` }];
    return [];
  };
  const cited = list(root, [...CODE_FILES, DOC_FILES]).flatMap((file) => {
    const text = read(root, file);
    return [...text.matchAll(DOC_ANCHOR_CITATION)].flatMap((match) => problem(file, text, match.index, match[1], match[2]));
  });
  const linked = list(root, DOC_FILES).flatMap((file) => {
    const text = read(root, file);
    return [...text.matchAll(MARKDOWN_LINK)].flatMap((match) => {
      const target = match[1];
      if (/^[a-z]+:/i.test(target)) return [];
      const [path, anchor] = target.split('#');
      const doc = path ? normalize(join(dirname(file), path)).split('\\').join('/') : file;
      return problem(file, text, match.index, doc, anchor);
    });
  });
  return [...cited, ...linked];
}

export function outsideCitationProblems(root: string): Violation[] {
  return list(root, CODE_FILES).flatMap((file) => {
    const text = read(root, file);
    return text.split('\n').flatMap((line, index) =>
      OUTSIDE_CITATIONS.some((pattern) => pattern.test(line))
        ? [{ file, line: index + 1, message: 'cites a section of the spec or DECISIONS.md, which are not in the repository: cite docs/product (docs/product/README.md) or the test that pins the rule' }]
        : [],
    );
  });
}

/** Every "issue N" in the files: the issues are not in the repository, so the reason goes in the words. */
export function issueCitationProblems(root: string, files: readonly string[]): Violation[] {
  return files.flatMap((file) => {
    const text = read(root, file);
    return [...text.matchAll(ISSUE_CITATION)].map((match) => ({
      file,
      line: lineOf(text, match.index),
      message: `cites "${match[0]}": the issues are not in the repository; say the reason in words (an upstream project's issue is cited by its address)`,
    }));
  });
}

/** Every "decision NNN" in the files names a record of docs/decisions. */
export function decisionCitationProblems(root: string, files: readonly string[]): Violation[] {
  const numbers = new Set(readRecords(root).map((record) => record.number));
  return files.flatMap((file) => {
    const text = read(root, file);
    return [...text.matchAll(DECISION_CITATION)].flatMap((match) =>
      (match[1].match(/\d{3}/g) ?? [])
        .filter((number) => !numbers.has(number))
        .map((number) => ({ file, line: lineOf(text, match.index), message: `cites decision ${number}, which is no record of docs/decisions (docs/decisions/README.md lists them)` })),
    );
  });
}

/** The files held to the citation rules: the documents and everything that can carry a comment. */
export function citationFiles(root: string): string[] {
  return [...new Set([...list(root, DOCUMENTS), ...list(root, CODE_FILES)])].sort();
}

export function citationProblems(root: string, files: readonly string[]): Violation[] {
  return [...issueCitationProblems(root, files), ...decisionCitationProblems(root, files)];
}

export interface ProductTables {
  /** Public address patterns (`/jacobs/blog/:slug`) and admin screen paths. */
  routes: readonly string[];
  /** Calls as `METHOD path` (`GET /api/admin/blog/:id`). */
  calls: readonly string[];
}

/** docs/product names every route as `path` and every call as a line holding its method and `path`. */
export function productCoverageProblems(root: string, tables: ProductTables): Violation[] {
  const files = list(root, PRODUCT_DOCS);
  const lines = files.flatMap((file) => read(root, file).split('\n'));
  const where = files[0] ?? 'docs/product';
  const routes = tables.routes
    .filter((route) => !lines.some((line) => line.includes(`\`${route}\``)))
    .map((route) => ({ file: where, line: 1, message: `docs/product does not name the route \`${route}\`` }));
  const calls = tables.calls
    .filter((call) => {
      const [method, path] = call.split(' ');
      return !lines.some((line) => line.includes(`\`${path}\``) && new RegExp(`\\b${method}\\b`).test(line));
    })
    .map((call) => ({ file: where, line: 1, message: `docs/product does not name the call ${call} (a line with the method and the \`path\`)` }));
  return [...routes, ...calls];
}

/** Every `{ method, path }` in a table of endpoints, however deeply nested. */
export function callsIn(table: unknown): string[] {
  if (typeof table !== 'object' || table === null) return [];
  const { method, path } = table as { method?: unknown; path?: unknown };
  if (typeof method === 'string' && typeof path === 'string') return [`${method} ${path}`];
  return Object.values(table).flatMap(callsIn);
}

/** The code's own tables: the public route table, the admin's screens and the endpoint table. */
export async function productTables(): Promise<ProductTables> {
  const [{ PUBLIC_ROUTES }, { paths }, { endpoints }] = await Promise.all([
    import('../../shared/public-routes.ts'),
    import('../../shared/paths.ts'),
    import('../../shared/contract/endpoints.ts'),
  ]);
  const routes = [...Object.values(PUBLIC_ROUTES).flatMap((route) => route.patterns), ...Object.values(paths.admin)];
  return { routes, calls: [...new Set(callsIn(endpoints))] };
}

export async function checkDocs(root: string): Promise<Violation[]> {
  return [
    ...recordStatusProblems(root),
    ...indexProblems(root),
    ...citedPathProblems(root),
    ...linkProblems(root),
    ...outsideCitationProblems(root),
    ...citationProblems(root, citationFiles(root)),
    ...productCoverageProblems(root, await productTables()),
  ];
}

if (import.meta.main) {
  const violations = await checkDocs(resolve(process.argv[2] ?? '.'));
  for (const { file, line, message } of violations) console.error(`${file}:${line}: ${message}`);
  if (violations.length > 0) process.exitCode = 1;
}
