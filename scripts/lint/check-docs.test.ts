// Each check of scripts/lint/check-docs.ts, proved on a fixture repository that breaks it (the
// check must report it) and on one that keeps it (nothing reported), and on the repository itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRecords, renderIndex } from '../docs/decision-index.ts';
import {
  anchorOf,
  callsIn,
  checkDocs,
  citationFiles,
  citationProblems,
  citedPathProblems,
  decisionCitationProblems,
  indexProblems,
  issueCitationProblems,
  linkProblems,
  outsideCitationProblems,
  productCoverageProblems,
  recordStatusProblems,
} from './check-docs.ts';

let root: string | undefined;

function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'docs-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const messages = (violations: { file: string; line: number; message: string }[]) => violations.map(({ file, line, message }) => `${file}:${line}: ${message}`);
/** The docs folder, named apart so that this file's fixtures do not cite pages of the repository's own. */
const DOCS = 'docs';
/** Citations of the outside documents, written in parts so that this file does not cite them itself. */
const outside = (...parts: string[]) => parts.join('');

describe('decision records', () => {
  it('reports a record without a Status first line, and one naming a record that does not exist or itself', () => {
    const dir = repository({
      'docs/decisions/001-server.md': '# 001: Server layering\n\nStatus: accepted\n',
      'docs/decisions/002-sessions.md': 'Status: accepted; in part superseded by 003 and 099\n\n# 002: Sessions\n',
      'docs/decisions/003-versions.md': 'Status: superseded by 003\n\n# 003: Versions\n',
    });
    expect(messages(recordStatusProblems(dir))).toEqual([
      'docs/decisions/001-server.md:1: the first line must be its status ("Status: accepted", "Status: superseded by NNN" or "Status: accepted; in part superseded by NNN"), not: # 001: Server layering',
      'docs/decisions/002-sessions.md:1: its status names record 099, which does not exist',
      'docs/decisions/003-versions.md:1: its status names record 003, which is itself',
    ]);
  });

  it('reports an index that is missing or out of date, and passes the one the script makes', () => {
    const dir = repository({ 'docs/decisions/001-server.md': 'Status: accepted\n\n# 001: Server layering\n' });
    expect(messages(indexProblems(dir))).toEqual(['docs/decisions/README.md:1: is out of date with the records: run npm run docs:decisions']);
    writeFileSync(join(dir, 'docs/decisions/README.md'), renderIndex(readRecords(dir)));
    expect(indexProblems(dir)).toEqual([]);
    writeFileSync(join(dir, 'docs/decisions/002-sessions.md'), 'Status: accepted\n\n# 002: Sessions\n');
    expect(indexProblems(dir)).toHaveLength(1);
  });
});

