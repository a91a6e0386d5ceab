import { describe, expect, it } from 'vitest';
import { describeJsonError, lineAndColumn, locateJsonError } from './json-error.ts';

const locate = (text: string) => {
  const found = locateJsonError(text);
  return found && { line: found.line, column: found.column };
};

describe('locateJsonError', () => {
  it('finds nothing wrong in valid JSON, as JSON.parse', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\n\\u00e9", true, false, null] ', '{"a": {"b": [{}]}}', '"x"', '0']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(locateJsonError(text), text).toBeUndefined();
    }
  });

  it('names the line and column of a bare word where a property name belongs', () => {
    const found = locateJsonError('{\n  "heroTitle": "Hi",\n  oops\n}');
    expect(found).toEqual({ line: 3, column: 3, problem: 'expected a property name in double quotes' });
    expect(describeJsonError(found!)).toBe('Invalid JSON at line 3, column 3: expected a property name in double quotes');
  });

  it('points at a missing comma, a trailing comma and a missing colon', () => {
    expect(locate('{"a": 1\n "b": 2}')).toEqual({ line: 2, column: 2 });
    expect(locate('{"a": 1,\n}')).toEqual({ line: 2, column: 1 });
    expect(locate('[1, 2,]')).toEqual({ line: 1, column: 7 });
    expect(locate('{"a" 1}')).toEqual({ line: 1, column: 6 });
  });

  it('points at the end of a cut-off text and of an unterminated string', () => {
    expect(locateJsonError('{"heroTitle": ')).toMatchObject({ line: 1, column: 15, problem: 'the text ends where a value should be' });
    expect(locateJsonError('{"a": "open')).toMatchObject({ line: 1, column: 12, problem: 'the text ends inside a string' });
  });

  it('refuses what JSON.parse refuses: single quotes, comments, a raw line break in a string, text after the end', () => {
    for (const text of ["{'a': 1}", '{"a": 1} // note', '{"a": "two\nlines"}', '{"a": 01}', '{"a": "\\x"}', '']) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(locateJsonError(text), text).toBeDefined();
    }
    expect(locate('{"a": 1} x')).toEqual({ line: 1, column: 10 });
  });

  it('counts a CRLF line as one line', () => {
    expect(locate('{\r\n  x\r\n}')).toEqual({ line: 2, column: 3 });
  });
});

describe('lineAndColumn', () => {
  it('is 1-based', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
