// One parser for the lint scripts: Babel's (pure JavaScript, so `npm ci` installs it on every
// platform; oxc's parser ships per-platform bindings the lockfile cannot list from this registry),
// giving ESTree-shaped nodes (Literal, Property, PropertyDefinition, ImportExpression).
import { parse } from '@babel/parser';

export type Node = { type: string; start: number; [key: string]: unknown };

export interface ParsedSource {
  program: Node;
  comments: { value: string; start: number }[];
}

/** Keys that hold positions, comments or parser notes, never child nodes. */
const NOT_CHILDREN = new Set(['loc', 'range', 'extra', 'start', 'end', 'leadingComments', 'trailingComments', 'innerComments']);

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

export function parseSource(fileName: string, source: string): ParsedSource {
  const typed = /\.tsx?$/.test(fileName);
  const jsx = !fileName.endsWith('.ts');
  const file = parse(source, {
    sourceType: 'module',
    createImportExpressions: true,
    plugins: [['estree', { classFeatures: true }], ...(typed ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
  });
  return { program: file.program as unknown as Node, comments: (file.comments ?? []).map(({ value, start }) => ({ value, start: start ?? 0 })) };
}

/** The child nodes of `node`, in source order of its keys. */
export function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (NOT_CHILDREN.has(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) children.push(item);
  }
  return children;
}
