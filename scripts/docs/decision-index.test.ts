// The decision index: statuses read from the records' first lines, titles from their headings,
// and the README made from them; run against fixture records and against the repository's own.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INDEX_FILE, parseRecord, parseStatus, readRecords, renderIndex } from './decision-index.ts';

let root: string | undefined;

function decisions(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'decisions-'));
  mkdirSync(join(root, 'docs/decisions'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, 'docs/decisions', file), text);
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('parseStatus', () => {
  it('reads the three forms, with or without a note', () => {
    expect(parseStatus('Status: accepted')).toEqual({ supersededBy: undefined, inPartSupersededBy: [], note: undefined });
    expect(parseStatus('Status: superseded by 200')).toEqual({ supersededBy: '200', inPartSupersededBy: [], note: undefined });
    expect(parseStatus('Status: accepted; in part superseded by 111, 116 and 182')?.inPartSupersededBy).toEqual(['111', '116', '182']);
    expect(parseStatus('Status: accepted; in part superseded by 170 (an admin write keeps last good answers)')).toEqual({
      supersededBy: undefined,
      inPartSupersededBy: ['170'],
      note: 'an admin write keeps last good answers',
    });
    expect(parseStatus('Status: accepted (holds 010 and 060)')?.note).toBe('holds 010 and 060');
  });

  it('refuses anything else', () => {
    for (const line of ['# 001: Server layering', 'Status: Accepted', 'Status: accepted by the team', 'Status: superseded by decision 200', 'Status: superseded by 20', 'status: accepted', 'Amended by 134'])
      expect(parseStatus(line), line).toBeUndefined();
  });
});

describe('parseRecord', () => {
  it('takes the number from the file name and the title from the first heading, without the number', () => {
    expect(parseRecord('010-studio-offline-sync.md', 'Status: accepted\n\n# 010 Studio: offline edits\n')).toMatchObject({ number: '010', title: 'Studio: offline edits' });
    expect(parseRecord('000-shared-contract.md', 'Status: accepted\n\n# 000 — One zod contract\n').title).toBe('One zod contract');
    expect(parseRecord('081-admin-router-copy.md', 'Status: superseded by 092\n\n# 081: The web admin bundles its own copy\n').title).toBe('The web admin bundles its own copy');
  });

  it('has no status when the first line is not one', () => {
    const record = parseRecord('001-server-layering.md', '# 001: Server layering\n\nStatus: accepted\n');
    expect(record.status).toBeUndefined();
    expect(record.statusLine).toBe('# 001: Server layering');
  });
});

describe('renderIndex', () => {
  it('lists every record in number order with its status, linking the records that supersede it', () => {
    const dir = decisions({
      '050-admin-router.md': 'Status: superseded by 200\n\n# 050 The admin in a data router\n',
      '002-passwords.md': 'Status: accepted; in part superseded by 050 and 200\n\n# 002: Passwords | sessions\n',
      '200-routers.md': 'Status: accepted\n\n# 200: Data routers\n',
      'README.md': 'not a record',
      'notes.md': 'not a record either',
    });
    const index = renderIndex(readRecords(dir));
    const rows = index.split('\n').filter((line) => /^\| \d{3} /.test(line));
    expect(rows).toEqual([
      '| 002 | [Passwords \\| sessions](002-passwords.md) | accepted; in part superseded by [050](050-admin-router.md), [200](200-routers.md) |',
      '| 050 | [The admin in a data router](050-admin-router.md) | superseded by [200](200-routers.md) |',
      '| 200 | [Data routers](200-routers.md) | accepted |',
    ]);
    expect(index).toContain('3 records, 1 superseded whole.');
  });

  it('marks a record without a Status line', () => {
    const dir = decisions({ '001-server-layering.md': '# 001: Server layering\n' });
    expect(renderIndex(readRecords(dir))).toContain('| 001 | [Server layering](001-server-layering.md) | **no Status line** |');
  });

  it('is what docs/decisions/README.md holds in this repository', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(renderIndex(readRecords('.')));
  });
});
