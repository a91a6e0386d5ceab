// Types of chakra-theme.js: the same values as Chakra's `@chakra-ui/react/theme` exports.
import type { semanticTokens, tokens as defaultTokens } from '@chakra-ui/react/theme';

export {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
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
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

export declare const tokens: Omit<typeof defaultTokens, 'colors'>;
export declare const colors: typeof defaultTokens.colors;
export declare const semanticColors: typeof semanticTokens.colors;
export declare const semanticRadii: typeof semanticTokens.radii;
export declare const semanticShadows: typeof semanticTokens.shadows;
