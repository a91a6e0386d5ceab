// Applies the import zones (scripts/lint/import-zones.ts) to every source file: reads each file's
// imports with Babel's parser (scripts/lint/parse-source.ts: static, dynamic, `export ... from`, `import()` types, require), resolves
// relative ones to repository paths, and reports each import or global a zone forbids.
// `node scripts/lint/check-zones.ts [root]` prints them and exits 1 if there is any.
import { globSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { UNZONED, ZONES, type Zone } from './import-zones.ts';
import { childrenOf, isNode, parseSource, type Node } from './parse-source.ts';

export interface Violation {
  file: string;
  line: number;
  message: string;
}

interface Use {
  kind: 'import' | 'global';
  /** The specifier as written, or the global's name. */
  name: string;
  offset: number;
}

const SOURCE_FILES = '{shared,server,site,studio,tests,bench,scripts}/**/*.{ts,tsx,js,mjs,cjs}';
const SKIPPED = ['**/node_modules/**', '**/dist/**', '**/out/**'];

function stringValue(node: unknown): string | undefined {
  if (isNode(node) && node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (isNode(node) && node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Node[])[0].value as { cooked: string }).cooked;
  }
  return undefined;
}

function propertyName(member: Node): string | undefined {
  const property = member.property as Node;
  if (!member.computed && property.type === 'Identifier') return property.name as string;
  return stringValue(property);
}

/** `fetch`, `window.fetch`, `globalThis.studio`... as `fetch` and `window.studio`. */
function globalUse(node: Node, parent: Node | undefined): string | undefined {
  if (node.type === 'Identifier' && node.name === 'fetch' && isReference(node, parent)) return 'fetch';
  if (node.type !== 'MemberExpression') return undefined;
  const object = node.object as Node;
  if (object.type !== 'Identifier' || !['window', 'globalThis', 'self'].includes(object.name as string)) return undefined;
  const name = propertyName(node);
  if (name === 'fetch') return 'fetch';
  if (name === 'studio') return 'window.studio';
  return undefined;
}

/** An identifier read as a variable, not a property name, key or declaration of its own. */
function isReference(node: Node, parent: Node | undefined): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression') return parent.object === node || Boolean(parent.computed);
  if (['Property', 'PropertyDefinition', 'MethodDefinition'].includes(parent.type) && parent.key === node) return Boolean(parent.computed || parent.shorthand);
  return !['ImportSpecifier', 'ExportSpecifier', 'TSPropertySignature', 'TSMethodSignature', 'LabeledStatement'].includes(parent.type);
}

function importSpecifier(node: Node): string | undefined {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return stringValue(node.source);
    case 'TSImportType': {
      const argument = (node.source ?? node.argument) as Node | undefined;
      return stringValue(argument?.type === 'TSLiteralType' ? argument.literal : argument);
    }
    case 'TSExternalModuleReference':
      return stringValue(node.expression);
    case 'CallExpression': {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      return callee.type === 'Identifier' && callee.name === 'require' && args.length === 1 ? stringValue(args[0]) : undefined;
    }
    default:
      return undefined;
  }
}

/** Every import specifier and forbidden-global candidate in one file, with its offset. */
export function usesIn(fileName: string, source: string): Use[] {
  let program: Node;
  try {
    program = parseSource(fileName, source).program;
  } catch (error) {
    throw new Error(`${fileName}: ${(error as Error).message}`);
  }
  const uses: Use[] = [];
  const visit = (node: Node, parent: Node | undefined) => {
    const specifier = importSpecifier(node);
    if (specifier !== undefined) uses.push({ kind: 'import', name: specifier, offset: node.start });
    const global = globalUse(node, parent);
    if (global) uses.push({ kind: 'global', name: global, offset: node.start });
    for (const child of childrenOf(node)) visit(child, node);
  };
  visit(program, undefined);
  return uses;
}

const posix = (path: string) => path.split(sep).join('/');
const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** `node:` for a Node built-in, else the package's name (`@scope/name` or `name`). */
function packageOf(specifier: string): string {
  if (isBuiltin(specifier)) return 'node:';
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function zoneViolation(zone: Zone, use: Use, fileDir: string, root: string): string | undefined {
  if (use.kind === 'global') return zone.forbidGlobals?.includes(use.name) ? `uses ${use.name}` : undefined;
  const specifier = use.name.replace(/\?.*$/, '');
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = posix(relative(root, resolve(fileDir, specifier)));
    if (zone.forbidFolders?.some((folder) => within(target, folder))) return `imports ${target}`;
    if (zone.onlyFolders && !zone.onlyFolders.some((folder) => within(target, folder))) return `imports ${target}`;
    return undefined;
  }
  const name = packageOf(specifier);
  if (zone.forbidPackages?.includes(name)) return `imports ${specifier}`;
  if (zone.onlyPackages && !zone.onlyPackages.includes(name)) return `imports ${specifier}`;
  return undefined;
}

export function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

export function zonesOf(file: string, zones: readonly Zone[] = ZONES): Zone[] {
  if (UNZONED.testFile.test(file) || UNZONED.folders.some((folder) => within(file, folder))) return [];
  return zones.filter((zone) => zone.files.some((folder) => within(file, folder)));
}

/** The violations of one file (`file` relative to `root`, with `/`). */
export function checkFile(root: string, file: string, source: string, zones: readonly Zone[] = ZONES): Violation[] {
  const applying = zonesOf(file, zones);
  if (applying.length === 0) return [];
  const fileDir = dirname(join(root, file));
  const violations: Violation[] = [];
  for (const use of usesIn(file, source)) {
    for (const zone of applying) {
      const problem = zoneViolation(zone, use, fileDir, root);
      if (problem) violations.push({ file, line: lineOf(source, use.offset), message: `${problem}: ${zone.rule}` });
    }
  }
  return violations;
}

/** Every source file of the repository, relative to `root`, with `/`. */
export function sourceFiles(root: string): string[] {
  return globSync(SOURCE_FILES, { cwd: root, exclude: SKIPPED }).map(posix).sort();
}

export function checkZones(root: string, zones: readonly Zone[] = ZONES): Violation[] {
  return sourceFiles(root).flatMap((file) => checkFile(root, file, readFileSync(join(root, file), 'utf8'), zones));
}

if (import.meta.main) {
  const violations = checkZones(resolve(process.argv[2] ?? '.'));
  for (const { file, line, message } of violations) console.error(`${file}:${line}: ${message}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import zone violation(s) (scripts/lint/import-zones.ts)`);
    process.exitCode = 1;
  } else console.log('Import zones: no violations.');
}
