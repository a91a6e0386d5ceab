// A page's CSS as the browser needs it: the theme's tokens written as their values, and no custom
// property that nothing reads. Chakra's system declares every token (about 350 on the public site,
// with Chakra's dark-mode copies) as a custom property on <html> and its rules read them with
// var(); a page carried 420-500 such declarations, every one parsed, kept on the root's style and
// looked up at each use. Here each `var(--chakra-…)` whose property only the token layer declares
// becomes the token's value (the one the browser would have substituted, so the page looks the
// same), the dark-mode block goes (the public pages never set `.dark`), and a custom property stays
// only where a rule still reads it with var(): the ones rules set on elements themselves (a colour
// palette, a gradient's stops).

/** The token layer as Chakra's system writes it (site/theme/system.ts's cssVarsRoot). */
const TOKEN_LAYER = '@layer tokens{';
const DARK_SELECTOR = '.dark';
const VARIABLE_USE = /var\((--(?:[\w-]|\\.)+)\)/g;
const DECLARED = /[{;](--(?:[\w-]|\\.)+):/g;
/** A custom property's declaration in a rule, with its value and semicolon (a rule's last one may have none). */
const DECLARATION = /(?<=[{;])(--(?:[\w-]|\\.)+):[^;{}]*;?/g;
/** A rule with nothing left in it (not an at-rule), after the brace or start before it. */
const EMPTY_RULE = /(^|[{}])[^{}@]+\{\}/g;
/** Any read, with or without a fallback. */
const VARIABLE_READ = /var\((--(?:[\w-]|\\.)+)/g;

/** The end of the block opened just before `from` (the index of its closing brace). */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  for (let index = from; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && (depth -= 1) === 0) return index;
  }
  throw new Error('Unbalanced braces in the theme CSS');
}

interface TokenRule {
  selector: string;
  declarations: [name: string, value: string][];
}

/** The rules of the token layer's body: `selector{--a:1;--b:2}` each. */
function tokenRules(body: string): TokenRule[] {
  const rules: TokenRule[] = [];
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    if (open === -1) break;
    const close = blockEnd(body, open + 1);
    const declarations = body
      .slice(open + 1, close)
      .split(';')
      .filter(Boolean)
      .map((declaration): [string, string] => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1)];
      });
    rules.push({ selector: body.slice(at, open), declarations });
    at = close + 1;
  }
  return rules;
}

/**
 * `chunks` (the page's style elements' CSS, in order) with the token layer's custom properties
 * resolved where they are read, and every custom property declared only while something reads it.
 */
export function leanPageCss(chunks: readonly string[]): string[] {
  const holder = chunks.findIndex((css) => css.includes(TOKEN_LAYER));
  if (holder === -1) return withoutUnread([...chunks]);
  const css = chunks[holder];
  const start = css.indexOf(TOKEN_LAYER) + TOKEN_LAYER.length;
  const end = blockEnd(css, start);
  const rules = tokenRules(css.slice(start, end)).filter((rule) => !rule.selector.startsWith(DARK_SELECTOR));
  // Every rule outside the token layer, with the holder's text before and after the layer apart.
  const outside = [...chunks.slice(0, holder), css.slice(0, start), css.slice(end), ...chunks.slice(holder + 1)];
  // A property an element's own rule sets (a colour palette) is not the token's value there: kept as var().
  const setByRules = new Set(outside.flatMap((text) => [...text.matchAll(DECLARED)].map((match) => match[1])));
  const values = new Map(rules.flatMap((rule) => rule.declarations).filter(([name]) => !setByRules.has(name)));
  // Each token's own value first (a token may name another), so a rule's text is read once.
  const resolve = (value: string, depth = 0): string => {
    if (depth > 8) throw new Error('A token refers to itself');
    return value.replace(VARIABLE_USE, (use, name: string) => {
      const named = values.get(name);
      return named === undefined ? use : resolve(named, depth + 1);
    });
  };
  for (const [name, value] of values) values.set(name, resolve(value));
  const substitute = (text: string): string => text.replace(VARIABLE_USE, (use, name: string) => values.get(name) ?? use);
  const resolved = outside.map(substitute);
  const layer = rules.map((rule) => `${rule.selector}{${rule.declarations.map(([name, value]) => `${name}:${substitute(value)}`).join(';')}}`).join('');
  const [head, tail] = [resolved[holder], resolved[holder + 1]];
  return withoutUnread([...resolved.slice(0, holder), `${head}${layer}${tail}`, ...resolved.slice(holder + 2)]);
}

/**
 * `chunks` without the custom properties nothing in them reads (nor the rules left empty): the
 * token layer's, and the ones Chakra's rules declare in case (every step of an element's colour
 * palette, a background's `--bg-currentcolor`). The page's CSS is all there is to read them: no
 * inline style or script on a public page reads one.
 */
function withoutUnread(chunks: string[]): string[] {
  for (;;) {
    const read = new Set(chunks.flatMap((text) => [...text.matchAll(VARIABLE_READ)].map((match) => match[1])));
    const next = chunks.map((text) => text.replace(DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : '')).replace(EMPTY_RULE, '$1'));
    if (next.every((text, index) => text === chunks[index])) return next;
    chunks = next;
  }
}
