// Types of chakra-theme.js: the same values as Chakra's `@chakra-ui/react/theme` exports.
import type { semanticTokens, tokens as defaultTokens } from '@chakra-ui/react/theme';

export {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

export declare const tokens: Omit<typeof defaultTokens, 'colors'>;
export declare const semanticShadows: typeof semanticTokens.shadows;
