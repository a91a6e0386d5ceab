// Where a JSON text goes wrong, as a line and column the owner can find in a text area. Engines
// word JSON.parse's errors differently (and not all give a position), so this scans the text
// itself (RFC 8259) and reports the first character that cannot belong there.

export interface JsonErrorLocation {
  line: number;
  column: number;
  problem: string;
}

class Stop extends Error {
  readonly at: number;
  readonly problem: string;
  constructor(at: number, problem: string) {
    super(problem);
    this.at = at;
    this.problem = problem;
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/;

function scan(text: string): void {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && WHITESPACE.has(text[at])) at += 1;
  };
  const expect = (char: string, problem: string) => {
    skipSpace();
    if (text[at] !== char) throw new Stop(at, problem);
    at += 1;
  };

  const string = () => {
    at += 1;
    for (;;) {
      if (at >= text.length) throw new Stop(at, 'the text ends inside a string');
      const char = text[at];
      if (char === '"') break;
      if (char < ' ') throw new Stop(at, 'a line break or control character inside a string (write \\n)');
      if (char === '\\') {
        const next = text[at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) throw new Stop(at, 'an invalid \\u escape');
          at += 4;
        } else if (!ESCAPES.has(next)) throw new Stop(at, 'an invalid escape');
        at += 1;
      }
      at += 1;
    }
    at += 1;
  };

  const members = <T>(close: string, member: () => T, separator: string) => {
    at += 1;
    skipSpace();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      member();
      skipSpace();
      if (text[at] === close) {
        at += 1;
        return;
      }
      if (text[at] !== ',') throw new Stop(at, `expected ${separator}`);
      at += 1;
    }
  };

  const value = (): void => {
    skipSpace();
    const char = text[at];
    if (char === '{') {
      return members(
        '}',
        () => {
          skipSpace();
          if (text[at] !== '"') throw new Stop(at, 'expected a property name in double quotes');
          string();
          expect(':', "expected ':' after the property name");
          value();
        },
        "',' or '}'",
      );
    }
    if (char === '[') return members(']', value, "',' or ']'");
    if (char === '"') return string();
    const number = NUMBER.exec(text.slice(at));
    if (number) {
      at += number[0].length;
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, at)) {
        at += literal.length;
        return;
      }
    }
    throw new Stop(at, at >= text.length ? 'the text ends where a value should be' : 'expected a value (text in double quotes, a number, true, false, null, { or [)');
  };

  value();
  skipSpace();
  if (at < text.length) throw new Stop(at, 'unexpected text after the end of the JSON');
}

/** The 1-based line and column of character `index` of `text`. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

/** The first error in a JSON text, or undefined when it is valid JSON. */
export function locateJsonError(text: string): JsonErrorLocation | undefined {
  try {
    scan(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ...lineAndColumn(text, error.at), problem: error.problem };
  }
}

/** "Invalid JSON at line 3, column 5: expected a value …". */
export const describeJsonError = ({ line, column, problem }: JsonErrorLocation) => `Invalid JSON at line ${line}, column ${column}: ${problem}`;
