// The brand has one source (shared/brand.ts): the site's system and the admin's resolve every colour
// of every palette, and the two faces, to the same values, and no other source file spells a brand
// colour as a hex literal (a copy that would drift, as the admin's madder.600 once did).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSystem } from '../site/theme/system.ts';
import { adminSystem } from './admin/admin-theme.ts';
import { brandColors, brandFonts } from './brand.ts';

const ROOT = join(import.meta.dirname, '..');

/** Every step of every palette, as the token path Chakra names it (`madder.600`). */
const steps = Object.entries(brandColors).flatMap(([name, scale]) => Object.entries(scale).map(([step, hex]) => ({ token: `colors.${name}.${step}`, hex })));

describe('the brand tokens', () => {
  it.each([
    ['the public site', siteSystem()],
    ['the admin and the studio', adminSystem],
  ])('%s resolves every palette step and both faces to the brand source', (_, system) => {
    const resolved = steps.map(({ token }) => [token, system.token(token)]);
    expect(Object.fromEntries(resolved)).toEqual(Object.fromEntries(steps.map(({ token, hex }) => [token, hex])));
    expect([system.token('fonts.heading'), system.token('fonts.body')]).toEqual([brandFonts.heading, brandFonts.body]);
  });

  it('no source file but shared/brand.ts writes a brand colour as a hex literal', () => {
    const brandHexes = new Set(steps.map(({ hex }) => hex.toLowerCase()));
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'site', 'shared', 'server', 'studio/src', 'scripts', 'bench'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|css)$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'shared/brand.ts');
    const copies = files.flatMap((file) => {
      const hexes = readFileSync(join(ROOT, file), 'utf8').match(/#[0-9a-f]{6}\b/gi) ?? [];
      return hexes.filter((hex) => brandHexes.has(hex.toLowerCase())).map((hex) => `${file}: ${hex}`);
    });
    expect(copies).toEqual([]);
  });
});
