import { describe, expect, it } from 'vitest';
import { unexplainedDisables } from './disable-reasons.ts';

describe('lint rules turned off in the code', () => {
  it('refuses a directive without a reason', () => {
    const source = "const a = 1;\n// oxlint-disable-next-line no-control-regex\nconst b = /\\u0000/;\n/* eslint-disable no-empty */\n";
    expect(unexplainedDisables('site/x.ts', source)).toEqual([
      expect.objectContaining({ file: 'site/x.ts', line: 2 }),
      expect.objectContaining({ file: 'site/x.ts', line: 4 }),
    ]);
  });

  it('accepts one whose reason follows " -- ", and text that only mentions a directive', () => {
    const source = "// oxlint-disable-next-line no-control-regex -- control characters are what this strips\nconst b = /\\u0000/;\nconst text = '// oxlint-disable-line';\n";
    expect(unexplainedDisables('site/x.ts', source)).toEqual([]);
  });
});
