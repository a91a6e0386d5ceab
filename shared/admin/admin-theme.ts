// The admin's own design system: Chakra's defaults with a restrained brand touch from the site
// (madder red for actions, indigo for navigation, ivory surfaces, Cormorant Garamond headings).
// Its own CSS variable prefix keeps it apart from any other Chakra system on the page.
// Chakra's default theme whole (every token, color palette, text, layer and animation style, and
// its global styles), but only the recipes of the components the admin renders, where
// `defaultConfig` brought all ~90 (decision 161, as Chakra's bundle optimization guide shows). A
// component whose recipe is missing renders unstyled: admin-theme.test.ts checks that each one the
// admin imports has its recipe here.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  colors,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticColors,
  semanticRadii,
  semanticShadows,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
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
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
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

export const adminSystem = createSystem(mergeConfigs(defaultBaseConfig, chakraDefaults), brand);
