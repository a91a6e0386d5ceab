// The admin's own design system: Chakra's defaults with a restrained brand touch from the site
// (madder red for actions, indigo for navigation, ivory surfaces, Cormorant Garamond headings).
// Its own CSS variable prefix keeps it apart from any other Chakra system on the page.
// Chakra's default theme whole (every token, color palette, text, layer and animation style, and
// its global styles), but only the recipes of what the login screen, the dashboard and the shell
// render, where `defaultConfig` brought all ~90 (decision 161). Every other component the admin
// shows (dialogs, the phone menu's drawer, toasts, the editors' switches and selects...) is given
// its recipe where it is rendered (`recipe={dialogSlotRecipe}`), so the recipe loads with the code
// that shows it (decision 162). A component with neither renders unstyled: admin-theme.test.ts lists
// each component the admin imports with its recipe and checks both.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  colors,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  semanticColors,
  semanticRadii,
  semanticShadows,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '../chakra-theme.js';

/** Chakra's default theme (its `defaultThemeConfig`) with only these recipes. */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      table: tableSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const brand = defineConfig({
  cssVarsPrefix: 'jra',
  globalCss: {
    body: { bg: 'ivory', color: 'walnut' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Cormorant Garamond', Georgia, 'Times New Roman', serif" },
        body: { value: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        ivory: { value: '#FAF6EF' },
        walnut: { value: '#3B2A20' },
        saffron: { value: '#D9A441' },
        madder: {
          50: { value: '#FBF1F0' },
          100: { value: '#F4DCDA' },
          200: { value: '#E7B7B3' },
          300: { value: '#D58C86' },
          400: { value: '#BD5F58' },
          500: { value: '#A2403A' },
          600: { value: '#8B2E2A' },
          700: { value: '#722522' },
          800: { value: '#5A1D1B' },
          900: { value: '#421514' },
          950: { value: '#2A0D0C' },
        },
        indigo: {
          50: { value: '#F0F2F7' },
          100: { value: '#DADFEB' },
          200: { value: '#B4BDD3' },
          300: { value: '#8793B3' },
          400: { value: '#5D6A8F' },
          500: { value: '#434F74' },
          600: { value: '#2E3A59' },
          700: { value: '#252F49' },
          800: { value: '#1C2438' },
          900: { value: '#131928' },
          950: { value: '#0B0F18' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 error text is too faint on white for small type.
        fg: { error: { value: '{colors.red.700}' } },
        border: { error: { value: '{colors.red.600}' } },
        brand: {
          solid: { value: '{colors.madder.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.madder.700}' },
          muted: { value: '{colors.madder.100}' },
          subtle: { value: '{colors.madder.50}' },
          emphasized: { value: '{colors.madder.200}' },
          focusRing: { value: '{colors.madder.600}' },
        },
        ink: {
          solid: { value: '{colors.indigo.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.indigo.700}' },
          muted: { value: '{colors.indigo.100}' },
          subtle: { value: '{colors.indigo.50}' },
          emphasized: { value: '{colors.indigo.200}' },
          focusRing: { value: '{colors.indigo.600}' },
        },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The system, built on first use rather than when this module loads: building it is a long piece of
 * work on a phone (~100 ms at Lighthouse's 4x CPU slowdown), which the web admin gives a task of
 * its own between loading its modules and drawing its first screen (site/admin/admin-app.tsx).
 */
export const adminSystem = (): SystemContext => (system ??= createSystem(mergeConfigs(defaultBaseConfig, chakraDefaults), brand));
