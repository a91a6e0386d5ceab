// The public site's Chakra system, dressed in the brand (its colours and type: shared/brand.ts).
// A lean system: Chakra's base config, its tokens but its color palettes, its text styles, and only
// the recipes this site renders (shared/chakra-theme.js says why they are not imported from
// '@chakra-ui/react/theme'). Every token, text style and layer style a recipe or a page names must
// be defined here: an unknown one is written into the CSS as is (`text-style: sm`, `z-index:
// skipLink`), which is invalid, so the style silently never applies.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { brandColors, brandColorTokens, brandFonts } from '../../shared/brand.ts';
import { PLACEHOLDER_IMAGE } from '../lib/image-sizes.ts';
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  semanticShadows,
  spinnerRecipe,
  textStyles,
  tokens,
} from '../../shared/chakra-theme.js';

/** The semantic colors of a palette, as Chakra's recipes read them (colorPalette.solid, .border...). */
const palette = (name: string) => ({
  solid: { value: `{colors.${name}.600}` },
  contrast: { value: name === 'saffron' ? '{colors.walnut.900}' : '{colors.ivory.50}' },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
  border: { value: `{colors.${name}.500}` },
});

const brand = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss: {
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.6',
      colorPalette: 'madder',
      fontVariantNumeric: 'lining-nums',
      // Smooth only for visitors who have not asked their system for less motion (WCAG 2.3.3).
      _motionSafe: { scrollBehavior: 'smooth' },
      // A page as tall as the window and one taller start their content at the same x (decision 191: no shift between pages).
      scrollbarGutter: 'stable',
    },
    body: { fontFamily: 'body', minHeight: '100dvh' },
    '*::selection': { bg: 'saffron.200', color: 'walnut.900' },
    '*::placeholder': { color: 'walnut.500' },
    ':focus-visible': { outline: '3px solid', outlineColor: 'saffron.500', outlineOffset: '2px' },
    'h1, h2, h3, h4': { textWrap: 'balance' },
    // A broken record image (site/components/rug-image.tsx): the placeholder rug over its alt text.
    'img[data-rug-image]': { position: 'relative' },
    'img[data-rug-image]::after': { content: '""', position: 'absolute', inset: '0', background: `${brandColors.ivory[200]} url(${PLACEHOLDER_IMAGE}) center / cover no-repeat` },
    p: { textWrap: 'pretty' },
  },
  theme: {
    breakpoints,
    // Only what the site animates: the Spinner (toasts move by transitions).
    keyframes: { spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } } },
    // Every size of the recipes (button, badge, heading, the form controls) names a text style.
    textStyles,
    // The only layer style the recipes and form controls use (Chakra's own value).
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    tokens: {
      ...tokens,
      colors: {
        // Chakra's neutrals (its shadows are mixed from gray.900); then the brand's palettes.
        transparent: { value: 'transparent' },
        current: { value: 'currentColor' },
        black: { value: '#09090B' },
        white: { value: '#FFFFFF' },
        whiteAlpha: {
          100: { value: 'rgba(255, 255, 255, 0.06)' },
          200: { value: 'rgba(255, 255, 255, 0.08)' },
          300: { value: 'rgba(255, 255, 255, 0.16)' },
          700: { value: 'rgba(255, 255, 255, 0.64)' },
        },
        gray: { 300: { value: '#d4d4d8' }, 900: { value: '#18181b' } },
        ...brandColorTokens(),
      },
      fonts: {
        heading: { value: brandFonts.heading },
        body: { value: brandFonts.body },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: {
      shadows: semanticShadows,
      colors: {
        bg: {
          DEFAULT: { value: '{colors.ivory.50}' },
          subtle: { value: '{colors.ivory.100}' },
          muted: { value: '{colors.ivory.200}' },
          emphasized: { value: '{colors.ivory.300}' },
          inverted: { value: '{colors.indigo.800}' },
          panel: { value: '#FFFDF8' },
          error: { value: '{colors.madder.50}' },
          warning: { value: '{colors.saffron.50}' },
          success: { value: '{colors.sage.50}' },
          info: { value: '{colors.indigo.50}' },
        },
        fg: {
          DEFAULT: { value: '{colors.walnut.900}' },
          muted: { value: '{colors.walnut.600}' },
          subtle: { value: '{colors.walnut.500}' },
          inverted: { value: '{colors.ivory.50}' },
          error: { value: '{colors.madder.600}' },
          warning: { value: '{colors.saffron.700}' },
          success: { value: '{colors.sage.700}' },
          info: { value: '{colors.indigo.600}' },
        },
        border: {
          DEFAULT: { value: '{colors.ivory.300}' },
          muted: { value: '{colors.ivory.200}' },
          subtle: { value: '{colors.ivory.100}' },
          emphasized: { value: '{colors.ivory.400}' },
          inverted: { value: '{colors.walnut.800}' },
          error: { value: '{colors.madder.500}' },
          warning: { value: '{colors.saffron.500}' },
          success: { value: '{colors.sage.600}' },
          info: { value: '{colors.indigo.500}' },
        },
        madder: palette('madder'),
        indigo: palette('indigo'),
        saffron: { ...palette('saffron'), solid: { value: '{colors.saffron.300}' }, fg: { value: '{colors.saffron.700}' } },
        walnut: { ...palette('walnut'), muted: { value: '{colors.ivory.200}' }, subtle: { value: '{colors.ivory.100}' }, emphasized: { value: '{colors.ivory.300}' } },
        sage: { ...palette('sage'), emphasized: { value: '{colors.sage.100}' }, focusRing: { value: '{colors.sage.600}' }, border: { value: '{colors.sage.600}' } },
      },
      radii: { l1: { value: '{radii.sm}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
    },
    recipes: {
      badge: badgeRecipe,
      button: {
        ...buttonRecipe,
        base: { ...buttonRecipe.base, fontWeight: 'semibold', letterSpacing: '0.01em' },
      },
      container: containerRecipe,
      // Sizes are set per heading with fontSize; the recipe only carries the brand face.
      heading: { className: headingRecipe.className, base: { fontFamily: 'heading', fontWeight: '600', letterSpacing: '-0.01em', lineHeight: '1.2', color: 'walnut.900' } },
      spinner: spinnerRecipe,
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/** The site's Chakra system, made once by the server's renderer (no page builds one in the browser, decision 190). */
export function siteSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(mergeConfigs(defaultBaseConfig, brand));
  return system;
}
