import { describe, expect, it } from 'vitest';
import { leanPageCss } from './page-css.ts';

const TOKENS = '@layer tokens{:where(html, .chakra-theme){--chakra-colors-red:#922D25;--chakra-colors-fg:var(--chakra-colors-red);--chakra-spacing-2\\.5:0.625rem;--chakra-spacing-9:2.25rem;--chakra-colors-palette:var(--chakra-colors-red)}:root,.light{--chakra-shadows-md:0 1px var(--chakra-colors-red)}.dark,.dark .chakra-theme:not(.light){--chakra-shadows-md:0 1px black}}';

describe('leanPageCss', () => {
  it('writes each token a rule reads as its value, through tokens that name other tokens, escaped names too', () => {
    const [global, rules] = leanPageCss([`@layer reset{html{margin:0}}${TOKENS}`, '.a{color:var(--chakra-colors-fg);padding:var(--chakra-spacing-2\\.5);box-shadow:var(--chakra-shadows-md)}']);
    expect(rules).toBe('.a{color:#922D25;padding:0.625rem;box-shadow:0 1px #922D25}');
    // Nothing left to declare: the layer stays (its order among the layers is declared elsewhere), empty.
    expect(global).toBe('@layer reset{html{margin:0}}@layer tokens{}');
  });

  it('keeps a property that an element sets itself as a var() and declares the tokens it reads', () => {
    const [global, rules] = leanPageCss([TOKENS, '.b{--chakra-colors-palette:green;color:var(--chakra-colors-palette)}.c{margin:var(--chakra-spacing-9)}']);
    expect(rules).toBe('.b{--chakra-colors-palette:green;color:var(--chakra-colors-palette)}.c{margin:2.25rem}');
    expect(global).toBe('@layer tokens{:where(html, .chakra-theme){--chakra-colors-palette:#922D25}}');
  });

  it('leaves a read with a fallback as it is, and its token declared', () => {
    const [global, rules] = leanPageCss([TOKENS, '.d{gap:var(--chakra-spacing-9, 1rem)}']);
    expect(rules).toBe('.d{gap:var(--chakra-spacing-9, 1rem)}');
    expect(global).toBe('@layer tokens{:where(html, .chakra-theme){--chakra-spacing-9:2.25rem;}}');
  });

  it('drops a custom property that nothing reads, and what only it read', () => {
    expect(leanPageCss(['.e{--unread:var(--only-by-unread);--only-by-unread:1px;--read:2px;color:red}', '.f{margin:var(--read)}'])).toEqual(['.e{--read:2px;color:red}', '.f{margin:var(--read)}']);
  });

  it('answers CSS without custom properties as it is', () => {
    expect(leanPageCss(['.e{color:red}'])).toEqual(['.e{color:red}']);
  });
});