describe('cited paths', () => {
  it('reports a path in docs/ that does not exist, with its line', () => {
    const dir = repository({
      'server/app.ts': '',
      'docs/decisions/001-server.md': 'Status: accepted\n\n`server/app.ts` builds the app;\n`server/records/crud-routes.ts` mounts the routes.\n',
    });
    expect(messages(citedPathProblems(dir))).toEqual([
      'docs/decisions/001-server.md:4: cites server/records/crud-routes.ts, which does not exist (point it at where it lives now, or add "(removed by NNN)" after it)',
    ]);
  });

  it('accepts existing files and folders, sentence ends, patterns, and gone paths that say so', () => {
    const dir = repository({
      'server/app.ts': '',
      'shared/router/router.tsx': '',
      'docs/product/page.md': [
        'See server/app.ts. The folder tests/e2e/studio/ is not checked for files, but shared/router/ is.',
        '`site/lib/router.tsx` (now `shared/router/router.tsx`) and `site/lib/old.ts` (removed by 163).',
        '`site/lib/local-business.ts` is gone; `scripts/a.ts` and `scripts/b.ts` were removed.',
        'Files under `DATA_DIR/media/<id>/`, `shared/domain/page-copy-defaults/<slug>.ts`, `studio/src/main/window-state*.ts`.',
      ].join('\n'),
    });
    mkdirSync(join(dir, 'tests/e2e/studio'), { recursive: true });
    expect(messages(citedPathProblems(dir)).map((line) => line.replace(/ \(point.*/, ''))).toEqual(['docs/product/page.md:3: cites scripts/a.ts, which does not exist']);
  });
});

describe('links to documents', () => {
  it('reports a cited page or heading that does not exist, from code and from documents', () => {
    const dir = repository({
      'docs/product/api.md': '# The API\n\n## Payload rules\n\nSee [the routes](routes.md#public-routes) and [rules](rules.md).\n',
      'docs/product/routes.md': '# Routes\n\n## Public routes\n',
      'shared/domain/slug.ts': `// Slugs (${DOCS}/product/api.md#payload-rules).\n// Owner (${DOCS}/product/api.md#slug-rules).\n// Owner (${DOCS}/product/gone.md#x).\n`,
    });
    expect(messages(linkProblems(dir))).toEqual([
      `shared/domain/slug.ts:2: links to ${DOCS}/product/api.md#slug-rules, a heading docs/product/api.md does not have`,
      'shared/domain/slug.ts:3: links to docs/product/gone.md, which does not exist',
      'docs/product/api.md:5: links to docs/product/rules.md, which does not exist',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('What the admin edits is what the site shows')).toBe('what-the-admin-edits-is-what-the-site-shows');
    expect(anchorOf("Strings, messages and `constants` (as built)")).toBe('strings-messages-and-constants-as-built');
    expect(anchorOf('3. Seeding')).toBe('3-seeding');
  });
});

describe('citations of documents outside the repository', () => {
  it.each([
    [`// Products editor (${outside('spec sec', 'tion 2')}).`],
    [`// Login failure text (${outside('spec sec', 'tions 2, 4 and 8')}).`],
    [`// The toasts: the spec's (${outside('sec', 'tion 8')}) when saved.`],
    [`// Throttled (${outside('DECI', 'SIONS 8')}).`],
    [`-- Uploaded images (${outside('DECI', 'SIONS section 7')}).`],
    [`// see the ${outside('product-', 'spec')}.md`],
  ])('reports %s', (line) => {
    const dir = repository({ 'shared/a.ts': `export {};\n${line}\n`, 'server/migrations/steps/001.sql': line });
    expect(messages(outsideCitationProblems(dir)).map((message) => message.slice(0, message.indexOf(': ')))).toEqual(['server/migrations/steps/001.sql:1', 'shared/a.ts:2']);
  });

  it('leaves the spec named without a section, and docs/ itself, alone', () => {
    const dir = repository({
      'shared/a.ts': "// The spec's toasts (docs/product/copy.md#admin-messages); the spec create defaults.\n",
      [`docs/decisions/001-x.md`]: `Status: accepted\n\nAs ${outside('DECI', 'SIONS section 8')} says.\n`,
    });
    expect(outsideCitationProblems(dir)).toEqual([]);
  });
});

describe('citations of issue numbers', () => {
  it('reports "issue N" in any letter case, with or without #, in code and documents', () => {
    const dir = repository({
      'shared/a.ts': `// Fixed in ${outside('iss', 'ue 14')}, item 2.\n// ${outside('Iss', 'ue #3')}: the slug.\nexport {};\n`,
      'docs/product/page.md': `# Page\n\nAs ${outside('iss', 'ues 13')} and 14 asked.\n`,
    });
    expect(messages(issueCitationProblems(dir, ['shared/a.ts', 'docs/product/page.md'])).map((line) => line.slice(0, line.indexOf(': the')))).toEqual([
      `shared/a.ts:1: cites "${outside('iss', 'ue 14')}"`,
      `shared/a.ts:2: cites "${outside('Iss', 'ue #3')}"`,
      `docs/product/page.md:3: cites "${outside('iss', 'ues 13')}"`,
    ]);
  });

  it('leaves an upstream issue cited by its address, and the word without a number, alone', () => {
    const dir = repository({
      'shared/a.ts': '// React Router ships its development build (https://github.com/remix-run/react-router/issues/14102).\n// An issue with the cache; tissue 12 is not one.\n',
    });
    expect(issueCitationProblems(dir, ['shared/a.ts'])).toEqual([]);
  });
});

describe('citations of decision records', () => {
  const records = { 'docs/decisions/001-server.md': 'Status: accepted\n\n# 001: Server\n', 'docs/decisions/134-records.md': 'Status: accepted\n\n# 134: Records\n' };

  it('reports each number of a citation that names no record, in lists and ranges too', () => {
    const dir = repository({
      ...records,
      'server/a.ts': [
        `// One definition (${outside('deci', 'sion 134')}); layering (${outside('Deci', 'sion 001')}).`,
        `// Folded away (${outside('deci', 'sions 134 and 999')}), ${outside('deci', 'sions 001-002')}.`,
        `// ${outside('Deci', 'sion record 555')}; decision 13 and decisions about 1340 rugs are not citations.`,
      ].join('\n'),
    });
    expect(messages(decisionCitationProblems(dir, ['server/a.ts'])).map((line) => line.slice(0, line.indexOf(', which')))).toEqual([
      `server/a.ts:2: cites ${outside('deci', 'sion 999')}`,
      `server/a.ts:2: cites ${outside('deci', 'sion 002')}`,
      `server/a.ts:3: cites ${outside('deci', 'sion 555')}`,
    ]);
  });

  it('holds the documents and the code to the citation rules', () => {
    const dir = repository({
      ...records,
      'README.md': `See ${outside('deci', 'sion 999')}.\n`,
      'docs/architecture.md': `As ${outside('iss', 'ue 7')} asked.\n`,
      'server/a.ts': `// ${outside('deci', 'sion 998')}\n`,
    });
    expect(citationFiles(dir)).toEqual(['README.md', 'docs/architecture.md', 'docs/decisions/001-server.md', 'docs/decisions/134-records.md', 'server/a.ts'].sort());
    expect(citationProblems(dir, citationFiles(dir)).map((problem) => problem.file)).toEqual(['docs/architecture.md', 'README.md', 'server/a.ts']);
  });
});

describe('docs/product names the code tables', () => {
  const tables = { routes: ['/jacobs/shop', '/admin/media'], calls: ['GET /api/shop', 'PUT /api/admin/blog/:id', 'DELETE /api/admin/blog/:id'] };

  it('reports a route or call the pages do not name', () => {
    const dir = repository({
      'docs/product/routes.md': '| shop | `/jacobs/shop` |\n',
      'docs/product/api.md': '| GET | `/api/shop` |\n| GET, PUT | `/api/admin/blog/:id` |\n',
    });
    expect(messages(productCoverageProblems(dir, tables))).toEqual([
      'docs/product/api.md:1: docs/product does not name the route `/admin/media`',
      'docs/product/api.md:1: docs/product does not name the call DELETE /api/admin/blog/:id (a line with the method and the `path`)',
    ]);
  });

  it('reads every call of a nested endpoint table', () => {
    expect(callsIn({ public: { a: { method: 'GET', path: '/a', output: {} } }, admin: { media: { list: { method: 'GET', path: '/m' } } } })).toEqual(['GET /a', 'GET /m']);
  });
});

describe('the repository', () => {
  it('keeps every check', async () => {
    expect(messages(await checkDocs('.'))).toEqual([]);
  });

  it('cites no issue number and no missing decision record, in its documents or its code', () => {
    expect(messages(citationProblems('.', citationFiles('.')))).toEqual([]);
  });
});
