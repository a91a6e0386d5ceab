// A lint rule is turned off in the code only with its reason written after ` -- `
// (`// oxlint-disable-next-line no-control-regex -- control characters are what this strips`).
// `node scripts/lint/disable-reasons.ts [root]` lists the directives without one and exits 1.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lineOf, sourceFiles, type Violation } from './check-zones.ts';
import { parseSource } from './parse-source.ts';

const DIRECTIVE = /^\s*(?:oxlint|eslint)-disable\b/;
const REASON = /\s--\s+\S/;

export function unexplainedDisables(file: string, source: string): Violation[] {
  return parseSource(file, source)
    .comments.filter((comment) => DIRECTIVE.test(comment.value) && !REASON.test(comment.value))
    .map((comment) => ({ file, line: lineOf(source, comment.start), message: `a lint rule turned off without a reason (add \` -- why\`): ${comment.value.trim()}` }));
}

export function checkDisableReasons(root: string): Violation[] {
  return sourceFiles(root).flatMap((file) => unexplainedDisables(file, readFileSync(join(root, file), 'utf8')));
}

if (import.meta.main) {
  const violations = checkDisableReasons(resolve(process.argv[2] ?? '.'));
  for (const { file, line, message } of violations) console.error(`${file}:${line}: ${message}`);
  if (violations.length > 0) process.exitCode = 1;
}
