// The admin's own design system: Chakra's defaults with a restrained touch of the brand the site
// wears (shared/brand.ts: madder red for actions, indigo for navigation, ivory surfaces, Cormorant
// Garamond headings).
// Its own CSS variable prefix keeps it apart from any other Chakra system on the page.
// Chakra's default theme whole (every token, color palette, text, layer and animation style, and
// its global styles), but only the recipes of the components the admin renders, where
// `defaultConfig` brought all ~90 (decision 201, as Chakra's bundle optimization guide shows). A
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
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
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
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { brandColorTokens, brandFonts } from '../brand.ts';

/** Chakra's default theme (its `defaultThemeConfig`) with only these recipes. */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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
    body: { bg: 'ivory.50', color: 'walnut.800' },
    // An owner who asked their system for less motion (WCAG 2.3.3) gets dialogs, drawers and toasts
    // that appear and go at once; a spinner still turns, as it says something is under way.
    '*:not(.chakra-spinner), *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: brandFonts.heading }, body: { value: brandFonts.body } },
      colors: brandColorTokens(),
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
