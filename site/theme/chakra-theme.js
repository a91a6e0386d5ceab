// The parts of Chakra's default theme the public site uses, imported from their own modules.
// Why not `@chakra-ui/react/theme`: that module also defines Chakra's whole default theme
// (`defaultThemeConfig`, every recipe), which the web admin uses through `defaultConfig`. A module
// shared by the public entry and the admin chunk is bundled into the public entry whole, so
// importing from it put all ~90 recipes (about 30 KB gzipped) on every public page's first render.
// Importing the recipe and token files directly keeps that module out of the public graph.
// Types: chakra-theme.d.ts (the same exports, typed from the package's own declarations).
export { badgeRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { buttonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { containerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js';
export { headingRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { spinnerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { toastSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js';
export { breakpoints } from '../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { textStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
import { animations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { cursor } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { letterSpacings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
export { semanticShadows } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';

/** Chakra's default tokens but colors (the brand defines its own) and keyframes (only the ones used). */
export const tokens = {
  animations,
  aspectRatios,
  blurs,
  borders,
  cursor,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  letterSpacings,
  lineHeights,
  radii,
  sizes,
  spacing,
  zIndex: zIndices,
};
